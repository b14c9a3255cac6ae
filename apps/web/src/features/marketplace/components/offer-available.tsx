import type { OfferListingCard } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { useLocale } from '@/hooks/use-locale';
import { formatMoney } from './offer-amounts';

/**
 * The most one trade can be for now (the card's `fiatAvailable`: the upper limit, lowered by the cap
 * left and a sell offer's funds), as an item of the card's figures list. Left out when the answer
 * does not carry it.
 */
export function OfferAvailable({
  offer,
}: {
  offer: Pick<OfferListingCard, 'fiatAvailable' | 'fiatCurrencyCode'>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (offer.fiatAvailable === undefined) return null;
  return (
    <div>
      <dt className="text-xs text-slate-500 dark:text-slate-400">{t('marketplace.card.available')}</dt>
      <dd className="text-slate-800 tabular-nums dark:text-slate-200" data-testid="offer-available">
        {formatMoney(offer.fiatAvailable, offer.fiatCurrencyCode, locale)}
      </dd>
    </div>
  );
}
