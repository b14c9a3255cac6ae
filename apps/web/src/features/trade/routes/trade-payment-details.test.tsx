import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import type { ChatBankAccounts } from '../components/chat/chat-panel';
import { buildMessage, buildTrade, messagesAnswer } from '../testing/trade-fixtures';
import { TradeRoute } from './trade';

const PATH = '/rest/v1/trade/tradeHash01';

/** Stands in for the bank-accounts feature's components, which the app passes to the page. */
const bankAccounts: ChatBankAccounts = {
  ShareDialog: () => null,
  Message: ({ payload }) => (
    <p data-testid="bank-account-card">{`${String(payload.holderName)} ${String(payload.bankName)}`}</p>
  ),
};
const routes = [{ path: '/trade/:tradeHash', element: <TradeRoute bankAccounts={bankAccounts} /> }];

const shared = (holderName: string, id: number) =>
  buildMessage({
    id,
    kind: 'bank_account',
    author: { username: 'alice' },
    body: '',
    payload: { bankAccountId: id, holderName, bankName: 'Chase', numbers: [] },
  });

function paymentPanel(name: string) {
  return screen.getByRole('region', { name });
}

describe('payment details panel', () => {
  it('shows the bank account the seller shared last in the chat, instead of "no payment details"', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [`GET ${PATH}`]: { body: { data: buildTrade({ paymentDetails: '' }) } },
      [`GET ${PATH}/messages`]: messagesAnswer([
        shared('Alice Old', 1),
        buildMessage({ id: 2, body: 'Oops, wrong one' }),
        shared('Alice Smith', 3),
      ]),
    });
    renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
    await screen.findByRole('heading', { level: 1 });
    const panel = paymentPanel('Payment details');
    await waitFor(() =>
      expect(within(panel).getByTestId('bank-account-card').textContent).toBe('Alice Smith Chase'),
    );
    expect(panel.textContent).not.toContain('gave no payment details');
  });

  it('still says there are no details while nothing was shared', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [`GET ${PATH}`]: { body: { data: buildTrade({ paymentDetails: '' }) } },
      [`GET ${PATH}/messages`]: messagesAnswer([buildMessage({ id: 1 })]),
    });
    renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
    await screen.findByTestId('chat-message');
    const panel = paymentPanel('Payment details');
    expect(panel.textContent).toContain('The seller gave no payment details: ask in the chat.');
    expect(within(panel).queryByTestId('bank-account-card')).toBeNull();
  });

  it('titles the seller\'s own panel "Your payment details" and shows what they shared', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [`GET ${PATH}`]: { body: { data: buildTrade({ role: 'seller', paymentDetails: 'IBAN DE00 1234' }) } },
      [`GET ${PATH}/messages`]: messagesAnswer([shared('Alice Smith', 1)]),
    });
    renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Payment details' })).toBeNull();
    const panel = paymentPanel('Your payment details');
    await waitFor(() => expect(within(panel).getByTestId('bank-account-card')).toBeTruthy());
    expect(panel.textContent).toContain('IBAN DE00 1234');
  });
});
