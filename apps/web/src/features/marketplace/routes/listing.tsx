import { ALL_PAYMENT_METHODS_SLUG, PAYMENT_METHOD_GROUPS } from '@p2p/shared';
import clsx from 'clsx';
import { SlidersHorizontal, Star } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { StatusPage } from '@/components/errors/status-page';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { useMediaQuery } from '@/hooks/use-media-query';
import { loadChunk } from '@/lib/chunk-errors';
import { useReferenceNames } from '@/lib/reference-names';
import { useCurrentUser } from '@/lib/current-user';
import { useOffers } from '../api/get-offers';
import { usePaymentMethods } from '../api/get-reference';
import { OfferList } from '../components/offer-list';
import {
  coinByUrlParam,
  CRYPTO_URL_PARAMS,
  DEFAULT_FILTERS,
  activeFilterCount,
  giftCardListingPath,
  isUnfilteredListing,
  listingPath,
  normalizeSlug,
  parseGiftCardSegment,
  parseListingQuery,
  parseMarketSegment,
  SLUG_PATTERN,
  type ListingFilters,
  type Market,
} from '../utils/listing-url';
import { listingSearchQuery } from '../utils/listing-search';

// The filters' form (four long lists) is drawn where it shows: beside the offers on a wide screen, on
// a phone once its button opens it. Its chunk stays out of the listing's first load.
const ListingFiltersForm = lazy(async () => ({
  default: (await loadChunk('listing-filters', () => import('../components/listing-filters')))
    .ListingFiltersForm,
}));
/** Tailwind's `lg`: where the filters stand beside the offers instead of behind their button. */
const FILTERS_BESIDE = '(min-width: 1024px)';

function UnknownMarket({ segment }: { segment: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={t('errors.notFound.code')}
      title={t('marketplace.listing.notFound')}
      description={t('marketplace.listing.notFoundText', { segment })}
    >
      <Button asChild>
        <LocalizedLink to={listingPath({ pageType: 'buy', crypto: 'bitcoin' })}>
          {t('marketplace.listing.toBitcoin')}
        </LocalizedLink>
      </Button>
    </StatusPage>
  );
}

/** /trading/{pageType}-{cryptoType}/{paymentMethodSlug}: the offer listing. */
export function TradingListingRoute() {
  const { market = '', slug = ALL_PAYMENT_METHODS_SLUG } = useParams();
  const { search } = useLocation();
  const localize = useLocalizePath();
  const parsed = parseMarketSegment(market);
  if (!parsed) return <UnknownMarket segment={market} />;
  const canonical = normalizeSlug(slug);
  if (canonical !== slug)
    return <Navigate to={`${localize(listingPath(parsed, canonical))}${search}`} replace />;
  if (!SLUG_PATTERN.test(slug)) return <UnknownMarket segment={`${market}/${slug}`} />;
  return <ListingPage market={parsed} slug={slug} variant="trading" />;
}

/** /trading/{pageType}-{cryptoType} without a method: every payment method. */
export function TradingMarketRoute() {
  const { market = '' } = useParams();
  const { search } = useLocation();
  const localize = useLocalizePath();
  const parsed = parseMarketSegment(market);
  if (!parsed) return <UnknownMarket segment={market} />;
  return <Navigate to={`${localize(listingPath(parsed))}${search}`} replace />;
}

/** /{pageType}-giftcard[-for-{crypto}]/{slug}: the gift-card listing; the router passes the segment. */
export function GiftCardListingRoute() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  // The router matches the segment statically (GIFT_CARD_SEGMENTS); read it back from the path.
  const segment = pathname.split('/').at(-2) ?? '';
  const parsed = parseGiftCardSegment(segment);
  if (!parsed || !SLUG_PATTERN.test(slug)) return <UnknownMarket segment={`${segment}/${slug}`} />;
  return <ListingPage market={parsed} slug={slug} variant="giftcard" />;
}

/** /buy/bitcoin/{slug}: the slug is lower-cased with spaces as hyphens, then the canonical listing opens. */
export function LegacyBuyBitcoinRoute() {
  const { slug = '' } = useParams();
  const { search } = useLocation();
  const localize = useLocalizePath();
  const canonical = normalizeSlug(slug) || ALL_PAYMENT_METHODS_SLUG;
  return (
    <Navigate
      to={`${localize(listingPath({ pageType: 'buy', crypto: 'bitcoin' }, canonical))}${search}`}
      replace
    />
  );
}

function ListingPage({
  market,
  slug,
  variant,
}: {
  market: Market;
  slug: string;
  variant: 'trading' | 'giftcard';
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const filters = parseListingQuery(search);
  const coin = coinByUrlParam(market.crypto)!;
  const methods = usePaymentMethods();
  const names = useReferenceNames();
  const groupName = (group?: { slug: string; name: string }) => group && names.group(group.slug, group.name);
  const { data: user } = useCurrentUser();
  const offers = useOffers(listingSearchQuery(market, slug, filters));
  // The cards render in the background (a transition, in short slices) once a page arrives: twenty
  // cards and the first currency formatter in one go held a phone's main thread for a quarter second.
  const shown = useDeferredValue(offers.data);
  const build = variant === 'trading' ? listingPath : giftCardListingPath;
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersBeside = useMediaQuery(FILTERS_BESIDE, true);

  const go = (nextMarket: Market, nextSlug: string, next: Partial<ListingFilters>) =>
    void navigate(localize(build(nextMarket, nextSlug, next)));
  // Any filter change starts again from the first page.
  const change = (next: Partial<ListingFilters>) => go(market, slug, { ...filters, page: 1, ...next });

  const methodName =
    slug === ALL_PAYMENT_METHODS_SLUG
      ? undefined
      : (methods.data?.find((method) => method.slug === slug)?.name ??
        groupName(PAYMENT_METHOD_GROUPS.find((group) => group.slug === slug)));
  const coinName = t(`marketplace.coins.${market.crypto}`);
  const title =
    variant === 'giftcard' && !methodName
      ? t(
          market.pageType === 'buy'
            ? 'marketplace.listing.giftCardTitleBuy'
            : 'marketplace.listing.giftCardTitleSell',
          { coin: coinName },
        )
      : methodName
        ? t(
            market.pageType === 'buy'
              ? 'marketplace.listing.titleBuyWith'
              : 'marketplace.listing.titleSellFor',
            {
              coin: coinName,
              method: methodName,
            },
          )
        : t(market.pageType === 'buy' ? 'marketplace.listing.titleBuy' : 'marketplace.listing.titleSell', {
            coin: coinName,
          });

  const filterCount = activeFilterCount(filters, slug);
  const unfiltered = isUnfilteredListing(filters, slug);
  let body;
  if (offers.isError) body = <ErrorPanel error={offers.error} onRetry={() => void offers.refetch()} />;
  // Until the first page's cards are rendered: a screen tall, as a page of offers is taller, so the
  // footer stays below the fold instead of showing under the placeholder and being pushed away (CLS).
  else if (!shown) body = <SkeletonLines lines={8} className="min-h-dvh" />;
  else {
    const { meta } = shown;
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {t('marketplace.listing.resultsCount', { count: meta.total })}
        </p>
        <OfferList
          offers={shown.offers}
          sourceId="listing"
          fiatMin={filters.fiatMin}
          label={t('marketplace.listing.results')}
          emptyText={
            unfiltered
              ? t(
                  market.pageType === 'buy'
                    ? 'marketplace.listing.noneYetBuy'
                    : 'marketplace.listing.noneYetSell',
                  { coin: coinName },
                )
              : t('marketplace.listing.empty')
          }
          emptyHint={unfiltered ? t('marketplace.listing.noneYetHint') : undefined}
          emptyAction={
            unfiltered ? (
              <Button asChild>
                <LocalizedLink to={paths.offerManager.create}>
                  {t('marketplace.listing.createOffer')}
                </LocalizedLink>
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => go(market, slug, { ...DEFAULT_FILTERS })}>
                {t('marketplace.listing.clearFilters')}
              </Button>
            )
          }
        />
        <Pagination
          page={meta.currentPage}
          lastPage={Math.max(meta.lastPage, 1)}
          disabled={offers.isPlaceholderData}
          onPageChange={(page) => go(market, slug, { ...filters, page })}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title={title}
        description={t(
          market.pageType === 'buy' ? 'marketplace.listing.subtitleBuy' : 'marketplace.listing.subtitleSell',
          {
            code: coin.code,
          },
        )}
      />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <nav
          aria-label={t('marketplace.listing.coinSwitch')}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
        >
          {(['buy', 'sell'] as const).flatMap((pageType) =>
            CRYPTO_URL_PARAMS.map((crypto) => {
              const active = pageType === market.pageType && crypto === market.crypto;
              return (
                <LocalizedLink
                  key={`${pageType}-${crypto}`}
                  to={build({ pageType, crypto }, variant === 'giftcard' ? slug : slug, {
                    ...filters,
                    page: 1,
                  })}
                  aria-current={active ? 'page' : undefined}
                  className={clsx(
                    'shrink-0 rounded-full border px-3 py-1 text-sm font-medium whitespace-nowrap',
                    active
                      ? 'border-emerald-600 bg-emerald-50 text-emerald-800 dark:border-emerald-500 dark:bg-emerald-950/60 dark:text-emerald-200'
                      : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
                  )}
                >
                  {t(pageType === 'buy' ? 'marketplace.listing.titleBuy' : 'marketplace.listing.titleSell', {
                    coin: t(`marketplace.coins.${crypto}`),
                  })}
                </LocalizedLink>
              );
            }),
          )}
        </nav>
        {user ? (
          <LocalizedLink
            to={paths.favoriteOffers}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
          >
            <Star aria-hidden className="size-4" />
            {t('marketplace.favorites.nav')}
          </LocalizedLink>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside>
          {/* Phones: the filters wait behind one button, so the first offer is on the first screen. */}
          <Button
            variant="secondary"
            className="w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            {filterCount > 0
              ? t('marketplace.filters.toggleCount', { count: filterCount })
              : t('marketplace.filters.toggle')}
          </Button>
          <div id={filtersId} className={clsx(filtersOpen ? 'mt-3' : 'hidden', 'lg:mt-0 lg:block')}>
            {filtersOpen || filtersBeside ? (
              <Suspense fallback={<SkeletonLines lines={6} />}>
                <ListingFiltersForm
                  filters={filters}
                  slug={slug}
                  giftCardsOnly={variant === 'giftcard'}
                  onChange={change}
                  onSlugChange={(next) => go(market, next, { ...filters, page: 1 })}
                />
              </Suspense>
            ) : null}
          </div>
        </aside>
        <section aria-label={t('marketplace.listing.results')}>{body}</section>
      </div>
    </div>
  );
}
