// Offers contract: Field schemas.
import { z } from 'zod';
import { DECIMAL, compareDecimalStrings } from './decimals.js';
import { OFFER_LIMITS } from './enums.js';

const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;
/** The spec's "digits-only pattern": a BIN code is the first six digits of a card. */
export const BIN_CODE_PATTERN = /^\d{6}$/;
export const DUTY_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** End of a duty range: HH:MM or 24:00 for the end of the day. */
export const DUTY_END_TIME_PATTERN = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

function isPositiveDecimal(value: string): boolean {
  return DECIMAL.test(value) && /[1-9]/.test(value);
}

/** A positive fiat amount as typed ("150.00"); the server checks the currency's decimals. */
export const fiatAmountInputSchema = z
  .string({ error: 'Enter an amount' })
  .trim()
  .regex(DECIMAL, { message: 'Use digits with an optional dot, e.g. 150.00', abort: true })
  .refine(isPositiveDecimal, { message: 'The amount must be greater than zero', abort: true })
  .refine(
    (value) => compareDecimalStrings(value, String(OFFER_LIMITS.fiatAmountMax)) <= 0,
    `The amount must be at most ${OFFER_LIMITS.fiatAmountMax.toLocaleString('en')}`,
  );

/** A margin in percent with at most two decimals, within the platform's bounds. */
export const marginInputSchema = z
  .string({ error: 'Enter a margin' })
  .trim()
  .regex(SIGNED_DECIMAL, { message: 'Enter the margin as a percentage, e.g. 2.5 or -1', abort: true })
  .refine(
    (value) => (value.split('.')[1] ?? '').length <= OFFER_LIMITS.marginDecimals,
    'Use at most two decimals',
  )
  .refine((value) => {
    const negative = value.startsWith('-');
    const magnitude = negative ? value.slice(1) : value;
    return negative
      ? compareDecimalStrings(magnitude, String(-OFFER_LIMITS.marginMin)) <= 0
      : compareDecimalStrings(magnitude, String(OFFER_LIMITS.marginMax)) <= 0;
  }, `The margin must be between ${OFFER_LIMITS.marginMin} % and ${OFFER_LIMITS.marginMax} %`);

/** A price in fiat per one coin ("95000.00"); the server checks the currency's decimals. */
export const fixedPriceInputSchema = z
  .string({ error: 'Enter a price' })
  .trim()
  .regex(DECIMAL, { message: 'Enter the price as a number, e.g. 95000.00', abort: true })
  .refine(isPositiveDecimal, 'The price must be greater than zero')
  .refine((value) => (value.split('.')[0] ?? '').length <= 15, 'The price is too large');

export const manualEscrowFeeInputSchema = z
  .string({ error: 'Enter a fee' })
  .trim()
  .regex(DECIMAL, { message: 'Enter the fee as a percentage, e.g. 1 or 0.5', abort: true })
  .refine((value) => (value.split('.')[1] ?? '').length <= 2, 'Use at most two decimals')
  .refine(
    (value) => compareDecimalStrings(value, String(OFFER_LIMITS.manualEscrowFeeMax)) <= 0,
    `The fee must be between ${OFFER_LIMITS.manualEscrowFeeMin} % and ${OFFER_LIMITS.manualEscrowFeeMax} %`,
  );

export const countryIsoSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Use two-letter country codes, e.g. US')
  .transform((value) => value.toUpperCase());

export const dutyHoursEntrySchema = z
  .strictObject({
    day: z
      .number({ error: 'Pick a day' })
      .int('The day is a number from 1 (Monday) to 7 (Sunday)')
      .min(1, 'The day is a number from 1 (Monday) to 7 (Sunday)')
      .max(7, 'The day is a number from 1 (Monday) to 7 (Sunday)'),
    start_time: z.string().regex(DUTY_TIME_PATTERN, 'Use HH:MM, e.g. 09:00'),
    end_time: z.string().regex(DUTY_END_TIME_PATTERN, 'Use HH:MM, e.g. 18:00 (24:00 for midnight)'),
    active: z.boolean().default(true),
  })
  .refine(
    (entry) =>
      !DUTY_TIME_PATTERN.test(entry.start_time) ||
      !DUTY_END_TIME_PATTERN.test(entry.end_time) ||
      entry.end_time > entry.start_time,
    {
      message: 'The end time must be after the start time',
      path: ['end_time'],
    },
  );
export type DutyHoursEntry = z.infer<typeof dutyHoursEntrySchema>;

export const offerCapInputSchema = z.strictObject({
  amount: fiatAmountInputSchema,
  active: z.boolean().default(true),
});
