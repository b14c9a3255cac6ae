import { disputeDetailSchema, type DisputeDetail } from '@p2p/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emitRealtimeEventForTests } from '@/lib/realtime/realtime';
import { toastsStore } from '@/lib/toasts';
import { apiError, CSRF_ROUTE, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { DisputeRoute } from './dispute';

const HASH = 'dIsPuTe0001';
const DETAIL = `GET /rest/v1/admin/disputes/${HASH}`;
const MESSAGES = `POST /rest/v1/admin/disputes/${HASH}/messages`;
const AWARD = `POST /rest/v1/admin/disputes/${HASH}/award`;

const dispute = (overrides: Partial<DisputeDetail> = {}): DisputeDetail =>
  disputeDetailSchema.parse({
    tradeHash: HASH,
    status: 'dispute_open',
    reason: 'outside_escrow',
    reasonText: 'The seller asked me to pay on another site.',
    openedAt: '2026-05-01T11:00:00.000Z',
    openedBy: 'buyer_bea',
    buyer: { username: 'buyer_bea', avatarUrl: null },
    seller: { username: 'seller_sam', avatarUrl: null },
    cryptoCurrencyCode: 'BTC',
    cryptoAmount: '0.0015',
    fiatCurrencyCode: 'USD',
    fiatAmount: '100.00',
    paymentMethodName: 'PayPal',
    moderator: null,
    settledAt: null,
    offerHash: 'oFfEr000001',
    offerTerms: 'Friends and family only.',
    paymentDetails: 'paypal@example.com',
    startedAt: '2026-05-01T10:00:00.000Z',
    paidAt: '2026-05-01T10:10:00.000Z',
    messages: [
      {
        id: 1,
        kind: 'system',
        author: null,
        body: '',
        payload: { status: 'active_funded' },
        createdAt: '2026-05-01T10:00:00.000Z',
      },
      {
        id: 2,
        kind: 'text',
        author: 'buyer_bea',
        body: 'Paid, see the receipt.',
        payload: {},
        createdAt: '2026-05-01T10:09:00.000Z',
      },
      {
        id: 3,
        kind: 'attachment',
        author: 'buyer_bea',
        body: '',
        payload: { attachmentId: '3f0c1c8e-8d1e-4f55-9a1f-1f4a1c1d2e3f' },
        createdAt: '2026-05-01T10:09:30.000Z',
      },
      {
        id: 4,
        kind: 'moderator',
        author: 'mod_maria',
        body: 'Please both upload proof.',
        payload: {},
        createdAt: '2026-05-01T11:05:00.000Z',
      },
    ],
    uploads: [
      {
        id: '3f0c1c8e-8d1e-4f55-9a1f-1f4a1c1d2e3f',
        uploader: 'buyer_bea',
        mimetype: 'image/png',
        sizeBytes: 2048,
        originalName: 'receipt.png',
        createdAt: '2026-05-01T10:09:30.000Z',
        url: '/rest/v1/trade/dIsPuTe0001/uploads/3f0c1c8e-8d1e-4f55-9a1f-1f4a1c1d2e3f',
      },
      {
        id: '9a1f1f4a-1c1d-4e3f-8d1e-3f0c1c8e4f55',
        uploader: 'seller_sam',
        mimetype: 'application/pdf',
        sizeBytes: 4096,
        originalName: 'statement.pdf',
        createdAt: '2026-05-01T11:10:00.000Z',
        url: '/rest/v1/trade/dIsPuTe0001/uploads/9a1f1f4a-1c1d-4e3f-8d1e-3f0c1c8e4f55',
      },
    ],
    canAward: true,
    ...overrides,
  });

/** The page over an in-memory dispute: an award settles it, a message joins the chat. */
function renderDispute(extra: Parameters<typeof mockFetch>[0] = {}) {
  let current = dispute();
  const mock = mockFetch({
    ...CSRF_ROUTE,
    [DETAIL]: () => ({ body: { data: current } }),
    [MESSAGES]: (request: RecordedRequest) => {
      const { text } = request.body as { text: string };
      current = {
        ...current,
        messages: [
          ...current.messages,
          {
            id: 9,
            kind: 'moderator',
            author: 'mod_maria',
            body: text,
            payload: {},
            createdAt: '2026-05-01T12:00:00.000Z',
          },
        ],
      };
      return { status: 201, body: { data: { id: 9 } } };
    },
    [AWARD]: (request: RecordedRequest) => {
      const { winner } = request.body as { winner: 'buyer' | 'seller' };
      current = {
        ...current,
        status: winner === 'buyer' ? 'dispute_won_buyer' : 'dispute_won_seller',
        canAward: false,
        moderator: 'mod_maria',
        settledAt: '2026-05-01T12:30:00.000Z',
      };
      return { body: { data: { tradeHash: HASH, status: current.status } } };
    },
    ...extra,
  });
  const view = renderWithProviders(<div />, {
    path: `/admin/disputes/${HASH}`,
    routes: [{ path: '/admin/disputes/:tradeHash', element: <DisputeRoute /> }],
  });
  return { ...mock, ...view, user: userEvent.setup() };
}

const toasts = () => toastsStore.get().map((toast) => [toast.type, toast.title]);

// Whole-page journeys with typing: generous time, since the suite shares two cores with builds.
describe('dispute page', { timeout: 15_000 }, () => {
  it('shows the trade, parties, reason, chat and evidence', async () => {
    renderDispute();
    expect(await screen.findByRole('heading', { level: 1, name: `Dispute on trade ${HASH}` })).toBeTruthy();
    expect(screen.getByText('Reason: Asked to trade outside escrow')).toBeTruthy();
    expect(screen.getByText('The seller asked me to pay on another site.')).toBeTruthy();
    expect(screen.getByTestId('dispute-crypto-amount').textContent).toBe('0.0015 BTC');
    expect(screen.getByRole('link', { name: 'seller_sam' }).getAttribute('href')).toBe(
      '/admin/users?user=seller_sam',
    );

    const chat = screen.getByRole('list', { name: 'Messages, oldest first' });
    expect(within(chat).getByText(/^Status: Active ·/)).toBeTruthy();
    expect(within(chat).getByText('Paid, see the receipt.')).toBeTruthy();
    const moderator = within(chat).getByText('Please both upload proof.').closest('[data-kind]');
    expect(moderator?.getAttribute('data-kind')).toBe('moderator');
    expect(within(chat).getByRole('img', { name: 'receipt.png, uploaded by buyer_bea' })).toBeTruthy();

    const evidence = screen.getByRole('region', { name: 'Evidence' });
    expect(
      within(evidence).getByRole('img', { name: 'receipt.png, uploaded by buyer_bea' }).getAttribute('src'),
    ).toBe(`/rest/v1/trade/${HASH}/uploads/3f0c1c8e-8d1e-4f55-9a1f-1f4a1c1d2e3f`);
    expect(
      within(evidence)
        .getByRole('link', { name: /statement\.pdf/ })
        .getAttribute('href'),
    ).toBe(`/rest/v1/trade/${HASH}/uploads/9a1f1f4a-1c1d-4e3f-8d1e-3f0c1c8e4f55`);
  });

  it("shows a party's new message and evidence without a reload when the socket tells of them", async () => {
    let current = dispute();
    const { requestsTo } = mockFetch({ ...CSRF_ROUTE, [DETAIL]: () => ({ body: { data: current } }) });
    renderWithProviders(<div />, {
      path: `/admin/disputes/${HASH}`,
      routes: [{ path: '/admin/disputes/:tradeHash', element: <DisputeRoute /> }],
    });
    const chat = await screen.findByRole('list', { name: 'Messages, oldest first' });
    const reads = requestsTo(DETAIL).length;
    // Another trade's chat changes nothing here.
    act(() =>
      emitRealtimeEventForTests({ id: '20', type: 'trade.message', tradeHash: 'oThEr000001', payload: {} }),
    );
    current = {
      ...current,
      messages: [
        ...current.messages,
        {
          id: 10,
          kind: 'text',
          author: 'seller_sam',
          body: 'Here is my bank statement.',
          payload: {},
          createdAt: '2026-05-01T12:10:00.000Z',
        },
      ],
    };
    expect(requestsTo(DETAIL)).toHaveLength(reads);
    act(() => emitRealtimeEventForTests({ id: '21', type: 'trade.message', tradeHash: HASH, payload: {} }));
    expect(await within(chat).findByText('Here is my bank statement.')).toBeTruthy();
    current = {
      ...current,
      uploads: [
        ...current.uploads,
        {
          id: '5b2e2d9f-9e2f-4a66-8b2a-2a5b2d2e3f40',
          uploader: 'seller_sam',
          mimetype: 'application/pdf',
          sizeBytes: 1024,
          originalName: 'bank-statement.pdf',
          createdAt: '2026-05-01T12:10:30.000Z',
          url: `/rest/v1/trade/${HASH}/uploads/5b2e2d9f-9e2f-4a66-8b2a-2a5b2d2e3f40`,
        },
      ],
    };
    act(() => emitRealtimeEventForTests({ id: '22', type: 'trade.upload', tradeHash: HASH, payload: {} }));
    const evidence = screen.getByRole('region', { name: 'Evidence' });
    expect(await within(evidence).findByRole('link', { name: /bank-statement\.pdf/ })).toBeTruthy();
  });

  it('writes into the chat as moderator', async () => {
    const { user, requestsTo } = renderDispute();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Send as moderator' }));
    expect(await screen.findByText('Write a message of at most 2000 characters')).toBeTruthy();
    expect(requestsTo(MESSAGES)).toHaveLength(0);

    await user.type(screen.getByLabelText('Message to both parties'), 'The seller has 1 hour to answer.');
    await user.click(screen.getByRole('button', { name: 'Send as moderator' }));
    expect(await screen.findByText('The seller has 1 hour to answer.', { selector: 'p' })).toBeTruthy();
    expect(requestsTo(MESSAGES).map((r) => r.body)).toEqual([{ text: 'The seller has 1 hour to answer.' }]);
    expect((screen.getByLabelText('Message to both parties') as HTMLTextAreaElement).value).toBe('');
  });

  it('awards the escrow only after the confirmation, with the note and an idempotency key', async () => {
    const { user, requestsTo } = renderDispute();
    await screen.findByRole('heading', { level: 1 });
    const form = screen.getByRole('form', { name: 'Decision' });

    await user.click(within(form).getByRole('button', { name: 'Award escrow' }));
    expect(await within(form).findByText('Choose the buyer or the seller')).toBeTruthy();
    expect(within(form).getByText('Explain the decision in at most 2000 characters')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(form).getByLabelText(/The buyer, buyer_bea/));
    await user.type(within(form).getByLabelText('Note'), 'The receipt shows the payment on PayPal.');
    await user.click(within(form).getByRole('button', { name: 'Award escrow' }));

    let dialog = await screen.findByRole('dialog', { name: 'Award the escrow?' });
    expect(within(dialog).getByText('0.0015 BTC will be released to the buyer, buyer_bea.')).toBeTruthy();
    expect(within(dialog).getByText('The receipt shows the payment on PayPal.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(AWARD)).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Award escrow' }));
    dialog = await screen.findByRole('dialog', { name: 'Award the escrow?' });
    await user.click(within(dialog).getByRole('button', { name: 'Award now' }));

    expect(await screen.findByText('Awarded to the buyer, buyer_bea, by mod_maria.')).toBeTruthy();
    const awards = requestsTo(AWARD);
    expect(awards.map((r) => r.body)).toEqual([
      { winner: 'buyer', note: 'The receipt shows the payment on PayPal.' },
    ]);
    expect(awards[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.queryByRole('form', { name: 'Decision' })).toBeNull();
    expect(toasts()).toContainEqual(['success', 'The escrow was awarded to the buyer, buyer_bea.']);
  });

  it('awards to the seller and shows a refusal from the server', async () => {
    const { user, requestsTo } = renderDispute({
      [AWARD]: apiError(409, 'ERROR_CONFLICT', 'The trade is no longer in dispute.'),
    });
    await screen.findByRole('heading', { level: 1 });
    const form = screen.getByRole('form', { name: 'Decision' });
    await user.click(within(form).getByLabelText(/The seller, seller_sam/));
    await user.type(within(form).getByLabelText('Note'), 'No payment arrived.');
    await user.click(within(form).getByRole('button', { name: 'Award escrow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Award the escrow?' });
    expect(within(dialog).getByText('0.0015 BTC will be returned to the seller, seller_sam.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Award now' }));

    await waitFor(() => expect(toasts()).toContainEqual(['error', 'The trade is no longer in dispute.']));
    expect(requestsTo(AWARD).map((r) => r.body)).toEqual([{ winner: 'seller', note: 'No payment arrived.' }]);
  });

  it('says when the dispute does not exist', async () => {
    renderDispute({ [DETAIL]: apiError(404, 'ERROR_NOT_FOUND', 'Trade not found') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute not found' })).toBeTruthy();
  });
});
