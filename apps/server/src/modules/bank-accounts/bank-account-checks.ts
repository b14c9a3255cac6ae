import {
  bankAccountFieldErrors,
  bicCountry,
  normalizeBankAccountInput,
  type BankAccountErrorField,
  type BankAccountInput,
  type BankDirectoryEntry,
  type BankErrorCode,
  type BankFieldErrors,
  type NormalizedBankAccount,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as directory from './directory/index.js';
import * as repo from './bank-accounts.repository.js';
import { passesUkModulusCheck } from './uk-modulus.js';

function invalid(errors: BankFieldErrors): AppError {
  return new AppError('ERROR_INPUT_VALIDATION', 'The bank account has invalid fields', errors);
}

/** The directory's bank for the account's numbers, and the errors only the directory can tell. */
function matchBank(
  account: NormalizedBankAccount,
  fail: (field: BankAccountErrorField, code: BankErrorCode) => void,
) {
  switch (account.form) {
    case 'US':
      return directory.findByAba(account.routingNumber!);
    case 'GB':
      // Any UK bank: the numbers pass Vocalink's modulus check, and a bank the directory does not
      // know is named by the user (bank_name) like the other countries' forms.
      if (!passesUkModulusCheck(account.routingNumber!, account.accountNumber!))
        fail('account_number', 'account_number_invalid');
      return directory.findBySortCode(account.routingNumber!);
    case 'FI': {
      const byIban = directory.findByIban(account.iban!);
      const bySwift = directory.findBySwift(account.swiftCode!);
      if (byIban && bySwift && byIban.id !== bySwift.id) fail('iban', 'iban_dont_match_swift_code');
      return bySwift ?? byIban;
    }
    case 'IN':
      return directory.findByIfsc(account.ifsc!);
    case 'RU':
      return directory.findByBik(account.routingNumber!);
    case 'MX':
      return directory.findByClabe(account.clabe!);
    case 'OTHER':
      return directory.findBySwift(account.swiftCode!);
    case 'NG':
      return null;
  }
}

/**
 * Normalizes and checks a body: the shared form rules (again, the route already ran them), then what
 * needs data: the reference tables, the bank directory and the owner's other accounts. Fills the bank
 * id and name from the directory when it knows the bank. Throws ERROR_INPUT_VALIDATION with the spec's codes.
 */
export async function checkBankAccount(
  db: Executor,
  userId: number,
  input: BankAccountInput,
  excludeId?: number,
): Promise<NormalizedBankAccount> {
  const account = normalizeBankAccountInput(input);
  const formErrors = bankAccountFieldErrors(account);
  if (Object.keys(formErrors).length > 0) throw invalid(formErrors);

  const errors: BankFieldErrors = {};
  const fail = (field: BankAccountErrorField, code: BankErrorCode) => {
    if (!errors[field]) errors[field] = [code];
  };
  const iso = await repo.countryIso(db, account.countryId);
  if (iso === undefined) fail('country_id', 'default');
  if (!(await repo.fiatCurrencyExists(db, account.fiatCurrencyId))) fail('fiat_currency_id', 'default');

  let given: BankDirectoryEntry | null = null;
  if (account.bankId !== null) {
    given = directory.findBankById(account.bankId);
    if (given === null) fail('bank_id', 'bank_id_not_exist');
    else if (given.countryId !== account.countryId) fail('bank_id', 'country_doesnt_match');
  }
  const matched = matchBank(account, fail);
  if (account.form === 'OTHER') {
    if (iso && bicCountry(account.swiftCode!) !== iso) fail('swift_code', 'swift_not_match_country');
    if (!(await repo.countryIsoExists(db, account.residency!)))
      fail('residency', 'recipient_country_of_residency_invalid');
  }
  const bank = matched ?? given;
  const bankName = bank?.name ?? account.bankName;
  // Without a bank found, the number naming it is usually at fault: say that first.
  if (bankName === null && Object.keys(errors).length === 0)
    fail('bank_name', account.swiftCode !== null ? 'bankNameEmptyWithSwift' : 'bankNameEmptyWithoutSwift');
  const normalized = { ...account, bankId: bank?.id ?? null, bankName };
  if (Object.keys(errors).length === 0 && (await repo.hasDuplicate(db, userId, normalized, excludeId))) {
    const field = normalized.form === 'FI' ? 'iban' : normalized.form === 'MX' ? 'clabe' : 'account_number';
    fail(field, 'account_number_non_unique');
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return normalized;
}
