import { z } from 'zod';

/** A form field's value: one string, or several for a repeated key (`tags[]=a&tags[]=b`). */
export type FormValue = string | string[];
export type FormFields = Record<string, FormValue>;

/**
 * Parses an `application/x-www-form-urlencoded` body. Repeated keys and keys ending in `[]` become
 * lists. The record has no prototype, so a field named `__proto__` or `constructor` is only a field.
 */
export function parseForm(raw: string): FormFields {
  const fields: FormFields = Object.create(null) as FormFields;
  for (const [rawKey, value] of new URLSearchParams(raw)) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    const existing = fields[key];
    if (existing === undefined) fields[key] = isList ? [value] : value;
    else fields[key] = [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return fields;
}

/** A JSON body as form fields: numbers and booleans become the strings a form would carry. */
export function fieldsFromJson(body: unknown): FormFields {
  const fields: FormFields = Object.create(null) as FormFields;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return fields;
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) fields[key] = value.map(String);
    else if (value !== null && value !== undefined && typeof value !== 'object') fields[key] = String(value);
  }
  return fields;
}

/** The one-value view of the fields (the last of a repeated key), for credentials such as `apikey`. */
export function singleValues(fields: FormFields): Record<string, string> {
  const single: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of Object.entries(fields)) {
    single[key] = lastValue(value);
  }
  return single;
}

const single = (message: string) =>
  z.preprocess((value) => (Array.isArray(value) ? value.at(-1) : value), z.string({ error: message }));

/** A required text field. */
export const formText = (message: string, max = 255) =>
  single(message).pipe(z.string().trim().min(1, message).max(max, `At most ${max} characters`));

/** A free text field that keeps line breaks (chat messages, offer terms). */
export const formLongText = (message: string, max: number) =>
  single(message).pipe(z.string().min(1, message).max(max, `At most ${max} characters`));

/** A whole number (forms carry digits). */
export const formInt = (message: string, min = 0, max = 1_000_000) =>
  single(message).pipe(
    z
      .string()
      .trim()
      .regex(/^-?\d{1,9}$/, message)
      .transform(Number)
      .pipe(z.number().int().min(min, `At least ${min}`).max(max, `At most ${max}`)),
  );

/** A decimal amount as a string ("100", "100.50"), never a float. */
export const formDecimal = (message: string) =>
  single(message).pipe(
    z
      .string()
      .trim()
      .regex(/^\d{1,15}(\.\d{1,18})?$/, message),
  );

/** A signed decimal ("-2.5"), for margins. */
export const formSignedDecimal = (message: string) =>
  single(message).pipe(
    z
      .string()
      .trim()
      .regex(/^-?\d{1,6}(\.\d{1,4})?$/, message),
  );

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off', '']);

/** The one value of a field (the last of a repeated key). */
export const lastValue = (value: FormValue): string => (Array.isArray(value) ? (value.at(-1) ?? '') : value);

/** A flag as a boolean; anything else is left as text for the schema that judges it to refuse. */
export function flagOf(value: FormValue): boolean | string {
  const text = lastValue(value).trim().toLowerCase();
  return TRUE.has(text) ? true : FALSE.has(text) ? false : text;
}

/** A flag: 1/0, true/false, yes/no, on/off. */
export const formBool = (message: string) =>
  single(message).pipe(
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((value) => TRUE.has(value) || FALSE.has(value), message)
      .transform((value) => TRUE.has(value)),
  );

/** A list: repeated keys, `key[]`, or one comma-separated value. */
export const formList = (item: z.ZodType<string>, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item).max(max, `At most ${max} items`),
  );

/** The page of a list method: `limit` (default 50, at most 100) and `offset`. */
export const pageFields = {
  limit: formInt('limit is a whole number', 1, 100).optional(),
  offset: formInt('offset is a whole number', 0, 1_000_000).optional(),
};

/** The trade hash every trade method takes. */
export const tradeHashField = formText('trade_hash is required', 64).pipe(
  z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown trade'),
);

/** The offer hash every offer method takes. */
export const offerHashField = formText('offer_hash is required', 32).pipe(
  z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'Unknown offer'),
);
