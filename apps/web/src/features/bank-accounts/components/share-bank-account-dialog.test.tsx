import type { SharedBankAccountPayload } from '@p2p/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '@/testing/current-user';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { settleStepUp, stepUpStore } from '@/lib/step-up';
import { BARCLAYS, bankAccount, COUNTRIES, CURRENCIES } from '../test/fixtures';
import { BankAccountMessage } from './bank-account-message';
import { ShareBankAccountDialog } from './share-bank-account-dialog';

/** These tests type whole forms key by key: on a busy machine that takes longer than the default 5 s. */
const TYPING_TIMEOUT_MS = 20_000;

const SHARE = 'POST /rest/v1/trade/AbCdEfGhIjK/bank-account';

const PAYLOAD: SharedBankAccountPayload = {
  bankAccountId: 7,
  form: 'GB',
  accountType: 'User',
  holderName: 'Alice Smith',
  bankName: 'Barclays Bank',
  countryIso: 'GB',
  countryName: 'United Kingdom',
  fiatCurrencyCode: 'GBP',
  numbers: [
    { field: 'routing_number', value: '200000' },
    { field: 'account_number', value: '31926819' },
  ],
  additionalInfo: 'Reference: trade AbCdEfGhIjK',
};

const BOB = bankAccount({ id: 8, holderName: 'Bob Jones', accountNumber: '55779911' });

function renderDialog(routes: Parameters<typeof mockFetch>[0] = {}) {
  const onShared = vi.fn();
  const onOpenChange = vi.fn();
  const fetch = mockFetch({
    ...CSRF_ROUTE,
    'GET /rest/v1/users/current_user': { body: { data: buildCurrentUser() } },
    'GET /rest/v1/bankaccounts': { body: { data: [bankAccount(), BOB] } },
    [SHARE]: {
      body: {
        data: { tradeHash: 'AbCdEfGhIjK', messageId: 12, bankAccount: { ...PAYLOAD, bankAccountId: 8 } },
      },
    },
    ...routes,
  });
  renderWithProviders(
    <ShareBankAccountDialog tradeHash="AbCdEfGhIjK" open onOpenChange={onOpenChange} onShared={onShared} />,
  );
  return { ...fetch, onShared, onOpenChange, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('ShareBankAccountDialog', { timeout: TYPING_TIMEOUT_MS }, () => {
  it('shares the chosen account in the trade and closes', async () => {
    const { user, requestsTo, onShared, onOpenChange } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Share a bank account' });
    await user.click(await within(dialog).findByRole('radio', { name: /Bob Jones/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(onShared).toHaveBeenCalledTimes(1));
    expect(requestsTo(SHARE)[0]!.body).toEqual({ bank_account_id: 8 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('asks for a step-up on ERROR_STEP_UP_REQUIRED and shares once confirmed', async () => {
    const { user, requestsTo, onShared } = renderDialog({
      [SHARE]: [
        apiError(403, 'ERROR_STEP_UP_REQUIRED', 'Confirm it is you', { step_up: ['Confirm it is you'] }),
        { body: { data: { tradeHash: 'AbCdEfGhIjK', messageId: 12, bankAccount: PAYLOAD } } },
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Share a bank account' });
    await within(dialog).findByRole('radio', { name: /Alice Smith/ });
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(stepUpStore.get()).toEqual({ open: true, tradeHash: 'AbCdEfGhIjK' }));
    // The refusal is not shown as an error: the confirmation is what it asks for.
    expect(within(dialog).queryByText('Confirm it is you')).toBeNull();
    settleStepUp(true);
    await waitFor(() => expect(onShared).toHaveBeenCalledTimes(1));
    expect(requestsTo(SHARE)).toHaveLength(2);
  });

  it('shows why a share was refused and stays open', async () => {
    const { user, onOpenChange } = renderDialog({
      [SHARE]: apiError(409, 'ERROR_TRADE_CLOSED', 'This trade is closed.'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Share a bank account' });
    await within(dialog).findByRole('radio', { name: /Alice Smith/ });
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('This trade is closed.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('adds an account in place and offers it for sharing', async () => {
    const carol = bankAccount({ id: 9, holderName: 'Carol King' });
    const { user } = renderDialog({
      'GET /rest/v1/bankaccounts': [
        { body: { data: [bankAccount()] } },
        { body: { data: [bankAccount(), carol] } },
      ],
      'GET /rest/v1/countries': { body: { data: COUNTRIES } },
      'GET /rest/v2/currencies': { body: { data: CURRENCIES } },
      'GET /rest/v1/banks': { body: { data: [BARCLAYS] } },
      'GET /rest/v1/banks/by-routing-number': { body: { data: { bank: BARCLAYS } } },
      'POST /rest/v1/bankaccounts': { status: 201, body: { data: carol } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Share a bank account' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add a new account' }));
    await user.selectOptions(await within(dialog).findByLabelText("Bank's country"), 'United Kingdom');
    await user.type(within(dialog).getByLabelText("Account holder's name"), 'Carol King');
    await user.type(within(dialog).getByLabelText('Sort code'), '200000');
    await user.type(within(dialog).getByLabelText('Account number'), '12345678');
    await within(dialog).findByText('Bank found: Barclays Bank');
    await user.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    const carolChoice = await within(dialog).findByRole('radio', { name: /Carol King/ });
    expect((carolChoice as HTMLInputElement).checked).toBe(true);
  });
});

describe('BankAccountMessage', { timeout: TYPING_TIMEOUT_MS }, () => {
  it('renders a shared UK account with its sort code wording and copy buttons', () => {
    render(<BankAccountMessage payload={PAYLOAD} />);
    const card = screen.getByRole('article', { name: 'Bank account' });
    expect(within(card).getByText('Sort code')).toBeTruthy();
    expect(within(card).getByText('20-00-00')).toBeTruthy();
    expect(within(card).getByText('Barclays Bank')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Copy Account number' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Copy all details' })).toBeTruthy();
  });

  it('copies a number as the bank expects it', async () => {
    const user = userEvent.setup();
    render(<BankAccountMessage payload={PAYLOAD} />);
    await user.click(screen.getByRole('button', { name: 'Copy Sort code' }));
    expect(await navigator.clipboard.readText()).toBe('200000');
  });

  it('shows a masked account with a button that asks for the step-up', async () => {
    const user = userEvent.setup();
    render(
      <BankAccountMessage
        payload={{
          ...PAYLOAD,
          numbers: [
            { field: 'routing_number', value: '••••0000' },
            { field: 'account_number', value: '••••6819' },
          ],
          additionalInfo: null,
          masked: true,
        }}
      />,
    );
    expect(screen.getByText('••••6819')).toBeTruthy();
    expect(screen.queryByText('31926819')).toBeNull();
    expect(screen.getByText('The numbers are hidden until you confirm it is you.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    expect(stepUpStore.get().open).toBe(true);
    settleStepUp(false);
  });

  it('renders nothing for a payload that is not an account', () => {
    const { container } = render(<BankAccountMessage payload={{ text: 'hello' }} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('ShareBankAccountDialog in a trade of one currency', () => {
  it('offers only the accounts in the trade’s currency', async () => {
    const dollars = bankAccount({
      id: 9,
      holderName: 'Carol Dollar',
      fiatCurrencyId: 144,
      fiatCurrencyCode: 'USD',
    });
    const { user, requestsTo } = renderDialog({
      'GET /rest/v1/bankaccounts': { body: { data: [bankAccount(), dollars] } },
      'GET /rest/v1/trade/AbCdEfGhIjK': { body: { data: { currency: { code: 'USD', precision: 2 } } } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Share a bank account' });
    await waitFor(() => expect(within(dialog).queryByText(/Alice Smith/)).toBeNull());
    expect(within(dialog).getByRole('radio', { name: /Carol Dollar/ })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(requestsTo(SHARE)).toHaveLength(1));
    expect(requestsTo(SHARE)[0]!.body).toEqual({ bank_account_id: 9 });
  });

  it('says so when no account is in the trade’s currency', async () => {
    renderDialog({
      'GET /rest/v1/trade/AbCdEfGhIjK': { body: { data: { currency: { code: 'MXN', precision: 2 } } } },
    });
    expect(
      await screen.findByText(
        'You have no bank account in MXN, the currency of this trade. Add one to share it.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share' }).hasAttribute('disabled')).toBe(true);
  });
});
