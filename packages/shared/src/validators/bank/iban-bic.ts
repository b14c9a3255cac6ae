import { electronicFormatIBAN, extractIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/** Upper case without spaces or dashes, as banks print IBANs in groups of four. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value.trim().toUpperCase()) ?? '';
}

/** Upper case without spaces, as a BIC is sometimes printed `NDEA FI HH`. */
export function normalizeBic(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * An IBAN with its country's length and BBAN format and the mod-97 check digits right (ibantools).
 * @example isValidIbanNumber('GB82 WEST 1234 5698 7654 32') // true
 */
export function isValidIbanNumber(value: string): boolean {
  const iban = normalizeIban(value);
  return iban.length > 0 && isValidIBAN(iban);
}

/** The IBAN's country (its first two letters), or null when not an IBAN. */
export function ibanCountry(value: string): string | null {
  const iban = normalizeIban(value);
  return /^[A-Z]{2}\d{2}/.test(iban) ? iban.slice(0, 2) : null;
}

/** The national part after the country and check digits (the BBAN), or null when invalid. */
export function ibanBban(value: string): string | null {
  const extracted = extractIBAN(normalizeIban(value));
  return extracted.valid ? (extracted.bban ?? null) : null;
}

/**
 * A BIC (ISO 9362): 4-letter bank, 2-letter country, 2-character location, optional 3-character branch.
 * @example isValidBicCode('NDEAFIHH') // true
 */
export function isValidBicCode(value: string): boolean {
  return isValidBIC(normalizeBic(value));
}

/** The BIC's country (characters 5 and 6). */
export function bicCountry(value: string): string | null {
  const bic = normalizeBic(value);
  return /^[A-Z]{6}/.test(bic) ? bic.slice(4, 6) : null;
}
