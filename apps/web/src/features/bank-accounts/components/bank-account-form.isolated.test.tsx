import { isValidRussianAccount, nubanCheckDigit, type BankAccountView } from '@p2p/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/lib/api-client';
import { redirectToLogin } from '@/lib/api-client';
import { buildCurrentUser } from '@/testing/current-user';
import { apiError, CSRF_ROUTE, mockFetch, type MockAnswer, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import {
  BANAMEX,
  BARCLAYS,
  bankAccount,
  CHASE,
  COUNTRIES,
  CURRENCIES,
  GTBANK,
  NATWEST,
} from '../test/fixtures';
import { BankAccountForm } from './bank-account-form';

/** These tests type whole forms key by key: on a busy machine that takes longer than the default 5 s. */
const TYPING_TIMEOUT_MS = 20_000;

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  redirectToLogin: vi.fn(),
}));

const CREATE = 'POST /rest/v1/bankaccounts';
const BANKS = 'GET /rest/v1/banks';
const BY_ROUTING = 'GET /rest/v1/banks/by-routing-number';
const BY_IBAN = 'GET /rest/v1/banks/by-iban';
const BY_SWIFT = 'GET /rest/v1/banks/by-swift';

const banksOf = (request: RecordedRequest): MockAnswer => {
  const countryId = new URL(request.url, 'http://x').searchParams.get('country_id');
  const all = [BARCLAYS, NATWEST, CHASE, GTBANK, BANAMEX];
  return { body: { data: all.filter((entry) => String(entry.countryId) === countryId) } };
};

const byRouting = (request: RecordedRequest): MockAnswer => {
  const value = new URL(request.url, 'http://x').searchParams.get('routing_number');
  const known: Record<string, typeof BARCLAYS> = { '200000': BARCLAYS, '021000021': CHASE };
  return { body: { data: { bank: value ? (known[value] ?? null) : null } } };
};

function setup(routes: Parameters<typeof mockFetch>[0] = {}, { guest = false } = {}) {
  const onSaved = vi.fn<(account: BankAccountView) => void>();
  const fetch = mockFetch({
    ...CSRF_ROUTE,
    'GET /rest/v1/users/current_user': guest
      ? { body: { data: { isLogged: false } } }
      : { body: { data: buildCurrentUser() } },
    [BANKS]: banksOf,
    [BY_ROUTING]: byRouting,
    [BY_IBAN]: { body: { data: { bank: null } } },
    [BY_SWIFT]: { body: { data: { bank: null } } },
    [CREATE]: (request) => ({ status: 201, body: { data: bankAccount({ id: 99 }) }, request }),
    ...routes,
  });
  renderWithProviders(<BankAccountForm countries={COUNTRIES} currencies={CURRENCIES} onSaved={onSaved} />);
  return { ...fetch, onSaved, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

/** A 20-digit account whose control key (the 9th digit) fits the BIK, so only the server can refuse it. */
function validRussianAccount(bik: string): string {
  for (let key = 0; key <= 9; key += 1) {
    const account = `40817810${key}99910004312`;
    if (isValidRussianAccount(bik, account)) return account;
  }
  throw new Error('no control key fits');
}

const chooseCountry = (user: User, name: string) =>
  user.selectOptions(screen.getByLabelText("Bank's country"), name);
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save bank account' }));

async function fillGb(user: User) {
  await chooseCountry(user, 'United Kingdom');
  await user.type(screen.getByLabelText("Account holder's name"), 'Alice Smith');
  await user.type(screen.getByLabelText('Sort code'), '20-00-00');
  await user.type(screen.getByLabelText('Account number'), '31926819');
}

beforeEach(() => vi.mocked(redirectToLogin).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('BankAccountForm: the country decides the fields', { timeout: TYPING_TIMEOUT_MS }, () => {
  it.each([
    ['United Kingdom', ['Enter the sort code.', 'Enter the account number.']],
    ['United States', ['Enter the routing number.', 'Enter the account number.']],
    ['Russia', ['Enter the BIK.', 'Enter the account number.']],
    ['India', ['Enter the IFSC code.', 'Enter the account number.']],
    ['Mexico', ['Enter the CLABE.']],
    ['Nigeria', ['Choose the bank.', 'Enter the account number.']],
    ['Finland', ['Enter the IBAN.', 'A SWIFT code has 8 or 11 characters.']],
    [
      'Germany',
      [
        'A SWIFT code has 8 or 11 characters.',
        'Enter the account number.',
        'The city must be 2 to 50 characters long.',
        'The address must be 5 to 100 characters long.',
      ],
    ],
  ])('%s: an empty form names every required field and sends nothing', async (country, messages) => {
    const { user, requestsTo } = setup();
    await chooseCountry(user, country);
    await save(user);
    expect(await screen.findByText("Enter the account holder's name.")).toBeTruthy();
    for (const message of messages) expect(screen.getByText(message)).toBeTruthy();
    expect(requestsTo(CREATE)).toHaveLength(0);
  });

  it('asks for a country before anything else', async () => {
    const { user, requestsTo } = setup();
    await save(user);
    expect(await screen.findByText("Choose the bank's country.")).toBeTruthy();
    expect(screen.queryByLabelText("Account holder's name")).toBeNull();
    expect(requestsTo(CREATE)).toHaveLength(0);
  });

  it('calls the routing number a sort code in the UK and a BIK in Russia', async () => {
    const { user } = setup();
    await chooseCountry(user, 'United Kingdom');
    expect(screen.getByLabelText('Sort code')).toBeTruthy();
    await chooseCountry(user, 'Russia');
    expect(screen.getByLabelText('BIK')).toBeTruthy();
    expect(screen.queryByLabelText('Sort code')).toBeNull();
    await chooseCountry(user, 'United States');
    expect(screen.getByLabelText('Routing number (ABA)')).toBeTruthy();
  });

  it('checks IFSC length and CLABE control digit in the browser', async () => {
    const { user, requestsTo } = setup();
    await chooseCountry(user, 'India');
    await user.type(screen.getByLabelText('IFSC code'), 'SBIN000001');
    await save(user);
    expect(
      await screen.findByText('An IFSC code has 11 characters: 4 letters, a zero and 6 letters or digits.'),
    ).toBeTruthy();
    await chooseCountry(user, 'Mexico');
    await user.type(screen.getByLabelText('CLABE'), '032180000118359718');
    await save(user);
    expect(await screen.findByText(/A CLABE has 18 digits and a valid control digit/)).toBeTruthy();
    expect(requestsTo(CREATE)).toHaveLength(0);
  });
});

describe('BankAccountForm: the bank comes from what the user typed', { timeout: TYPING_TIMEOUT_MS }, () => {
  it('fills the bank from a UK sort code and sends it with the account', async () => {
    const { user, requestsTo, onSaved } = setup();
    await fillGb(user);
    expect(await screen.findByText('Bank found: Barclays Bank')).toBeTruthy();
    expect((screen.getByLabelText('Bank') as HTMLInputElement).value).toBe('GB:BARC');
    const lookup = requestsTo(BY_ROUTING).at(-1)!;
    expect(new URL(lookup.url, 'http://x').searchParams.get('routing_number')).toBe('200000');
    expect(new URL(lookup.url, 'http://x').searchParams.get('country_id')).toBe('826');
    const list = requestsTo(BANKS).at(-1)!;
    expect(new URL(list.url, 'http://x').searchParams.get('limit')).toBe('1000');

    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requestsTo(CREATE)[0]!.body).toMatchObject({
      country_id: 826,
      fiat_currency_id: 45,
      account_type: 'User',
      holder_name: 'Alice Smith',
      routing_number: '20-00-00',
      account_number: '31926819',
      bank_id: 'GB:BARC',
      bank_name: 'Barclays Bank',
    });
  });

  it('fills the bank from a US routing number', async () => {
    const { user } = setup();
    await chooseCountry(user, 'United States');
    expect((screen.getByLabelText('Currency') as HTMLInputElement).value).toBe('144');
    await user.type(screen.getByLabelText('Routing number (ABA)'), '021000021');
    expect(await screen.findByText('Bank found: JPMorgan Chase Bank')).toBeTruthy();
    expect((screen.getByLabelText('Bank') as HTMLInputElement).value).toBe('US:CHAS');
  });

  it('takes an auto-filled bank away when the number changes to one nobody knows', async () => {
    const { user } = setup();
    await fillGb(user);
    await screen.findByText('Bank found: Barclays Bank');
    await user.clear(screen.getByLabelText('Sort code'));
    await user.type(screen.getByLabelText('Sort code'), '999999');
    expect(await screen.findByText(/We do not know this bank/)).toBeTruthy();
    expect((screen.getByLabelText('Bank') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Bank name (optional)') as HTMLInputElement).value).toBe('');
  });

  it('shows and sends a UK IBAN in capitals', async () => {
    const { user, requestsTo, onSaved } = setup();
    await fillGb(user);
    await user.type(screen.getByLabelText('IBAN (optional)'), 'gb07barc20000031926819');
    expect((screen.getByLabelText('IBAN (optional)') as HTMLInputElement).value).toBe(
      'GB07BARC20000031926819',
    );
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requestsTo(CREATE)[0]!.body).toMatchObject({ iban: 'GB07BARC20000031926819' });
  });

  it('sends the Mexican CLABE as the account number and finds its bank', async () => {
    const { user, requestsTo, onSaved } = setup();
    await chooseCountry(user, 'Mexico');
    await user.type(screen.getByLabelText("Account holder's name"), 'Juan Pérez');
    await user.type(screen.getByLabelText('CLABE'), '002010077777777771');
    expect(await screen.findByText('Bank found: Banamex')).toBeTruthy();
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requestsTo(CREATE)[0]!.body).toMatchObject({
      country_id: 484,
      fiat_currency_id: 93,
      clabe: '002010077777777771',
      account_number: '002010077777777771',
      bank_id: 'MX:002',
    });
  });

  it('makes Nigeria pick its bank from the directory list', async () => {
    const { user, requestsTo, onSaved } = setup();
    await chooseCountry(user, 'Nigeria');
    await user.type(screen.getByLabelText("Account holder's name"), 'Ada Obi');
    const serial = '012345678';
    await user.type(
      screen.getByLabelText('Account number (NUBAN)'),
      `${serial}${nubanCheckDigit('058', serial)}`,
    );
    await user.selectOptions(await screen.findByLabelText('Bank'), 'Guaranty Trust Bank');
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requestsTo(CREATE)[0]!.body).toMatchObject({
      bank_id: 'NG:058',
      bank_name: 'Guaranty Trust Bank',
    });
  });
});

describe('BankAccountForm: server answers', { timeout: TYPING_TIMEOUT_MS }, () => {
  it('puts each server code on its field in words, the sort code wording in the UK', async () => {
    const { user } = setup({
      [CREATE]: apiError(400, 'ERROR_INPUT_VALIDATION', 'Invalid input', {
        routing_number: ['sort_code_routing_number_invalid'],
        account_number: ['account_number_non_unique'],
        bank_name: ['bankNameEmptyWithoutSwift'],
      }),
    });
    await fillGb(user);
    await screen.findByText('Bank found: Barclays Bank');
    await save(user);
    expect(
      await screen.findByText('No bank uses this sort code. Check it for typing mistakes.'),
    ).toBeTruthy();
    expect(screen.getByText('You already have a bank account with this number.')).toBeTruthy();
    expect(screen.getByLabelText('Sort code').getAttribute('aria-invalid')).toBe('true');
  });

  it('uses the BIK wording for a Russian routing number error', async () => {
    const { user } = setup({
      [CREATE]: apiError(400, 'ERROR_INPUT_VALIDATION', 'Invalid input', {
        routing_number: ['routing_number_invalid'],
        holder_name: ['account_holder_name_invalid'],
      }),
    });
    await chooseCountry(user, 'Russia');
    await user.type(screen.getByLabelText("Account holder's name"), 'Ivan Petrov');
    await user.type(screen.getByLabelText('BIK'), '044525225');
    await user.type(screen.getByLabelText('Account number'), validRussianAccount('044525225'));
    await save(user);
    expect(
      await screen.findByText('This BIK is not valid: it has 9 digits and starts with 04.'),
    ).toBeTruthy();
    expect(screen.getByText("Use letters, digits, spaces and . , ' & ( ) / - only.")).toBeTruthy();
  });

  it('shows the Spanish text of a server code', async () => {
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('es');
    const { user } = setup({
      [CREATE]: apiError(400, 'ERROR_INPUT_VALIDATION', 'Invalid input', {
        routing_number: ['sort_code_routing_number_invalid'],
      }),
    });
    await user.selectOptions(screen.getByLabelText('País del banco'), 'United Kingdom');
    await user.type(screen.getByLabelText('Nombre del titular'), 'Alice Smith');
    await user.type(screen.getByLabelText('Sort code'), '200000');
    await user.type(screen.getByLabelText('Número de cuenta'), '31926819');
    await user.click(screen.getByRole('button', { name: 'Guardar la cuenta bancaria' }));
    expect(await screen.findByText(/Ningún banco usa este sort code/)).toBeTruthy();
  });

  it('sends a guest whose add answers 400 to the login page', async () => {
    const { user } = setup(
      { [CREATE]: apiError(400, 'ERROR_INPUT_VALIDATION', 'Invalid input', { holder_name: ['default'] }) },
      { guest: true },
    );
    await fillGb(user);
    await screen.findByText('Bank found: Barclays Bank');
    await save(user);
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
  });

  it('keeps a signed-in user on the form on a 400', async () => {
    const { user } = setup({
      [CREATE]: apiError(400, 'ERROR_INPUT_VALIDATION', 'Invalid input', { holder_name: ['default'] }),
    });
    await fillGb(user);
    await screen.findByText('Bank found: Barclays Bank');
    await save(user);
    expect(await screen.findByText('This value is not valid.')).toBeTruthy();
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('sends anyone to the login page on a 401', async () => {
    const { user } = setup({ [CREATE]: apiError(401, 'ERROR_UNAUTHORIZED', 'Sign in') });
    await fillGb(user);
    await screen.findByText('Bank found: Barclays Bank');
    await save(user);
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalledTimes(1));
  });
});
