import { OFFER_TYPES, type OfferType } from '@p2p/shared';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { redirectToLogin } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useFavorites } from '../api/get-favorites';
import { FavoriteButton } from '../components/favorite-button';
import { OfferList } from '../components/offer-list';
import { listingPath } from '../utils/listing-url';

const isOfferType = (value: string | null): value is OfferType =>
  (OFFER_TYPES as readonly (string | null)[]).includes(value);

/**
 * The dashboard's favourite offers, 10 a page. A 401 sends the visitor to log in (the API client does
 * it); so does a 400, which the spec treats the same way for this list (trading.md §6).
 */
export function FavoritesRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const typeParam = params.get('type');
  const type = isOfferType(typeParam) ? typeParam : undefined;
  const favorites = useFavorites(page, type);
  const badRequest = favorites.error instanceof ApiError && favorites.error.status === 400;

  useEffect(() => {
    if (badRequest) redirectToLogin();
  }, [badRequest]);

  const update = (next: { page?: number; type?: OfferType }) => {
    const search = new URLSearchParams();
    const nextType = 'type' in next ? next.type : type;
    if (nextType) search.set('type', nextType);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  let body;
  if (favorites.isPending) body = <SkeletonLines lines={6} />;
  else if (favorites.isError)
    body = <ErrorPanel error={favorites.error} onRetry={() => void favorites.refetch()} />;
  else
    body = (
      <div className="space-y-4">
        <OfferList
          offers={favorites.data.offers}
          sourceId="favorites"
          label={t('marketplace.favorites.title')}
          emptyText={t('marketplace.favorites.empty')}
          cardAction={(offer) => (
            <FavoriteButton hash={offer.offerHash} isFavorite returnTo={paths.favoriteOffers} />
          )}
        />
        {favorites.data.offers.length === 0 ? (
          <Button asChild variant="secondary">
            <LocalizedLink to={listingPath({ pageType: 'buy', crypto: 'bitcoin' })}>
              {t('marketplace.favorites.browse')}
            </LocalizedLink>
          </Button>
        ) : null}
        <Pagination
          page={favorites.data.meta.currentPage}
          lastPage={Math.max(favorites.data.meta.lastPage, 1)}
          disabled={favorites.isPlaceholderData}
          onPageChange={(next) => update({ page: next })}
        />
      </div>
    );

  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title={t('marketplace.favorites.title')}
        description={t('marketplace.favorites.description')}
      />
      <div className="max-w-xs">
        <SelectField
          id="favorites-type"
          label={t('marketplace.favorites.type')}
          value={type ?? ''}
          onChange={(event) =>
            update({ type: isOfferType(event.target.value) ? event.target.value : undefined, page: 1 })
          }
        >
          <option value="">{t('marketplace.favorites.all')}</option>
          {/* The visitor's side, as on the listing: "buy" lists the vendors' sell offers. */}
          <option value="buy">{t('marketplace.favorites.buy')}</option>
          <option value="sell">{t('marketplace.favorites.sell')}</option>
        </SelectField>
      </div>
      {body}
    </div>
  );
}
