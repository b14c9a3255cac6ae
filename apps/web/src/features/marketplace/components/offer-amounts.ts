import { formatFiat } from '@/lib/format';

/** "2.5" → "+2.5 %", "-1" → "−1 %", "0" → "0 %". */
export function formatMargin(margin: string): string {
  const negative = margin.startsWith('-');
  const magnitude = negative ? margin.slice(1) : margin;
  const zero = !/[1-9]/.test(magnitude);
  return `${zero ? '' : negative ? '−' : '+'}${magnitude} %`;
}

/** The decimals a fiat amount string carries ("150.00" → 2), for formatting without rounding. */
export function decimalsOf(value: string): number {
  return value.split('.')[1]?.length ?? 0;
}

export function formatMoney(value: string, currency: string, locale: string, precision = decimalsOf(value)) {
  return formatFiat(value, currency, precision, locale);
}
