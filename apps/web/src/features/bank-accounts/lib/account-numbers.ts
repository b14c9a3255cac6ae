import type { BankAccountForm, BankAccountView } from '@p2p/shared';
import { fieldsOfForm } from './form-values';

export interface AccountNumber {
  field: string;
  value: string;
}

const VIEW_KEYS = {
  account_number: 'accountNumber',
  iban: 'iban',
  swift_code: 'swiftCode',
  routing_number: 'routingNumber',
  ifsc: 'ifsc',
  clabe: 'clabe',
  residency: 'residency',
  state: 'state',
  city: 'city',
  zip: 'zip',
  address: 'address',
} as const satisfies Record<string, keyof BankAccountView>;

/** The numbers an account's form shows, in the form's order (the bank is shown apart). */
export function numbersOfAccount(account: BankAccountView): AccountNumber[] {
  return fieldsOfForm(account.form).flatMap((field) => {
    if (!(field in VIEW_KEYS)) return [];
    if (account.form === 'MX' && field === 'account_number') return [];
    const value = account[VIEW_KEYS[field as keyof typeof VIEW_KEYS]];
    return value ? [{ field, value }] : [];
  });
}

export type NumberLabel =
  | 'account_number'
  | 'iban'
  | 'swift_code'
  | 'routing_number'
  | 'sort_code'
  | 'bik'
  | 'bank_id'
  | 'bank_name'
  | 'ifsc'
  | 'clabe'
  | 'residency'
  | 'state'
  | 'city'
  | 'zip'
  | 'address';

const LABELS = new Set<string>([
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
]);

/** The catalogue key of a number's label: the routing number is the UK's sort code and Russia's BIK. */
export function numberLabel(form: BankAccountForm, field: string): NumberLabel | null {
  if (field === 'routing_number' && form === 'GB') return 'sort_code';
  if (field === 'routing_number' && form === 'RU') return 'bik';
  return LABELS.has(field) ? (field as NumberLabel) : null;
}

/** Sort codes read in pairs (20-00-00), as UK banks print them. */
export function displayNumber(form: BankAccountForm, field: string, value: string): string {
  if (form === 'GB' && field === 'routing_number' && /^\d{6}$/.test(value))
    return `${value.slice(0, 2)}-${value.slice(2, 4)}-${value.slice(4)}`;
  if (field === 'iban') return value.replace(/(.{4})(?=.)/g, '$1 ');
  return value;
}
