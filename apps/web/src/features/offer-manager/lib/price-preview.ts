import { formatAmount, marginInputSchema, marginPriceMinor, parseAmount, percentToBps } from '@p2p/shared';

export interface PricePreviewInput {
  priceType: 'margin' | 'fixed' | undefined;
  margin: string | undefined;
  fixedPrice: string | undefined;
  /** The published market rate, fiat per one coin. */
  rate: string | undefined;
  fiatPrecision: number;
}

/**
 * The price the offer would trade at now, fiat per coin with the fiat's digits, computed as the
 * server does (shared offer-price domain, bigint, half-up); null while the inputs are not valid.
 * @example previewPrice({ priceType: 'margin', margin: '2.5', fixedPrice: undefined, rate: '95000.12345678', fiatPrecision: 2 }) // '97375.13'
 */
export function previewPrice({
  priceType,
  margin,
  fixedPrice,
  rate,
  fiatPrecision,
}: PricePreviewInput): string | null {
  if (priceType === 'fixed') {
    const parsed = parseAmount(fixedPrice ?? '', fiatPrecision);
    return parsed.ok && parsed.value > 0n ? formatAmount(parsed.value, fiatPrecision) : null;
  }
  if (!rate || !marginInputSchema.safeParse(margin ?? '').success) return null;
  try {
    return formatAmount(
      marginPriceMinor(rate, percentToBps((margin ?? '').trim()), fiatPrecision),
      fiatPrecision,
    );
  } catch {
    return null;
  }
}
