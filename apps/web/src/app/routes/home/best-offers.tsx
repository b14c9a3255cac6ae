import { useTranslation } from '@/lib/use-translation';
import { ArrowRight } from 'lucide-react';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useOffers } from '@/features/marketplace/api/get-offers';
import { OfferList } from '@/features/marketplace/components/offer-list';
import { listingPath } from '@/features/marketplace/utils/listing-url';
import { paths } from '@/config/paths';

/** How many offers the home page previews. */
export const HOME_OFFER_PREVIEW = 3;

/**
 * The first offers of the buy-bitcoin listing in the visitor's currency (the listing's own ranking),
 * so a guest sees real prices and vendors before making an account. Loaded after the page itself.
 */
export function BestOffers({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const offers = useOffers({ type: 'buy', crypto_currency_code: 'BTC', currency, limit: HOME_OFFER_PREVIEW });
  const all = listingPath({ pageType: 'buy', crypto: 'bitcoin' }, undefined, { currencyCode: currency });
  let body;
  if (offers.isPending) body = <SkeletonLines lines={6} />;
  else if (offers.isError)
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('home.offersUnavailable')}</p>;
  else
    body = (
      <OfferList
        offers={offers.data.offers}
        sourceId="listing"
        label={t('home.offersHeading')}
        emptyText={t('marketplace.listing.noneYetBuy', { coin: t('marketplace.coins.bitcoin') })}
        emptyHint={t('marketplace.listing.noneYetHint')}
        emptyAction={
          <LocalizedLink
            className="font-semibold text-emerald-700 underline dark:text-emerald-400"
            to={paths.offerManager.create}
          >
            {t('marketplace.listing.createOffer')}
          </LocalizedLink>
        }
      />
    );
  return (
    <>
      {body}
      <LocalizedLink
        to={all}
        className="mt-4 inline-flex items-center gap-1 font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
      >
        {t('home.allOffers')}
        <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
      </LocalizedLink>
    </>
  );
}
