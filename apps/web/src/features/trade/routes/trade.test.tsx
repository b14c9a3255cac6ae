import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emitRealtimeEventForTests } from '@/lib/realtime/realtime';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { buildMessage, buildTrade, messagesAnswer } from '../testing/trade-fixtures';
import { TradeRoute } from './trade';

const PATH = '/rest/v1/trade/tradeHash01';
const routes = [{ path: '/trade/:tradeHash', element: <TradeRoute /> }];

describe('trade page', () => {
  it('shows the 404 page to anyone who is not a party', async () => {
    mockFetch({ [`GET ${PATH}`]: apiError(404, 'ERROR_NOT_FOUND', 'Not found') });
    renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
    expect(await screen.findByRole('heading', { name: 'Trade not found' })).toBeTruthy();
  });

  it('shows the trade, the chat with translated system messages and the same-IP warning', async () => {
    const trade = buildTrade({ isOpponentsSameIp: true });
    mockFetch({
      ...CSRF_ROUTE,
      [`GET ${PATH}`]: { body: { data: trade } },
      [`GET ${PATH}/messages`]: messagesAnswer(
        [
          buildMessage({
            id: 1,
            kind: 'system',
            author: null,
            body: 'active_funded',
            payload: { status: 'active_funded' },
          }),
          buildMessage({
            id: 2,
            body: 'Hi, pay with PayPal friends and family',
            author: { username: 'alice' },
          }),
          buildMessage({
            id: 3,
            body: 'Sending now',
            isOwn: true,
            author: { username: 'bob' },
            isReadByCounterparty: true,
          }),
          buildMessage({
            id: 4,
            kind: 'moderator',
            body: 'Please upload the receipt',
            author: { username: 'mod' },
          }),
        ],
        { myLastReadMessageId: 4 },
      ),
    });
    renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buying 0.0015 BTC from alice' }),
    ).toBeTruthy();
    expect(screen.getByTestId('trade-status').textContent).toBe('Waiting for payment');
    expect(screen.getByTestId('same-ip').textContent).toContain('same IP address');
    expect(screen.getByTestId('summary-fiat').textContent).toContain('$150.00');
    // The fee is the seller's business.
    expect(screen.queryByTestId('summary-fee')).toBeNull();
    expect(screen.getByTestId('payment-details').textContent).toContain('Send to alice@example.com');
    const chat = await screen.findByTestId('chat-messages');
    expect(within(chat).getByTestId('chat-system').textContent).toBe(
      'The trade started and the crypto is in escrow.',
    );
    const own = within(chat)
      .getAllByTestId('chat-message')
      .find((node) => node.dataset.own === 'true')!;
    expect(within(own).getByTestId('read-receipt').textContent).toBe('Read');
    const moderator = within(chat)
      .getAllByTestId('chat-message')
      .find((node) => node.dataset.kind === 'moderator')!;
    expect(moderator.textContent).toContain('Moderator mod');
    expect(screen.getByRole('button', { name: 'I have paid' })).toBeTruthy();
  });

  it('marks the chat read up to the newest message and re-reads it when the socket says so', async () => {
    let messages = [buildMessage({ id: 7, body: 'First' })];
    const api = mockFetch({
      ...CSRF_ROUTE,
      [`GET ${PATH}`]: { body: { data: buildTrade() } },
      [`GET ${PATH}/messages`]: () => messagesAnswer(messages, { myLastReadMessageId: 0 }),
      [`POST ${PATH}/read`]: { body: { data: { lastReadMessageId: 7, readAt: '2026-01-01T10:02:00.000Z' } } },
    });
    renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
    await screen.findByText('First');
    await waitFor(() =>
      expect(api.requestsTo(`POST ${PATH}/read`).map((r) => r.body)).toEqual([{ last_message_id: 7 }]),
    );

    messages = [...messages, buildMessage({ id: 8, body: 'Second, arriving live' })];
    emitRealtimeEventForTests({ id: '1', type: 'trade.message', tradeHash: 'tradeHash01', payload: {} });
    expect(await screen.findByText('Second, arriving live')).toBeTruthy();
    await waitFor(() =>
      expect(api.requestsTo(`POST ${PATH}/read`).map((r) => r.body)).toContainEqual({ last_message_id: 8 }),
    );
    // Events of other trades change nothing here.
    const before = api.requestsTo(`GET ${PATH}/messages`).length;
    emitRealtimeEventForTests({ id: '2', type: 'trade.message', tradeHash: 'otherTrade1', payload: {} });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requestsTo(`GET ${PATH}/messages`)).toHaveLength(before);
  });

  it('shows a status change pushed over the socket', async () => {
    let trade = buildTrade({ role: 'seller' });
    mockFetch({
      ...CSRF_ROUTE,
      [`GET ${PATH}`]: () => ({ body: { data: trade } }),
      [`GET ${PATH}/messages`]: messagesAnswer([]),
    });
    renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
    expect((await screen.findByTestId('trade-status')).textContent).toBe('Waiting for payment');
    expect(screen.getByTestId('summary-fee').textContent).toContain('Escrow fee (1 %)');
    trade = buildTrade({ role: 'seller', status: 'paid', flow: { ...trade.flow, step: 'release' } });
    emitRealtimeEventForTests({
      id: '3',
      type: 'trade.status',
      tradeHash: 'tradeHash01',
      payload: { status: 'paid' },
    });
    await waitFor(() => expect(screen.getByTestId('trade-status').textContent).toBe('Paid'));
    expect(screen.getByRole('button', { name: 'Release crypto' })).toBeTruthy();
  });

  it('hides the payment details until the requirements allow them, and blocks on missing files', async () => {
    const trade = buildTrade({
      paymentDetails: null,
      flow: {
        step: 'reveal_payment_details',
        state: {
          beforeRevealPaymentDetails: [
            {
              requirementId: 5,
              stage: 'before_reveal_payment_details',
              kind: 'id_photo',
              party: 'buyer',
              status: 'PENDING',
              optional: false,
            },
          ],
          beforeMarkAsPaid: [],
        },
      },
    });
    mockFetch({
      ...CSRF_ROUTE,
      [`GET ${PATH}`]: { body: { data: trade } },
      [`GET ${PATH}/messages`]: messagesAnswer([]),
    });
    renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
    expect((await screen.findByTestId('payment-details-hidden')).textContent).toContain('appear once');
    const list = screen.getByTestId('requirements-beforeRevealPaymentDetails');
    expect(list.textContent).toContain(
      'The payment details stay hidden until the required files are uploaded.',
    );
    expect(within(list).getByTestId('requirement-5').textContent).toContain('Missing');
    expect(within(list).getByText('Upload')).toBeTruthy();
  });

  it('refuses a file of the wrong type in the chat before sending it, and lets the user drop the error', async () => {
    const user = userEvent.setup({ applyAccept: false });
    mockFetch({
      ...CSRF_ROUTE,
      [`GET ${PATH}`]: { body: { data: buildTrade() } },
      [`GET ${PATH}/messages`]: messagesAnswer([]),
    });
    renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
    const input = await screen.findByLabelText('Attach a file');
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    const failed = await screen.findByTestId('local-upload');
    expect(failed.dataset.status).toBe('CORRUPTED');
    expect(failed.textContent).toContain('Only JPEG, PNG and WebP images and PDF files can be sent.');
    await user.click(screen.getByRole('button', { name: 'Remove setup.exe' }));
    expect(screen.queryByTestId('local-upload')).toBeNull();
  });
});
