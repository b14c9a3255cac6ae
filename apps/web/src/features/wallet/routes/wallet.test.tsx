import {
  IDEMPOTENCY_KEY_PATTERN,
  type CryptoCode,
  type DepositAddress,
  type WalletBalance,
  type WalletTransaction,
} from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '@/testing/current-user';
import { CSRF_ROUTE, mockFetch, type MockAnswer, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { WalletRoute } from './wallet';

const BALANCES = 'GET /rest/v2/wallet/balances';
const DEPOSIT_ADDRESS = 'GET /rest/v2/wallet/deposit-address';
const INFO = 'GET /rest/v2/wallet/send-out/info';
const TRANSACTIONS = 'GET /rest/v2/wallet/transactions';
const DEPOSIT_BOND = 'POST /wallet/deposit-bond';
const RETRIEVE_BOND = 'POST /wallet/retrieve-bond';
const CURRENT_USER = 'GET /rest/v1/users/current_user';

const balance = (code: CryptoCode, overrides: Partial<WalletBalance> = {}): WalletBalance => ({
  cryptoCurrencyCode: code,
  balance: '0',
  incomingAmount: '0',
  escrowAmount: '0',
  bondAmount: '0',
  fiatRate: '1.00',
  fiatPrecision: 2,
  fiatCurrencyCode: 'USD',
  fiatValue: '0.00',
  ...overrides,
});

const BALANCE_LIST: WalletBalance[] = [
  balance('BTC', {
    balance: '0.50000000',
    incomingAmount: '0.25000000',
    escrowAmount: '0.01000000',
    bondAmount: '0.00100000',
    fiatRate: '65000.00',
    fiatValue: '32500.00',
  }),
  balance('USDT', { balance: '120.500000', fiatRate: '1.00', fiatValue: '120.50' }),
  balance('ETH', { balance: '0.000000000', fiatRate: '3000.00', fiatValue: '0.00' }),
];

const ADDRESSES: Record<CryptoCode, DepositAddress> = {
  BTC: {
    cryptoCurrencyCode: 'BTC',
    address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    network: 'regtest',
    requiredConfirmations: 3,
  },
  USDT: { cryptoCurrencyCode: 'USDT', address: '0xusdt', network: 'simulated', requiredConfirmations: 12 },
  ETH: {
    cryptoCurrencyCode: 'ETH',
    address: '0x52908400098527886E0F7030069857D2E4169EE7',
    network: 'simulated',
    requiredConfirmations: 12,
  },
};

const transaction = (overrides: Partial<WalletTransaction>): WalletTransaction => ({
  id: 1,
  type: 'deposit',
  cryptoCurrencyCode: 'BTC',
  amount: '0.50000000',
  reference: 'deposit:abc',
  createdAt: '2025-05-01T10:00:00.000Z',
  withdrawal: null,
  txid: null,
  escrowFee: null,
  ...overrides,
});

const HISTORY: WalletTransaction[] = [
  transaction({
    id: 3,
    type: 'withdrawal',
    amount: '-0.10020000',
    reference: 'withdrawal:wd-1',
    withdrawal: {
      id: 'wd-1',
      cryptoCurrencyCode: 'BTC',
      address: 'bcrt1qsendtarget',
      amount: '0.10000000',
      fee: '0.00020000',
      status: 'sent',
      txid: 'f00dbabe',
      confirmations: 0,
      failureReason: null,
      createdAt: '2025-05-02T10:00:00.000Z',
    },
  }),
  transaction({ id: 2, type: 'bond_deposit', amount: '-0.00100000', reference: 'bond' }),
  transaction({ id: 1, type: 'deposit', amount: '0.50000000', txid: 'deadbeef' }),
];

const query = (request: RecordedRequest) => new URL(request.url, 'http://x').searchParams;

function routes(
  overrides: Record<string, MockAnswer | MockAnswer[] | ((r: RecordedRequest) => MockAnswer)> = {},
) {
  return {
    ...CSRF_ROUTE,
    [CURRENT_USER]: { body: { data: buildCurrentUser({ verificationLevel: 'L1' }) } },
    [BALANCES]: { body: { data: BALANCE_LIST } },
    [DEPOSIT_ADDRESS]: (request: RecordedRequest) => ({
      body: { data: ADDRESSES[query(request).get('crypto_currency_code') as CryptoCode] },
    }),
    [INFO]: (request: RecordedRequest) => ({
      body: {
        data: {
          cryptoCurrencyCode: query(request).get('crypto_currency_code'),
          fee: '0.00020000',
          minAmount: '0.00050000',
          maxAmount: '0.49980000',
          twoFactorRequired: false,
        },
      },
    }),
    [TRANSACTIONS]: (request: RecordedRequest) => ({
      body: {
        data: query(request).get('crypto_currency_code') === 'ETH' ? [] : HISTORY,
        meta: { total: 13, currentPage: Number(query(request).get('page')), perPage: 10, lastPage: 2 },
      },
    }),
    ...overrides,
  };
}

async function renderWallet(overrides?: Parameters<typeof routes>[0]) {
  const mock = mockFetch(routes(overrides));
  const view = renderWithProviders(<WalletRoute />, { path: '/wallet' });
  await screen.findByTestId('balance-BTC');
  return { ...mock, ...view, user: userEvent.setup() };
}

describe('WalletRoute', () => {
  it('shows each coin’s balance with its fiat value, incoming, escrow and bond amounts', async () => {
    await renderWallet();
    const btc = screen.getByTestId('balance-BTC');
    expect(within(btc).getByRole('heading', { name: 'Bitcoin BTC' })).toBeTruthy();
    expect(within(btc).getByTestId('balance-BTC-available').textContent).toBe('0.50 BTC');
    expect(btc.textContent).toContain('≈ $32,500.00');
    expect(btc.textContent).toContain('1 BTC = $65,000.00');
    expect(within(btc).getByTestId('balance-BTC-incoming').textContent).toBe('0.25 BTC');
    expect(within(btc).getByTestId('balance-BTC-escrow').textContent).toBe('0.01 BTC');
    expect(within(btc).getByTestId('balance-BTC-bond').textContent).toBe('0.001 BTC');
    expect(
      within(btc).getByText('Incoming deposits are credited once they have enough confirmations.'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('balance-USDT')).getByTestId('balance-USDT-available').textContent).toBe(
      '120.50 USDT',
    );
    // 32,500.00 + 120.50 + 0.00, added in cents.
    expect(screen.getByTestId('wallet-total').textContent).toBe('Total value $32,620.50');
  });

  it('shows the deposit address of the chosen coin with its QR code and confirmations', async () => {
    const { user, requestsTo } = await renderWallet();
    const address = await screen.findByTestId('deposit-address');
    expect(address.textContent).toBe(ADDRESSES.BTC.address);
    // The label is the term the address defines, so that it is read with it.
    const term = address.closest('dd')?.previousElementSibling;
    expect(term?.tagName).toBe('DT');
    expect(term?.textContent).toBe('Your Bitcoin (BTC) address');
    const qr = screen.getByRole('img', { name: 'QR code of your BTC deposit address' });
    expect(qr.getAttribute('data-qr-value')).toBe(ADDRESSES.BTC.address);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByTestId('deposit-confirmations').textContent).toBe('3');
    expect(screen.getByText('regtest')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();

    // The ETH tile's Receive button switches the deposit panel to ETH.
    await user.click(within(screen.getByTestId('balance-ETH')).getByRole('button', { name: 'Receive ETH' }));
    await waitFor(() =>
      expect(screen.getByTestId('deposit-address').textContent).toBe(ADDRESSES.ETH.address),
    );
    expect(screen.getByRole('img', { name: 'QR code of your ETH deposit address' })).toBeTruthy();
    expect(requestsTo(DEPOSIT_ADDRESS).map((request) => query(request).get('crypto_currency_code'))).toEqual([
      'BTC',
      'ETH',
    ]);
  });

  it('lists the history with statuses and transaction ids, filtered by coin and paged', async () => {
    const { user, requestsTo } = await renderWallet();
    const table = await screen.findByRole('table', { name: 'Wallet movements, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Send-out')).toBeTruthy();
    expect(within(rows[0]!).getByText('-0.1002 BTC')).toBeTruthy();
    // The status shows in its column, and on phones under the amount (one of the two is hidden by CSS).
    expect(within(rows[0]!).getAllByText('Sent')).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('bcrt1qsendtarget');
    expect(rows[0]!.textContent).toContain('f00dbabe');
    expect(within(rows[1]!).getByText('Bond deposited')).toBeTruthy();
    expect(within(rows[2]!).getByText('+0.50 BTC')).toBeTruthy();
    expect(rows[2]!.textContent).toContain('deadbeef');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Coin'), 'ETH');
    expect(await screen.findByText('No movements yet.')).toBeTruthy();
    expect(
      requestsTo(TRANSACTIONS).map((request) => request.url.replace('/rest/v2/wallet/transactions', '')),
    ).toEqual(['?page=1', '?page=2', '?crypto_currency_code=ETH&page=1']);
  });

  it('shortens a long transaction id in the middle, keeping it whole for screen readers and on hover', async () => {
    const txid = '7b3d447b13d9157d6435446a408c5566419a461ccaa75685e5b4f8e8931d378b';
    await renderWallet({
      [TRANSACTIONS]: {
        body: {
          data: [transaction({ id: 5, type: 'deposit', amount: '0.01000000', txid })],
          meta: { total: 1, currentPage: 1, perPage: 10, lastPage: 1 },
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Wallet movements, newest first' });
    const shown = within(table).getAllByText('7b3d447b…931d378b');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(shown[0]!.parentElement!.getAttribute('title')).toBe(txid);
    expect(within(table).getAllByText(txid)[0]!.className).toContain('sr-only');
  });

  it("links a trade's escrow line to the trade and shows the escrow fee on a line of its own", async () => {
    await renderWallet({
      [TRANSACTIONS]: {
        body: {
          data: [
            transaction({
              id: 9,
              type: 'escrow_lock',
              amount: '-0.00101000',
              escrowFee: '-0.00001000',
              reference: 'trade:LXV2hqAEOB8',
            }),
          ],
          meta: { total: 1, currentPage: 1, perPage: 10, lastPage: 1 },
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Wallet movements, newest first' });
    const [lock, fee] = within(table).getAllByRole('row').slice(1);
    expect(within(lock!).getByText('-0.001 BTC')).toBeTruthy();
    expect(within(lock!).getAllByRole('link', { name: 'Trade LXV2hqAEOB8' })[0]!.getAttribute('href')).toBe(
      '/trade/LXV2hqAEOB8',
    );
    expect(table.textContent).not.toContain('trade:LXV2hqAEOB8');
    expect(fee!.getAttribute('data-testid')).toBe('escrow-fee-line');
    expect(within(fee!).getByText('Escrow fee')).toBeTruthy();
    expect(within(fee!).getByText('-0.00001 BTC')).toBeTruthy();
  });

  it('deposits and retrieves offer bonds after confirmation, each with an Idempotency-Key', async () => {
    const { user, requestsTo } = await renderWallet({
      [DEPOSIT_BOND]: { body: { data: { cryptoCurrencyCode: 'USDT', bondAmount: '100.000000' } } },
      [RETRIEVE_BOND]: {
        body: { data: { retrieved: [{ cryptoCurrencyCode: 'BTC', amount: '0.00100000' }] } },
      },
    });
    const bonds = screen.getByRole('region', { name: 'Offer bonds' });
    // BTC's bond (0.001) is in place; USDT needs 100.
    expect(within(bonds).getByText('Bond in place')).toBeTruthy();
    expect(within(bonds).queryByRole('button', { name: 'Deposit bond for BTC' })).toBeNull();

    await user.click(within(bonds).getByRole('button', { name: 'Deposit bond for USDT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit the offer bond?' });
    expect(dialog.textContent).toContain('100.00 USDT moves from your available balance to the offer bond.');
    await user.click(within(dialog).getByRole('button', { name: 'Deposit bond' }));
    await waitFor(() => expect(requestsTo(DEPOSIT_BOND)).toHaveLength(1));
    const [deposit] = requestsTo(DEPOSIT_BOND);
    expect(deposit?.body).toEqual({ crypto_currency_code: 'USDT' });
    expect(deposit?.headers.get('Idempotency-Key')).toMatch(IDEMPOTENCY_KEY_PATTERN);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(bonds).getByRole('button', { name: 'Retrieve bonds' }));
    const retrieve = await screen.findByRole('dialog', { name: 'Retrieve your offer bonds?' });
    await user.click(within(retrieve).getByRole('button', { name: 'Retrieve bonds' }));
    await waitFor(() => expect(requestsTo(RETRIEVE_BOND)).toHaveLength(1));
    const [retrieved] = requestsTo(RETRIEVE_BOND);
    expect(retrieved?.body).toEqual({});
    expect(retrieved?.headers.get('Idempotency-Key')).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(retrieved?.headers.get('Idempotency-Key')).not.toBe(deposit?.headers.get('Idempotency-Key'));
  });

  it('tells a user whose level blocks the wallet to verify', async () => {
    await renderWallet({
      [CURRENT_USER]: {
        body: {
          data: buildCurrentUser({
            blockedKycActions: [
              'create-offer',
              'start-trade-buy',
              'start-trade-sell',
              'use-wallet',
              'activate-offer',
            ],
          }),
        },
      },
    });
    expect(
      await screen.findByText(
        'Verify your account to send crypto and deposit offer bonds. Receiving works already.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to verification' }).getAttribute('href')).toBe(
      '/account/verification',
    );
  });
});
