import {
  BANK_ACCOUNT_TYPES,
  BANK_FORM_COUNTRY_IDS,
  BANK_FORM_FIELDS,
  bankAccountInputSchema,
  bankFormForCountry,
  type BankAccountErrorField,
  type BankAccountForm,
  type BankAccountInput,
  type BankAccountType,
  type BankAccountView,
} from '@p2p/shared';
import { z } from 'zod';

/** What the form holds: text controls only; `toBankAccountInput` turns it into the request body. */
export interface BankAccountFormValues {
  country_id: string;
  fiat_currency_id: string;
  account_type: BankAccountType;
  holder_name: string;
  account_number: string;
  iban: string;
  swift_code: string;
  routing_number: string;
  bank_id: string;
  bank_name: string;
  ifsc: string;
  clabe: string;
  additional_info: string;
  residency: string;
  state: string;
  city: string;
  zip: string;
  address: string;
}

export const ACCOUNT_FIELDS = [
  'account_number',
  'iban',
  'swift_code',
  'routing_number',
  'bank_id',
  'bank_name',
  'ifsc',
  'clabe',
  'residency',
  'state',
  'city',
  'zip',
  'address',
] as const satisfies readonly (keyof BankAccountFormValues & BankAccountErrorField)[];
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

/** Every field of the form, in the order the server's field errors are matched against. */
export const FORM_FIELDS = [
  'country_id',
  'fiat_currency_id',
  'holder_name',
  'additional_info',
  ...ACCOUNT_FIELDS,
] as const satisfies readonly (keyof BankAccountFormValues)[];

/** The currency each country form suggests first. */
export const FORM_CURRENCIES: Record<Exclude<BankAccountForm, 'OTHER'>, string> = {
  NG: 'NGN',
  US: 'USD',
  FI: 'EUR',
  GB: 'GBP',
  IN: 'INR',
  RU: 'RUB',
  MX: 'MXN',
};

export const FORM_COUNTRIES = Object.keys(BANK_FORM_COUNTRY_IDS) as Exclude<BankAccountForm, 'OTHER'>[];

export const EMPTY_FORM_VALUES: BankAccountFormValues = {
  country_id: '',
  fiat_currency_id: '',
  account_type: BANK_ACCOUNT_TYPES[0],
  holder_name: '',
  account_number: '',
  iban: '',
  swift_code: '',
  routing_number: '',
  bank_id: '',
  bank_name: '',
  ifsc: '',
  clabe: '',
  additional_info: '',
  residency: '',
  state: '',
  city: '',
  zip: '',
  address: '',
};

/** The form of the chosen country; none until a country is chosen. */
export function formOfValues(countryId: string): BankAccountForm | null {
  const id = Number(countryId);
  return countryId && Number.isInteger(id) && id > 0 ? bankFormForCountry(id) : null;
}

/** The fields the form shows, the bank fields last. MX sends its CLABE as the account number too. */
export function fieldsOfForm(form: BankAccountForm): AccountField[] {
  const { required, optional } = BANK_FORM_FIELDS[form];
  const fields = [...required, ...optional].filter((field): field is AccountField =>
    (ACCOUNT_FIELDS as readonly string[]).includes(field),
  );
  const bankFirst = (field: AccountField) => (field === 'bank_id' || field === 'bank_name' ? 1 : 0);
  return fields.sort((a, b) => bankFirst(a) - bankFirst(b));
}

export function isRequiredField(form: BankAccountForm, field: AccountField): boolean {
  return (BANK_FORM_FIELDS[form].required as readonly string[]).includes(field);
}

const present = (value: string) => {
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The request body: only the chosen form's fields, empty ones left out. The UK form upper-cases its
 * IBAN (trading.md §5) and Mexico's CLABE goes as the account number as well.
 */
export function toBankAccountInput(values: BankAccountFormValues): BankAccountInput {
  const form = formOfValues(values.country_id) ?? 'OTHER';
  const input: Record<string, unknown> = {
    // 0 rather than absent when not chosen: the contract then still checks every other field, so
    // the user sees all that is missing at once.
    country_id: Number(values.country_id) || 0,
    fiat_currency_id: Number(values.fiat_currency_id) || 0,
    account_type: values.account_type,
    is_personal: values.account_type === 'User',
    holder_name: present(values.holder_name),
    additional_info: present(values.additional_info),
  };
  const shown = new Set<AccountField>(fieldsOfForm(form));
  // A bank picked from the directory (or found by a lookup) goes along on every form.
  shown.add('bank_id');
  shown.add('bank_name');
  for (const field of shown) input[field] = present(values[field]);
  if (form === 'GB' && typeof input.iban === 'string') input.iban = input.iban.toUpperCase();
  if (form === 'MX') input.account_number = input.clabe;
  return input as BankAccountInput;
}

/**
 * The resolver's schema: the form's values become the body and go through the shared contract, so
 * the browser applies the server's rules and the issues carry the spec's error codes.
 */
export const bankAccountFormSchema = z
  .custom<BankAccountFormValues>()
  .transform(toBankAccountInput)
  .pipe(bankAccountInputSchema);

/** An account as the edit form starts. */
export function valuesOfAccount(account: BankAccountView): BankAccountFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    country_id: String(account.countryId),
    fiat_currency_id: String(account.fiatCurrencyId),
    account_type: account.accountType,
    holder_name: account.holderName,
    account_number: account.form === 'MX' ? '' : text(account.accountNumber),
    iban: text(account.iban),
    swift_code: text(account.swiftCode),
    routing_number: text(account.routingNumber),
    bank_id: text(account.bankId),
    bank_name: text(account.bankName),
    ifsc: text(account.ifsc),
    clabe: text(account.clabe ?? (account.form === 'MX' ? account.accountNumber : null)),
    additional_info: text(account.additionalInfo),
    residency: text(account.residency),
    state: text(account.state),
    city: text(account.city),
    zip: text(account.zip),
    address: text(account.address),
  };
}
