import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { buildMessage } from '../../testing/trade-fixtures';
import { ChatMessage } from './chat-message';

function systemLine(payload: Record<string, unknown>) {
  renderWithProviders(
    <ol>
      <ChatMessage message={buildMessage({ kind: 'system', author: null, body: '', payload })} />
    </ol>,
  );
  return screen.getByTestId('chat-system').textContent;
}

describe('system lines of the trade chat', () => {
  it('reads a status change from its status', () => {
    expect(systemLine({ status: 'paid', action: 'mark_paid', actor: 'buyer' })).toBe(
      'The buyer marked the trade as paid.',
    );
  });

  it.each([
    ['APPROVED', 'The uploaded file was approved.'],
    ['REJECTED', 'The uploaded file was rejected: a new one is needed.'],
  ])('gives a review (%s) its own line, not the status it happened at', (requirementStatus, text) => {
    expect(
      systemLine({ status: 'paid', event: 'requirement_reviewed', requirementId: 3, requirementStatus }),
    ).toBe(text);
  });

  it('gives the fall back to the manual flow its own line', () => {
    expect(systemLine({ status: 'active_funded', event: 'fallback', flowType: 'default' })).toBe(
      'The trade continues by hand: the parties pay and release themselves.',
    );
  });
});

const UPLOAD_URL = '/rest/v1/trade/tradeHash01/uploads/7b1f9a52-4c1e-4c47-9b6f-8f0c1c7d2a10';
const attachment = (mimetype: 'image/png' | 'application/pdf', name: string) =>
  buildMessage({
    kind: 'attachment',
    body: '',
    attachment: {
      id: '7b1f9a52-4c1e-4c47-9b6f-8f0c1c7d2a10',
      url: UPLOAD_URL,
      mimetype,
      size: 2048,
      name,
      requirement: null,
      requirements: [],
      uploader: { username: 'alice' },
      isOwn: false,
      createdAt: '2026-01-01T10:01:00.000Z',
    },
  });

describe('files of the trade chat', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens an image in a viewer inside the page, not in a new tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ol>
        <ChatMessage message={attachment('image/png', 'receipt.png')} />
      </ol>,
    );
    expect(document.querySelector('a[target="_blank"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open receipt.png' }));
    const viewer = await screen.findByRole('dialog', { name: 'receipt.png' });
    expect(within(viewer).getByTestId('attachment-viewer-image').getAttribute('src')).toBe(UPLOAD_URL);
    expect(within(viewer).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(UPLOAD_URL);
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads a PDF with the session and shows it from a blob: URL, dropped on close', async () => {
    const user = userEvent.setup();
    const api = mockFetch({ [`GET ${UPLOAD_URL}`]: { body: '%PDF-1.4' } });
    const created = vi.fn((blob: Blob) => `blob:viewer-${blob.type}`);
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    renderWithProviders(
      <ol>
        <ChatMessage message={attachment('application/pdf', 'bank statement.pdf')} />
      </ol>,
    );
    await user.click(screen.getByRole('button', { name: 'Open bank statement.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'bank statement.pdf' });
    const frame = await within(viewer).findByTestId('attachment-viewer-pdf');
    expect(frame.getAttribute('src')).toBe('blob:viewer-application/pdf');
    expect(api.requestsTo(`GET ${UPLOAD_URL}`)).toHaveLength(1);
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:viewer-application/pdf'));
  });

  it('offers the download when the PDF cannot be read', async () => {
    const user = userEvent.setup();
    mockFetch({});
    renderWithProviders(
      <ol>
        <ChatMessage message={attachment('application/pdf', 'statement.pdf')} />
      </ol>,
    );
    await user.click(screen.getByRole('button', { name: 'Open statement.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'statement.pdf' });
    expect(await within(viewer).findByText(/download it instead/)).toBeTruthy();
    expect(within(viewer).getByRole('link', { name: 'Download' })).toBeTruthy();
  });
});
