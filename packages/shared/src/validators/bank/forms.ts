import {
  BANK_FIELD_LIMITS as L,
  bankFormForCountry,
  type BankAccountErrorField,
  type BankAccountForm,
  type BankAccountType,
  type BankErrorCode,
} from './codes.js';
import {
  bicCountry,
  ibanCountry,
  isValidBicCode,
  isValidIbanNumber,
  normalizeBic,
  normalizeIban,
} from './iban-bic.js';
import { validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import {
  CLABE_LENGTH,
  IFSC_LENGTH,
  isSortCodeShape,
  isUkAccountNumber,
  isValidAbaRoutingNumber,
  isValidBik,
  isValidClabe,
  isValidIfsc,
  isValidNuban,
  isValidRussianAccount,
  stripSeparators,
} from './national-numbers.js';

/** The request body as it arrives (snake_case; empty strings count as absent). */
export interface BankAccountRawInput {
  fiat_currency_id: number;
  country_id: number;
  account_type?: BankAccountType | null;
  is_personal?: boolean | null;
  holder_name?: string | null;
  account_number?: string | null;
  iban?: string | null;
  swift_code?: string | null;
  routing_number?: string | null;
  bank_id?: string | null;
  bank_name?: string | null;
  ifsc?: string | null;
  clabe?: string | null;
  additional_info?: string | null;
  residency?: string | null;
  state?: string | null;
  city?: string | null;
  zip?: string | null;
  address?: string | null;
}

/** The account as stored: trimmed, upper-cased where the spec says, fields foreign to the form dropped. */
export interface NormalizedBankAccount {
  form: BankAccountForm;
  fiatCurrencyId: number;
  countryId: number;
  accountType: BankAccountType;
  isPersonal: boolean;
  holderName: string;
  accountNumber: string | null;
  iban: string | null;
  swiftCode: string | null;
  routingNumber: string | null;
  bankId: string | null;
  bankName: string | null;
  ifsc: string | null;
  clabe: string | null;
  additionalInfo: string | null;
  residency: string | null;
  state: string | null;
  city: string | null;
  zip: string | null;
  address: string | null;
}

export type BankFieldErrors = Partial<Record<BankAccountErrorField, BankErrorCode[]>>;

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed : null;
};
const number = (value: string | null | undefined): string | null => {
  const stripped = value === null || value === undefined ? '' : stripSeparators(value.trim());
  return stripped ? stripped : null;
};
const upper = (value: string | null | undefined) => text(value)?.toUpperCase() ?? null;

/**
 * Normalizes a body for its country's form: trims every field, strips separators from numbers,
 * upper-cases IBAN, BIC and IFSC (the GB form upper-cases the IBAN), sends the CLABE as the account
 * number for MX, and drops fields the form does not have.
 */
export function normalizeBankAccountInput(input: BankAccountRawInput): NormalizedBankAccount {
  const form = bankFormForCountry(input.country_id);
  const accountType: BankAccountType =
    input.account_type ?? (input.is_personal === false ? 'Business' : 'User');
  const has = (field: BankAccountErrorField) => FORM_FIELD_SET[form].has(field);
  const clabe = form === 'MX' ? (number(input.clabe) ?? number(input.account_number)) : null;
  const ibanText = has('iban') ? text(input.iban) : null;
  return {
    form,
    fiatCurrencyId: input.fiat_currency_id,
    countryId: input.country_id,
    accountType,
    isPersonal: accountType === 'User',
    holderName: text(input.holder_name) ?? '',
    accountNumber:
      form === 'MX'
        ? clabe
        : form === 'OTHER'
          ? (number(input.account_number)?.toUpperCase() ?? null)
          : has('account_number')
            ? number(input.account_number)
            : null,
    iban: ibanText === null ? null : normalizeIban(ibanText) || ibanText.toUpperCase(),
    swiftCode: has('swift_code') && text(input.swift_code) ? normalizeBic(input.swift_code!) : null,
    routingNumber: has('routing_number') ? number(input.routing_number) : null,
    bankId: upper(input.bank_id),
    bankName: text(input.bank_name),
    ifsc: has('ifsc') ? upper(input.ifsc) : null,
    clabe,
    additionalInfo: input.additional_info?.trim() || null,
    residency: has('residency') ? upper(input.residency) : null,
    state: has('state') ? text(input.state) : null,
    city: has('city') ? text(input.city) : null,
    zip: has('zip') ? upper(input.zip) : null,
    address: has('address') ? text(input.address) : null,
  };
}

const FORM_FIELDS: Record<BankAccountForm, BankAccountErrorField[]> = {
  NG: ['bank_id', 'account_number'],
  US: ['routing_number', 'account_number'],
  FI: ['iban', 'swift_code'],
  GB: ['routing_number', 'account_number', 'iban'],
  IN: ['ifsc', 'account_number'],
  RU: ['routing_number', 'account_number'],
  MX: ['clabe', 'account_number'],
  OTHER: ['swift_code', 'account_number', 'iban', 'residency', 'state', 'city', 'zip', 'address'],
};
const FORM_FIELD_SET = Object.fromEntries(
  Object.entries(FORM_FIELDS).map(([form, fields]) => [form, new Set(fields)]),
) as Record<BankAccountForm, Set<BankAccountErrorField>>;

const HOLDER_NAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .,'&()/-]*$/u;
const PLACE = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
const ZIP = /^[A-Z0-9][A-Z0-9 -]*$/;
const ADDRESS = /^[\p{L}\p{M}\p{N} .,'#/()&-]+$/u;
const DIGITS = /^\d+$/;
const BANK_ID = /^([A-Z]{2}):([A-Z0-9]{1,20})$/;
const charCount = (value: string) => [...value].length;
// Control characters (PostgreSQL text cannot even hold NUL) and the bidirectional overrides that make
// shown text differ from what is stored: the free-text fields refuse them, the others' patterns do.
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The IBAN's error code: wrong length for its country, or wrong format or check digits. */
function ibanError(iban: string): BankErrorCode | null {
  if (isValidIbanNumber(iban)) return null;
  const { errorCodes } = validateIBAN(iban);
  return errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)
    ? 'account_number_not_correct_length'
    : 'account_number_invalid';
}

function bicError(bic: string | null): BankErrorCode | null {
  if (bic === null || (bic.length !== 8 && bic.length !== 11)) return 'swift_code_not_correct_length';
  return isValidBicCode(bic) ? null : 'swift_code_invalid';
}

/**
 * Every rule of the account's form that needs no data beyond the body (trading.md §5), as
 * `{ field: [code] }`, one code per field (the first rule broken). The server adds what needs the bank
 * directory or the database: bank_id_not_exist, sort code ranges, SWIFT country of OTHER, the bank
 * name, account_number_non_unique.
 */
export function bankAccountFieldErrors(account: NormalizedBankAccount): BankFieldErrors {
  const errors: BankFieldErrors = {};
  const fail = (field: BankAccountErrorField, code: BankErrorCode | null) => {
    if (code !== null && !errors[field]) errors[field] = [code];
  };
  const { form } = account;

  const name = account.holderName;
  if (!name) fail('holder_name', 'holderNameRequired');
  else if (charCount(name) < L.holderNameMin || charCount(name) > L.holderNameMax)
    fail('holder_name', 'account_holder_name_not_correct_length');
  else if (!HOLDER_NAME.test(name)) fail('holder_name', 'account_holder_name_invalid');

  if (account.additionalInfo && charCount(account.additionalInfo) > L.additionalInfoMax)
    fail('additional_info', 'additionalInfoLength');
  else if (account.additionalInfo && HIDDEN_CHARACTERS.test(account.additionalInfo.replace(/[\t\r\n]/g, '')))
    fail('additional_info', 'default');
  if (account.bankName && charCount(account.bankName) > L.bankNameMax) fail('bank_name', 'default');
  else if (account.bankName && HIDDEN_CHARACTERS.test(account.bankName)) fail('bank_name', 'default');

  const bankCode = checkBankId(account, fail);
  const accountNumber = account.accountNumber;
  const requireAccountNumber = () => {
    if (accountNumber === null) fail('account_number', 'accountNumberRequired');
    return accountNumber;
  };
  const digitsOfLength = (value: string, min: number, max: number) =>
    !DIGITS.test(value)
      ? 'account_number_invalid'
      : value.length < min || value.length > max
        ? 'account_number_not_correct_length'
        : null;

  switch (form) {
    case 'NG': {
      const value = requireAccountNumber();
      if (value === null) break;
      fail('account_number', digitsOfLength(value, 10, 10));
      if (!errors.account_number && bankCode !== null && !isValidNuban(bankCode, value))
        fail('account_number', 'account_number_invalid');
      break;
    }
    case 'US': {
      const routing = account.routingNumber;
      if (routing === null) fail('routing_number', 'routingNumberRequired');
      else if (!DIGITS.test(routing)) fail('routing_number', 'routing_number_invalid');
      else if (routing.length !== 9) fail('routing_number', 'routing_number_not_correct_length');
      else if (!isValidAbaRoutingNumber(routing)) fail('routing_number', 'routing_number_invalid');
      const value = requireAccountNumber();
      if (value !== null)
        fail('account_number', digitsOfLength(value, L.usAccountNumberMin, L.usAccountNumberMax));
      break;
    }
    case 'FI': {
      if (account.iban === null) fail('iban', 'accountNumberRequired');
      else {
        fail('iban', ibanError(account.iban));
        if (!errors.iban && ibanCountry(account.iban) !== 'FI') fail('iban', 'country_doesnt_match');
      }
      fail('swift_code', bicError(account.swiftCode));
      if (!errors.swift_code && bicCountry(account.swiftCode!) !== 'FI')
        fail('swift_code', 'swift_not_match_country');
      break;
    }
    case 'GB': {
      const sortCode = account.routingNumber;
      if (sortCode === null) fail('routing_number', 'routingNumberRequired');
      else if (!DIGITS.test(sortCode)) fail('routing_number', 'sort_code_routing_number_invalid');
      else if (!isSortCodeShape(sortCode)) fail('routing_number', 'sort_code_not_correct_length');
      const value = requireAccountNumber();
      if (value !== null) fail('account_number', digitsOfLength(value, 8, 8));
      if (account.iban !== null) {
        fail('iban', ibanError(account.iban));
        if (!errors.iban && ibanCountry(account.iban) !== 'GB') fail('iban', 'country_doesnt_match');
        // A UK IBAN is the bank's 4 letters, the sort code and the account number.
        if (
          !errors.iban &&
          !errors.routing_number &&
          !errors.account_number &&
          sortCode !== null &&
          value !== null &&
          isUkAccountNumber(value)
        ) {
          if (account.iban.slice(8) !== sortCode + value) fail('iban', 'account_number_invalid');
        }
      }
      break;
    }
    case 'IN': {
      if (account.ifsc === null) fail('ifsc', 'ifscRequired');
      else if (account.ifsc.length !== IFSC_LENGTH || !isValidIfsc(account.ifsc)) fail('ifsc', 'ifscInvalid');
      const value = requireAccountNumber();
      if (value !== null)
        fail('account_number', digitsOfLength(value, L.inAccountNumberMin, L.inAccountNumberMax));
      break;
    }
    case 'RU': {
      const bik = account.routingNumber;
      if (bik === null) fail('routing_number', 'routingNumberRequired');
      else if (!DIGITS.test(bik)) fail('routing_number', 'routing_number_invalid');
      else if (bik.length !== 9) fail('routing_number', 'routing_number_not_correct_length');
      else if (!isValidBik(bik)) fail('routing_number', 'routing_number_invalid');
      const value = requireAccountNumber();
      if (value === null) break;
      fail('account_number', digitsOfLength(value, 20, 20));
      if (!errors.account_number && !errors.routing_number && !isValidRussianAccount(bik!, value))
        fail('account_number', 'account_number_invalid');
      break;
    }
    case 'MX': {
      const clabe = account.clabe;
      if (clabe === null) fail('clabe', 'clabeRequired');
      else if (clabe.length !== CLABE_LENGTH || !isValidClabe(clabe)) fail('clabe', 'clabeInvalid');
      break;
    }
    case 'OTHER': {
      fail('swift_code', bicError(account.swiftCode));
      const value = requireAccountNumber();
      if (value !== null) {
        if (!/^[A-Z0-9]+$/.test(value)) fail('account_number', 'account_number_invalid');
        else if (value.length < L.otherAccountNumberMin || value.length > L.otherAccountNumberMax)
          fail('account_number', 'account_number_not_correct_length');
      }
      if (account.iban !== null) {
        fail('iban', ibanError(account.iban));
        if (
          !errors.iban &&
          !errors.swift_code &&
          ibanCountry(account.iban) !== bicCountry(account.swiftCode!)
        )
          fail('iban', 'iban_dont_match_swift_code');
      }
      checkRecipient(account, fail);
      break;
    }
  }
  if (
    form === 'FI' &&
    !errors.iban &&
    !errors.swift_code &&
    ibanCountry(account.iban!) !== bicCountry(account.swiftCode!)
  )
    fail('iban', 'iban_dont_match_swift_code');
  return errors;
}

type Fail = (field: BankAccountErrorField, code: BankErrorCode | null) => void;

/** Checks bank_id's shape and country; answers the bank's national code when usable (NUBAN). */
function checkBankId(account: NormalizedBankAccount, fail: Fail): string | null {
  const bankId = account.bankId;
  if (bankId === null) {
    if (account.form === 'NG') fail('bank_id', 'bankRequired');
    return null;
  }
  if (bankId.length > L.bankIdMax) return (fail('bank_id', 'bank_id_not_correct_length'), null);
  const match = BANK_ID.exec(bankId);
  if (!match) return (fail('bank_id', 'bank_id_invalid'), null);
  if (account.form !== 'OTHER' && match[1] !== account.form)
    return (fail('bank_id', 'country_doesnt_match'), null);
  if (account.form === 'NG' && !/^\d{3}$/.test(match[2]!)) return (fail('bank_id', 'bank_id_invalid'), null);
  return match[2]!;
}

/** The recipient's address that SWIFT transfers carry. */
function checkRecipient(account: NormalizedBankAccount, fail: Fail): void {
  const { residency, state, city, zip, address } = account;
  if (residency === null || residency.length !== 2)
    fail('residency', 'recipient_country_of_residency_not_correct_length');
  else if (!/^[A-Z]{2}$/.test(residency)) fail('residency', 'recipient_country_of_residency_invalid');
  if (state !== null && (charCount(state) > L.stateMax || !PLACE.test(state)))
    fail('state', 'error_recipient_state_country_invalid');
  if (city === null || charCount(city) < L.cityMin || charCount(city) > L.cityMax)
    fail('city', 'recipient_city_not_correct_length');
  else if (!PLACE.test(city)) fail('city', 'recipient_city_invalid');
  if (zip === null || zip.length < L.zipMin || zip.length > L.zipMax)
    fail('zip', 'recipient_zip_not_correct_length');
  else if (!ZIP.test(zip)) fail('zip', 'recipient_zip_invalid');
  if (address === null || charCount(address) < L.addressMin || charCount(address) > L.addressMax)
    fail('address', 'recipient_address_not_correct_length');
  else if (!ADDRESS.test(address)) fail('address', 'recipient_address_invalid');
}
