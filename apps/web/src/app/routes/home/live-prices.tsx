import type { WalletCryptoRate } from '@p2p/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { LocalizedLink } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { getRatesQueryOptions } from '@/features/offer-manager/api/get-rates';
import { listingPath } from '@/features/marketplace/utils/listing-url';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount } from '@/lib/format';

export const HOME_COINS = [
  {
    code: 'BTC',
    crypto: 'bitcoin',
    className: 'bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
  },
  {
    code: 'USDT',
    crypto: 'tether',
    className: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  },
  {
    code: 'ETH',
    crypto: 'ethereum',
    className: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300',
  },
] as const;

/** Each coin with its market price in the visitor's currency, refreshed live, and its two markets. */
export function LivePrices({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rates = useQuery(getRatesQueryOptions(currency));
  const rateOf = (code: string): WalletCryptoRate | undefined =>
    rates.data?.find((rate) => rate.cryptoCurrencyCode === code);
  const link =
    'rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800';
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-3">
      {HOME_COINS.map(({ code, crypto, className }) => {
        const rate = rateOf(code);
        return (
          <li
            key={code}
            data-testid={`home-price-${code}`}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-center justify-between gap-3">
              <span className={`inline-flex rounded-full px-3 py-1 text-sm font-bold ${className}`}>
                {code}
              </span>
              {/* A fixed-height line, at least as wide as its placeholder and aligned to its end: the
                  price arriving must not move the page (CLS). */}
              <span className="h-7 min-w-28 text-end text-lg font-semibold text-slate-900 tabular-nums dark:text-white">
                {rate ? (
                  <span data-testid="home-price">
                    {formatAmount(rate.fiatRate, rate.fiatCurrencyCode, locale)}
                  </span>
                ) : rates.isError ? (
                  <span className="text-sm font-normal text-slate-500">{t('home.priceUnavailable')}</span>
                ) : (
                  <Skeleton className="h-6 w-28" />
                )}
              </span>
            </div>
            <p className="mt-4 text-slate-600 dark:text-slate-300">{t(`home.coins.${code}`)}</p>
            <div className="mt-4 flex gap-2">
              <LocalizedLink className={link} to={listingPath({ pageType: 'buy', crypto })}>
                {t('home.buyCoin', { code })}
              </LocalizedLink>
              <LocalizedLink className={link} to={listingPath({ pageType: 'sell', crypto })}>
                {t('home.sellCoin', { code })}
              </LocalizedLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
