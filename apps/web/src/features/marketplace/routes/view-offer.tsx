import { CRYPTO_CURRENCIES, type OfferView } from '@p2p/shared';
import { ArrowLeft, SearchX } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/current-user';
import { useOffer } from '../api/get-offer';
import { CannotTradeReasons } from '../components/cannot-trade-reasons';
import { FavoriteButton } from '../components/favorite-button';
import { FeedbackList } from '../components/feedback-list';
import { InfoDialog } from '../components/info-dialog';
import { OfferDetails } from '../components/offer-details';
import { OfferTerms } from '../components/offer-terms';
import { OwnerCard } from '../components/owner-card';
import { RecommendedOffers } from '../components/recommended-offers';
import { TradeStartWidget } from '../components/trade-start-widget';
import { listingPath, type Market } from '../utils/listing-url';
import { isOfacAccepted, rememberOfacAccepted } from '../utils/ofac-acceptance';
import { parseViewOfferQuery } from '../utils/view-offer-query';

// Signed-in visitors only: its dialog code is not part of the page's first download.
const ReportOfferDialog = lazy(() =>
  import('../components/report-offer-dialog').then((module) => ({ default: module.ReportOfferDialog })),
);

/** The listing the offer belongs to, from the visitor's side. */
function marketOf(offer: OfferView): Market {
  const coin = CRYPTO_CURRENCIES.find((item) => item.code === offer.cryptoCurrencyCode)!;
  return { pageType: offer.isSell ? 'buy' : 'sell', crypto: coin.urlParam };
}

/** /offer/{offerId}?fiat-min&sourceId: one offer with everything needed to decide on a trade. */
export function ViewOfferRoute() {
  const { t } = useTranslation();
  const { offerId = '' } = useParams();
  const { search } = useLocation();
  const query = parseViewOfferQuery(search);
  const offer = useOffer(offerId, query.sourceId);
  // The page renders in the background (a transition, in short slices) once the offer arrives, not
  // in one task that holds a phone's main thread.
  const shown = useDeferredValue(offer.data);

  // At least a screen tall while loading: the offer is always taller, so the footer stays below the
  // fold instead of showing under the placeholder and being pushed away (CLS 0.16 to 0.47 measured).
  const loading = (
    <div className="mx-auto min-h-dvh w-full max-w-6xl px-4 py-8 sm:px-6">
      <SkeletonLines lines={10} />
    </div>
  );
  if (offer.isPending) return loading;
  if (offer.isError) {
    const missing =
      offer.error instanceof ApiError && (offer.error.status === 404 || offer.error.status === 400);
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
        {missing ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center">
            <title>{t('app.pageTitle', { title: t('marketplace.offer.notFound') })}</title>
            <SearchX aria-hidden className="size-10 text-slate-400" />
            <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">
              {t('marketplace.offer.notFound')}
            </h1>
            <p className="text-slate-600 dark:text-slate-400">{t('marketplace.offer.notFoundText')}</p>
            <Button asChild variant="secondary">
              <LocalizedLink to={listingPath({ pageType: 'buy', crypto: 'bitcoin' })}>
                {t('marketplace.offer.backToListing')}
              </LocalizedLink>
            </Button>
          </div>
        ) : (
          <ErrorPanel error={offer.error} onRetry={() => void offer.refetch()} />
        )}
      </div>
    );
  }
  // Another offer's page (the one before a navigation) is never shown for this one.
  if (!shown || shown.id !== offer.data.id) return loading;
  return <ViewOffer offer={shown} fiatMin={query.fiatMin} />;
}

function ViewOffer({ offer, fiatMin }: { offer: OfferView; fiatMin?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { data: user } = useCurrentUser();
  const market = marketOf(offer);
  const coinName = t(`marketplace.coins.${market.crypto}`);
  const title = t(offer.isSell ? 'marketplace.offer.titleBuy' : 'marketplace.offer.titleSell', {
    coin: coinName,
    method: offer.paymentMethod.name,
  });
  const isOwner = offer.featureFlags.includes('offer_owner');
  const [ofacOpen, setOfacOpen] = useState(
    () => offer.isGrayCountry && !offer.isOfacWarningPopupAccepted && !isOfacAccepted(offer.id),
  );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:py-10">
      <title>{t('app.pageTitle', { title })}</title>
      <LocalizedLink
        to={listingPath(market, offer.paymentMethod.slug, { currencyCode: offer.fiatCurrency.code })}
        className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('marketplace.offer.backToListing')}
      </LocalizedLink>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        <div className="flex flex-wrap gap-2">
          {isOwner ? null : (
            <FavoriteButton hash={offer.id} isFavorite={offer.isFavorite} returnTo={`${pathname}${search}`} />
          )}
          {user && !isOwner ? (
            <Suspense fallback={null}>
              <ReportOfferDialog hash={offer.id} />
            </Suspense>
          ) : null}
        </div>
      </header>
      {!offer.isActive ? <Alert variant="warning">{t('marketplace.offer.inactive')}</Alert> : null}
      <CannotTradeReasons flags={offer.featureFlags} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <OfferDetails offer={offer} />
          <OfferTerms offer={offer} />
          <FeedbackList hash={offer.id} username={offer.owner.username} />
        </div>
        {/* Phones see the trade widget right after the header; wide screens keep it in the side column. */}
        <div className="order-first space-y-6 lg:order-none">
          <TradeStartWidget offer={offer} initialFiat={fiatMin} />
          <OwnerCard owner={offer.owner} />
        </div>
      </div>
      <RecommendedOffers hash={offer.id} />
      <InfoDialog
        open={ofacOpen}
        onOpenChange={setOfacOpen}
        title={t('marketplace.modals.ofacTitle')}
        description={t('marketplace.modals.ofacText')}
        confirmLabel={t('marketplace.modals.ofacAccept')}
        onConfirm={() => {
          rememberOfacAccepted(offer.id);
          setOfacOpen(false);
        }}
      />
    </div>
  );
}
