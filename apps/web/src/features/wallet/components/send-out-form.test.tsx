import { IDEMPOTENCY_KEY_PATTERN, type CryptoCode, type SendOutInfo, type Withdrawal } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, redirectToLogin } from '@/lib/api-client';
import { toastsStore } from '@/lib/toasts';
import { apiError, CSRF_ROUTE, mockFetch, type MockAnswer, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { SEND_OUT_RETRY_KEYS_STORAGE_KEY } from '../utils/send-out-retry-keys';
import { SendOutForm } from './send-out-form';

const INFO = 'GET /rest/v2/wallet/send-out/info';
const SEND = 'POST /rest/v2/wallet/send-out';
const TWO_FACTOR = 'GET /rest/v1/users/two-factor';
const ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';

const btcInfo = (overrides: Partial<SendOutInfo> = {}): SendOutInfo => ({
  cryptoCurrencyCode: 'BTC',
  fee: '0.00020000',
  minAmount: '0.00050000',
  maxAmount: '0.49980000',
  twoFactorRequired: false,
  ...overrides,
});

const ethInfo: SendOutInfo = {
  cryptoCurrencyCode: 'ETH',
  fee: '0.001000000',
  minAmount: '0.005000000',
  maxAmount: '2.000000000',
  twoFactorRequired: false,
};

const withdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 'wd-1',
  cryptoCurrencyCode: 'BTC',
  address: ADDRESS,
  amount: '0.10000000',
  fee: '0.00020000',
  status: 'pending',
  txid: null,
  confirmations: 0,
  failureReason: null,
  createdAt: '2025-05-01T10:00:00.000Z',
  ...overrides,
});

/** Answers the send-out info of the coin asked for. */
const infoRoute =
  (btc: SendOutInfo = btcInfo()) =>
  (request: RecordedRequest): MockAnswer => ({
    body: {
      data:
        new URL(request.url, 'http://x').searchParams.get('crypto_currency_code') === 'ETH' ? ethInfo : btc,
    },
  });

function Harness() {
  const [coin, setCoin] = useState<CryptoCode>('BTC');
  return <SendOutForm coin={coin} onCoinChange={setCoin} />;
}

async function renderForm() {
  const view = renderWithProviders(<Harness />, { path: '/wallet' });
  await screen.findByLabelText('Amount (BTC)');
  return { ...view, user: userEvent.setup() };
}

async function fillAndReview(user: ReturnType<typeof userEvent.setup>, amount = '0.1', address = ADDRESS) {
  await user.clear(screen.getByLabelText('Recipient BTC address'));
  await user.type(screen.getByLabelText('Recipient BTC address'), address);
  await user.clear(screen.getByLabelText('Amount (BTC)'));
  await user.type(screen.getByLabelText('Amount (BTC)'), amount);
  await user.click(screen.getByRole('button', { name: 'Review send-out' }));
}

const confirmDialog = () => screen.findByRole('dialog', { name: 'Confirm the send-out' });

async function confirmSend(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await confirmDialog()).getByRole('button', { name: 'Send BTC' }));
}

describe('SendOutForm', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => configureApiClient({ onUnauthorized }));
  afterEach(() => {
    configureApiClient({ onUnauthorized: redirectToLogin });
    onUnauthorized.mockReset();
    sessionStorage.clear();
  });

  it('shows the fee and limits, fills in the maximum and the total taken from the balance', async () => {
    mockFetch({ ...CSRF_ROUTE, [INFO]: infoRoute() });
    const { user } = await renderForm();

    const limits = screen.getByText('Send-out fee').closest('dl')!;
    expect(within(limits).getByText('0.0002 BTC')).toBeTruthy();
    expect(within(limits).getByText('0.0005 BTC')).toBeTruthy();
    expect(within(limits).getByText('0.4998 BTC')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Max: 0.4998 BTC' }));
    expect((screen.getByLabelText('Amount (BTC)') as HTMLInputElement).value).toBe('0.4998');
    // 0.4998 + 0.0002, added in satoshis.
    expect(screen.getByText('Total taken from your balance:').parentElement?.textContent).toContain(
      '0.50 BTC',
    );
  });

  it('checks address and amount before anything is sent', async () => {
    const { requestsTo } = mockFetch({ ...CSRF_ROUTE, [INFO]: infoRoute() });
    const { user } = await renderForm();

    await user.click(screen.getByRole('button', { name: 'Review send-out' }));
    expect(await screen.findByText('Enter the address to send to')).toBeTruthy();
    expect(screen.getByText('Enter an amount')).toBeTruthy();
    expect(screen.getByLabelText('Amount (BTC)').getAttribute('aria-invalid')).toBe('true');

    const cases: [string, string][] = [
      ['abc', 'Enter a number such as 0.25'],
      ['0.123456789', 'BTC allows at most 8 decimals'],
      ['0', 'Enter an amount above zero'],
      ['0.0004', 'The minimum send-out is 0.0005 BTC'],
      ['0.49980001', 'You can send at most 0.4998 BTC'],
    ];
    for (const [amount, message] of cases) {
      await fillAndReview(user, amount);
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo(SEND)).toHaveLength(0);
  });

  it('asks for confirmation with amount, fee, total and address, then sends once confirmed', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [INFO]: infoRoute(),
      [SEND]: { status: 201, body: { data: withdrawal() } },
    });
    const { user } = await renderForm();

    await fillAndReview(user, '0.10');
    let dialog = await confirmDialog();
    const summary = within(dialog);
    expect(summary.getByText('Recipient gets').nextElementSibling?.textContent).toBe('0.10 BTC');
    expect(summary.getByText('Send-out fee').nextElementSibling?.textContent).toBe('0.0002 BTC');
    expect(summary.getByText('Total').nextElementSibling?.textContent).toBe('0.1002 BTC');
    expect(summary.getByText('To address').nextElementSibling?.textContent).toBe(ADDRESS);

    // Cancelling sends nothing.
    await user.click(summary.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(SEND)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Review send-out' }));
    dialog = await confirmDialog();
    await confirmSend(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = requestsTo(SEND);
    expect(sent?.body).toEqual({ crypto_currency_code: 'BTC', address: ADDRESS, amount: '0.1' });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(sent?.headers.get('X-CSRF-Token') ?? sent?.headers.get('x-csrf-token')).toBeTruthy();
    expect(toastsStore.get().map((toast) => toast.title)).toEqual([
      'Send-out of 0.10 BTC accepted. Follow it in the history below.',
    ]);
    // The form is empty again for the next send-out.
    expect((screen.getByLabelText('Amount (BTC)') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Recipient BTC address') as HTMLInputElement).value).toBe('');
  });

  it('puts the server’s field errors on the fields', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [INFO]: infoRoute(),
      [SEND]: [
        apiError(400, 'ERROR_INPUT_VALIDATION', 'Invalid input', {
          address: ['Not a valid regtest address'],
          amount: ['Amount has too many decimals'],
        }),
        apiError(422, 'ERROR_INSUFFICIENT_FUNDS', 'Insufficient funds', {
          amount: ['The balance is too low for this amount and the fee'],
        }),
        apiError(403, 'ERROR_FORBIDDEN', 'Verify your account to use the wallet'),
      ],
    });
    const { user } = await renderForm();

    await fillAndReview(user, '0.1', 'bc1-mainnet-address');
    await confirmSend(user);
    expect(await screen.findByText('Not a valid regtest address')).toBeTruthy();
    expect(screen.getByText('Amount has too many decimals')).toBeTruthy();
    expect(screen.getByLabelText('Recipient BTC address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();

    await fillAndReview(user, '0.2');
    await confirmSend(user);
    expect(await screen.findByText('The balance is too low for this amount and the fee')).toBeTruthy();

    await fillAndReview(user, '0.2');
    await confirmSend(user);
    const formError = await screen.findByText('Verify your account to use the wallet');
    expect(formError.getAttribute('role')).toBe('alert');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reuses the Idempotency-Key when the same send-out is tried again, and takes a new one for another', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [INFO]: infoRoute(),
      [SEND]: [
        apiError(503, 'ERROR_SERVICE_UNAVAILABLE', 'Try later'),
        apiError(502, 'ERROR_HTTP_502', 'Bad gateway'),
        { status: 201, body: { data: withdrawal() } },
        { status: 201, body: { data: withdrawal({ id: 'wd-2', amount: '0.20000000' }) } },
      ],
    });
    const { user } = await renderForm();

    await fillAndReview(user, '0.1');
    await confirmSend(user);
    expect(
      await screen.findByText(
        'We could not confirm the send-out. Check the history before trying again. Sending the same amount of BTC to the same address from this browser tab within 24 hours of the first try will not send it twice, even after a page reload.',
      ),
    ).toBeTruthy();

    // The same money, typed differently ("0.10"), is the same send-out: same key.
    await fillAndReview(user, '0.10');
    await confirmSend(user);
    await waitFor(() => expect(requestsTo(SEND)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Review send-out' }));
    await confirmSend(user);
    await waitFor(() => expect(requestsTo(SEND)).toHaveLength(3));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // After the success, the next send-out is a new one.
    await fillAndReview(user, '0.2');
    await confirmSend(user);
    await waitFor(() => expect(requestsTo(SEND)).toHaveLength(4));

    const keys = requestsTo(SEND).map((request) => request.headers.get('Idempotency-Key'));
    expect(requestsTo(SEND).map((request) => (request.body as { amount: string }).amount)).toEqual([
      '0.1',
      '0.1',
      '0.1',
      '0.2',
    ]);
    expect(keys[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
    expect(keys[3]).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('keeps the key of an unconfirmed send-out across a reload and forgets it once the send-out succeeds', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [INFO]: infoRoute(),
      [SEND]: [
        apiError(504, 'ERROR_HTTP_504', 'Gateway timeout'),
        { status: 201, body: { data: withdrawal() } },
        { status: 201, body: { data: withdrawal({ id: 'wd-2' }) } },
      ],
    });
    const first = await renderForm();
    await fillAndReview(first.user, '0.1');
    await confirmSend(first.user);
    await screen.findByText(/We could not confirm the send-out/);

    // A reload: the page and its memory are gone, the tab's session storage is not.
    first.unmount();
    const { user } = await renderForm();
    await fillAndReview(user, '0.10');
    await confirmSend(user);
    await waitFor(() => expect(requestsTo(SEND)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem(SEND_OUT_RETRY_KEYS_STORAGE_KEY)).toBeNull();

    // The same details after the success are a new send-out.
    await fillAndReview(user, '0.1');
    await confirmSend(user);
    await waitFor(() => expect(requestsTo(SEND)).toHaveLength(3));

    const keys = requestsTo(SEND).map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[2]).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('takes a new key when the amount changes after a failed try', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [INFO]: infoRoute(),
      [SEND]: [
        apiError(500, 'ERROR_INTERNAL', 'Internal error'),
        { status: 201, body: { data: withdrawal() } },
      ],
    });
    const { user } = await renderForm();

    await fillAndReview(user, '0.1');
    await confirmSend(user);
    await screen.findByRole('alert');
    await fillAndReview(user, '0.15');
    await confirmSend(user);
    await waitFor(() => expect(requestsTo(SEND)).toHaveLength(2));
    const [first, second] = requestsTo(SEND).map((request) => request.headers.get('Idempotency-Key'));
    expect(second).not.toBe(first);
  });

  it('asks for the two-factor code when send-out needs it and shows a wrong code on the field', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [INFO]: infoRoute(btcInfo({ twoFactorRequired: true })),
      [TWO_FACTOR]: {
        body: {
          data: {
            state: 'enabled',
            method: 'ga',
            type: 'ga',
            login: false,
            release: false,
            sendout: true,
            backupCodesLeft: 10,
            availableMethods: { ga: true, sms: false, email: true },
          },
        },
      },
      [SEND]: [
        apiError(401, 'ERROR_TWO_FACTOR_REQUIRED', 'Two-factor code required', {
          two_factor_code: ['The code is wrong, expired or already used'],
        }),
        { status: 201, body: { data: withdrawal() } },
      ],
    });
    const { user } = await renderForm();

    const codeField = screen.getByLabelText('Two-factor code');
    await fillAndReview(user, '0.1');
    expect(await screen.findByText('Enter your two-factor code')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Review send-out' }));
    await confirmSend(user);
    expect(await screen.findByText('The code is wrong, expired or already used')).toBeTruthy();
    expect(codeField.getAttribute('aria-invalid')).toBe('true');
    // A wrong code is the form's business, not a lost session.
    expect(onUnauthorized).not.toHaveBeenCalled();

    await user.clear(codeField);
    await user.type(codeField, '654321');
    await user.click(screen.getByRole('button', { name: 'Review send-out' }));
    await confirmSend(user);
    await waitFor(() => expect(requestsTo(SEND)).toHaveLength(2));

    const [first, second] = requestsTo(SEND);
    expect(first?.body).toEqual({
      crypto_currency_code: 'BTC',
      address: ADDRESS,
      amount: '0.1',
      two_factor_code: '123456',
    });
    expect((second?.body as { two_factor_code: string }).two_factor_code).toBe('654321');
    // The new code does not make it another send-out: the key stays.
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('switches coin: limits of the new coin, amount cleared', async () => {
    const { requestsTo } = mockFetch({ ...CSRF_ROUTE, [INFO]: infoRoute() });
    const { user } = await renderForm();

    await user.type(screen.getByLabelText('Amount (BTC)'), '0.3');
    await user.click(screen.getByRole('radio', { name: 'ETH (Ethereum)' }));
    const amount = (await screen.findByLabelText('Amount (ETH)')) as HTMLInputElement;
    expect(amount.value).toBe('');
    expect(screen.getByRole('button', { name: 'Max: 2.00 ETH' })).toBeTruthy();
    expect(requestsTo(INFO).map((request) => request.url)).toEqual([
      '/rest/v2/wallet/send-out/info?crypto_currency_code=BTC',
      '/rest/v2/wallet/send-out/info?crypto_currency_code=ETH',
    ]);
  });
});
