import type { Locale } from '@p2p/shared';

/**
 * A decimal string (as the API sends money and prices) formatted for the language with `decimals`
 * decimals. The string is handed to Intl as it is, so no digit goes through a float.
 * @example formatDecimalText('95000.5', 'en', 2) // '95,000.50'
 */
export function formatDecimalText(value: string, locale: Locale, decimals: number): string {
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format as (value: string) => string;
  return format(value);
}
