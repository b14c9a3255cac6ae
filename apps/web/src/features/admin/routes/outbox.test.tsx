import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import type { OutboxMessage } from '../api/get-outbox';
import { OutboxRoute } from './outbox';

const OUTBOX = 'GET /rest/v1/admin/outbox';

const message = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: crypto.randomUUID(),
  channel: 'email',
  recipient: 'alice@example.com',
  subject: 'Confirm your e-mail address',
  body: 'Your confirmation code is 482913. It expires in 15 minutes.',
  template: 'email-verification',
  createdAt: '2025-05-01T10:00:00.000Z',
  deliveredAt: null,
  attempts: 0,
  lastError: null,
  ...overrides,
});

const sms = message({
  channel: 'sms',
  recipient: '+447400123456',
  subject: '',
  body: 'Your phone code: 771204',
  template: 'phone-code',
  deliveredAt: '2025-05-01T09:00:05.000Z',
  attempts: 1,
});
const failed = message({
  recipient: 'bob@example.com',
  attempts: 3,
  lastError: 'SMTP 550 mailbox unavailable',
});

function answer(request: RecordedRequest) {
  const query = new URL(request.url, 'http://x').searchParams;
  const offset = Number(query.get('offset'));
  const recipient = query.get('recipient');
  if (recipient)
    return {
      body: {
        data: [message(), sms, failed].filter((m) => m.recipient === recipient),
        meta: { limit: 20, offset },
      },
    };
  // A full first page of 20, then a second page with one message left.
  const data =
    offset === 0
      ? [message(), sms, failed, ...Array.from({ length: 17 }, () => message())]
      : [message({ body: 'Last one: 100200' })];
  return { body: { data, meta: { limit: 20, offset } } };
}

function renderOutbox(path = '/admin/outbox') {
  const mock = mockFetch({ [OUTBOX]: answer });
  const view = renderWithProviders(<OutboxRoute />, { path });
  return { ...mock, ...view, user: userEvent.setup() };
}

const rowOf = (text: string) => screen.getAllByText(text, { exact: false })[0]?.closest('tr') as HTMLElement;

describe('outbox', () => {
  it('shows each message with its channel, recipient, subject, full body and delivery state', async () => {
    const { requestsTo } = renderOutbox();

    await screen.findByText('Your phone code: 771204');
    expect(requestsTo(OUTBOX)[0]?.url).toBe('/rest/v1/admin/outbox?limit=20&offset=0');

    const email = rowOf('Your confirmation code is 482913');
    expect(within(email).getByText('E-mail')).toBeTruthy();
    expect(within(email).getByText('alice@example.com')).toBeTruthy();
    expect(within(email).getByText('Confirm your e-mail address')).toBeTruthy();
    expect(within(email).getByText('Not sent')).toBeTruthy();
    // The body scrolls inside its cell: a region named by the subject that keyboard users can focus.
    const body = within(email).getByRole('region', { name: 'Confirm your e-mail address' });
    expect(body.tagName).toBe('PRE');
    expect(body.tabIndex).toBe(0);

    const text = rowOf('Your phone code: 771204');
    expect(within(text).getByText('SMS')).toBeTruthy();
    expect(within(text).getByText('No subject')).toBeTruthy();
    expect(within(text).getByText('Delivered')).toBeTruthy();

    const bounced = rowOf('SMTP 550 mailbox unavailable');
    expect(within(bounced).getByText('Failed')).toBeTruthy();
    expect(within(bounced).getByText('Attempts: 3')).toBeTruthy();
  });

  it('filters by recipient through the address and clears the filter again', async () => {
    const { user, router, requestsTo } = renderOutbox();
    await screen.findByText('Your phone code: 771204');

    await user.type(screen.getByLabelText('Recipient'), ' +447400123456 ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    await waitFor(() => expect(screen.queryAllByText('alice@example.com')).toHaveLength(0));
    expect(screen.getByText('Your phone code: 771204')).toBeTruthy();
    expect(router.state.location.search).toBe('?recipient=%2B447400123456');
    expect(requestsTo(OUTBOX).at(-1)?.url).toBe(
      '/rest/v1/admin/outbox?recipient=%2B447400123456&limit=20&offset=0',
    );

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findAllByText('alice@example.com')).not.toHaveLength(0);
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText('Recipient') as HTMLInputElement).value).toBe('');
  });

  it('says when a recipient has no messages', async () => {
    renderOutbox('/admin/outbox?recipient=nobody%40example.com');

    expect(await screen.findByText('No messages to nobody@example.com.')).toBeTruthy();
    expect((screen.getByLabelText('Recipient') as HTMLInputElement).value).toBe('nobody@example.com');
  });

  it('pages by 20 while a page comes back full', async () => {
    const { user, requestsTo } = renderOutbox();
    await screen.findByText('Your phone code: 771204');
    expect(screen.getByText('Page 1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Last one: 100200')).toBeTruthy();
    expect(requestsTo(OUTBOX).at(-1)?.url).toBe('/rest/v1/admin/outbox?limit=20&offset=20');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(false);
  });
});
