import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { useLocale } from '@/hooks/use-locale';
import { formatFiat, roundDecimal } from '@/lib/format';
import { useRates } from '../../api/get-rates';
import type { EditorValues } from '../../lib/editor-values';
import { previewPrice } from '../../lib/price-preview';

/** The live price of the offer as typed, recomputed when the margin, the coin or the market moves. */
export function PricePreviewBox() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { control } = useFormContext<EditorValues>();
  const [coin, fiat, priceType, margin, fixedPrice] = useWatch({
    control,
    name: ['crypto_currency_code', 'fiat_currency_code', 'price_type', 'margin', 'fixed_price'],
  });
  const currency = (fiat ?? 'USD').toUpperCase();
  const rates = useRates(currency);
  const rate = rates.data?.find((item) => item.cryptoCurrencyCode === coin);
  const precision = rate?.fiatPrecision ?? 2;
  const price = previewPrice({
    priceType: priceType ?? 'margin',
    margin: margin ?? undefined,
    fixedPrice: fixedPrice ?? undefined,
    rate: rate?.fiatRate,
    fiatPrecision: precision,
  });
  return (
    <div
      className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-4 text-sm dark:border-emerald-900 dark:bg-emerald-950/40"
      aria-live="polite"
      data-testid="price-preview"
    >
      <dl className="grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">
            {t('offerManager.editor.marketPrice', { coin })}
          </dt>
          <dd className="font-medium text-slate-900 tabular-nums dark:text-white" data-testid="market-price">
            {rate ? formatFiat(roundDecimal(rate.fiatRate, precision), currency, precision, locale) : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">
            {t('offerManager.editor.yourPrice', { coin })}
          </dt>
          <dd
            className="text-lg font-semibold text-emerald-800 tabular-nums dark:text-emerald-200"
            data-testid="your-price"
          >
            {price ? formatFiat(price, currency, precision, locale) : '—'}
          </dd>
        </div>
      </dl>
    </div>
  );
}
