import { BANK_ACCOUNT_IN_USE_CODE } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastsStore } from '@/lib/toasts';
import { apiError, CSRF_ROUTE, mockFetch, type MockAnswer } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { bankAccount } from '../test/fixtures';
import { BankAccountsRoute } from './bank-accounts';

/** These tests type whole forms key by key: on a busy machine that takes longer than the default 5 s. */
const TYPING_TIMEOUT_MS = 20_000;

const LIST = 'GET /rest/v1/bankaccounts';
const DELETE = 'DELETE /rest/v1/bankaccounts/7';

const ALICE = bankAccount();
const BOB = bankAccount({
  id: 8,
  form: 'US',
  holderName: 'Bob Jones',
  countryId: 840,
  countryIso: 'US',
  countryName: 'United States',
  fiatCurrencyId: 144,
  fiatCurrencyCode: 'USD',
  routingNumber: '021000021',
  accountNumber: '123456789',
  bankId: 'US:CHAS',
  bankName: 'JPMorgan Chase Bank',
});

async function renderList(deleteAnswer: MockAnswer) {
  const fetch = mockFetch({
    ...CSRF_ROUTE,
    [LIST]: [{ body: { data: [ALICE, BOB] } }, { body: { data: [BOB] } }],
    [DELETE]: deleteAnswer,
  });
  renderWithProviders(<BankAccountsRoute />, { path: '/account/bank-accounts' });
  await screen.findByRole('heading', { name: 'Alice Smith' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete the account of Alice Smith' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete this bank account?' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  return { ...fetch, user };
}

afterEach(() => vi.unstubAllGlobals());

describe('BankAccountsRoute', { timeout: TYPING_TIMEOUT_MS }, () => {
  it('lists the accounts with the UK sort code in pairs and each form’s wording', async () => {
    mockFetch({ ...CSRF_ROUTE, [LIST]: { body: { data: [ALICE, BOB] } } });
    renderWithProviders(<BankAccountsRoute />, { path: '/account/bank-accounts' });
    const alice = await screen.findByRole('listitem', { name: 'Alice Smith' });
    expect(within(alice).getByText('Sort code')).toBeTruthy();
    expect(within(alice).getByText('20-00-00')).toBeTruthy();
    const bob = screen.getByRole('listitem', { name: 'Bob Jones' });
    expect(within(bob).getByText('Routing number')).toBeTruthy();
    expect(within(bob).getByText('JPMorgan Chase Bank · United States')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit the account of Bob Jones' }).getAttribute('href')).toBe(
      '/account/bank-accounts/8/edit',
    );
  });

  it('says so when there are no accounts', async () => {
    mockFetch({ ...CSRF_ROUTE, [LIST]: { body: { data: [] } } });
    renderWithProviders(<BankAccountsRoute />, { path: '/account/bank-accounts' });
    expect(await screen.findByText('You have no bank accounts yet.')).toBeTruthy();
  });

  it('deletes an account after the confirmation', async () => {
    const { requestsTo } = await renderList({ body: { data: { id: 7, deleted: true } } });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Alice Smith' })).toBeNull());
    expect(requestsTo(DELETE)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Bob Jones' })).toBeTruthy();
    await waitFor(() =>
      expect(toastsStore.get().map((toast) => toast.title)).toContain('The bank account has been deleted.'),
    );
  });

  it('opens the deletion-error modal with the reason on a 422', async () => {
    await renderList(
      apiError(422, BANK_ACCOUNT_IN_USE_CODE, 'In use', { bank_account: ['linked_to_open_trade'] }),
    );
    const modal = await screen.findByRole('alertdialog', { name: 'This bank account cannot be deleted' });
    expect(
      within(modal).getByText(
        'It is shared in a trade that is still open. Delete it once the trade is finished.',
      ),
    ).toBeTruthy();
    await userEvent.setup().click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Alice Smith' })).toBeTruthy();
  });

  it('stays silent on a 400: no modal, no message, the account stays', async () => {
    const { requestsTo } = await renderList(apiError(400, 'ERROR_INPUT_VALIDATION', 'Bad request'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(DELETE)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(toastsStore.get()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Alice Smith' })).toBeTruthy();
  });
});
