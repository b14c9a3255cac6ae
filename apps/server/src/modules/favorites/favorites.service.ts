import {
  FAVORITE_OFFERS_PAGE_SIZE,
  type FavoriteOffersQuery,
  type OfferListingCard,
  type PagedListMeta,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { pageMeta, searchCards } from '../offer-search/offer-search.service.js';
import type { RatesService } from '../rates/rates.service.js';
import * as repo from './favorites.repository.js';

/** Marks or unmarks an offer as the user's favourite; doing it twice changes nothing. */
export async function setFavorite(
  db: Executor,
  options: { userId: number; hash: string; favorite: boolean },
): Promise<{ offerHash: string; isFavorite: boolean }> {
  const offerId = await repo.findLiveOfferId(db, options.hash);
  if (offerId === undefined) throw AppError.notFound('Offer');
  if (options.favorite) await repo.addFavorite(db, options.userId, offerId);
  else await repo.removeFavorite(db, options.userId, offerId);
  return { offerHash: options.hash, isFavorite: options.favorite };
}

/**
 * The user's favourite offers, 10 a page, whatever their state now (each card says whether it is
 * available). `type` is the visitor's side as on the listing: buy lists sell offers. Trusted-only
 * offers of owners who do not trust the user, and offers across a block either way, are left out.
 */
export async function listFavorites(
  db: Executor,
  rates: RatesService,
  options: { userId: number; query: FavoriteOffersQuery },
): Promise<{ data: OfferListingCard[]; meta: PagedListMeta }> {
  const page = options.query.page ?? 1;
  const limit = FAVORITE_OFFERS_PAGE_SIZE;
  const offset = (page - 1) * limit;
  const { cards, total } = await searchCards(db, rates, {
    offerType: options.query.type === undefined ? undefined : options.query.type === 'buy' ? 'sell' : 'buy',
    visibility: 'any',
    viewerId: options.userId,
    favoritesOnly: true,
    // A favourite does not outlive trust or a block: the owner decides who sees the offer.
    audience: { userId: options.userId },
    sort: options.query.sort ?? 'default',
    limit,
    offset,
  });
  return { data: cards, meta: pageMeta(total, limit, offset) };
}
