import { formatDecimal } from '@/lib/format';

/**
 * A coin amount from the API's decimal string, grouped in the page's language and never rounded
 * (lib/format's formatAmount rounds to a fiat currency's decimals, which would hide satoshis).
 * @example formatCoin('0.00150000', 'BTC', 'en') // '0.0015 BTC'
 */
export function formatCoin(value: string, code: string, locale: string): string {
  return `${formatDecimal(value, locale, { minFraction: 2 })} ${code}`;
}
