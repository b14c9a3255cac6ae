import { z } from 'zod';
import { bankAccountInputSchema, type BankAccountInput } from '@p2p/shared';
import { judged } from '../compat-judge.js';
import { flagOf, lastValue, type FormValue } from '../compat-form.js';

const NUMBER_FIELDS = new Set(['fiat_currency_id', 'country_id']);
const FLAG_FIELDS = new Set(['is_personal']);

const formValue = z.union([z.string(), z.array(z.string())]).optional();

/** The bank account fields of the web's form, each a form value here (the form's rules judge them). */
export const bankAccountFormShape = Object.fromEntries(
  Object.keys(bankAccountInputSchema.shape).map((key) => [key, formValue]),
) as Record<keyof typeof bankAccountInputSchema.shape, typeof formValue>;

/** The web form's input from form fields: ids as numbers, is_personal as a flag. */
export function judgedBankAccount(fields: Partial<Record<string, FormValue>>): BankAccountInput {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const text = lastValue(value).trim();
    if (NUMBER_FIELDS.has(key)) input[key] = /^\d{1,10}$/.test(text) ? Number(text) : text;
    else if (FLAG_FIELDS.has(key)) input[key] = flagOf(value);
    else input[key] = lastValue(value);
  }
  return judged(bankAccountInputSchema, input);
}
