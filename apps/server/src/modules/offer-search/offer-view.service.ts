import { and, eq, isNull } from 'drizzle-orm';
import {
  forbiddenBy,
  OFFER_BLOCKING_FEATURE_FLAGS,
  type CryptoCode,
  type OfferFeatureFlag,
  type OfferListingCard,
  type OfferSourceId,
  type OfferView,
  type TradeFeeRates,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { offers } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { sameMarket } from '../demo/demo-markets.js';
import {
  balancesOf,
  offerReference,
  toOfferView,
  type OfferRow,
  type OfferViewer,
} from '../offers/offers.service.js';
import { bankAccountIdsOfOffer } from '../bank-accounts/bank-accounts-offers.service.js';
import { listLiveAccounts } from '../bank-accounts/bank-accounts.repository.js';
import type { RatesService } from '../rates/rates.service.js';
import { activeRestrictions } from '../restrictions/restrictions.service.js';
import { receivedFeedback } from '../feedback/feedback.service.js';
import { countCardsForOffer, takesInventoryCard } from '../gift-cards/gift-card-trades.service.js';
import { completedTradesOf, tradeStatsOfUser } from '../trade-stats/trade-stats.repository.js';
import * as repo from './offer-search.repository.js';
import { searchCards, type Viewer } from './offer-search.service.js';

export const RECOMMENDED_OFFERS = 5;

/** The offer's public id as the routes take it: 11 URL-safe characters (up to 16 accepted). */
export const OFFER_HASH_PATTERN = /^[A-Za-z0-9_-]{1,16}$/;

export interface ViewOfferOptions {
  viewer?: Viewer;
  hash: string;
  sourceId?: OfferSourceId;
  /** Overrides the signed-in visitor's own country for the allow and deny lists. */
  visitorCountryIso?: string;
  /** The operator's trade fee rates (offerFeeRates(config)); the platform's defaults when absent. */
  fees?: TradeFeeRates;
}

async function liveOffer(db: Executor, hash: string): Promise<OfferRow> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.hash, hash), isNull(offers.deletedAt)));
  if (!row) throw AppError.notFound('Offer');
  return row;
}

/**
 * A live offer this visitor may see: a guest asking for a trusted-only offer, and either side of a
 * block, get the same 404 as for no offer (the listing hides these offers from them too), so the
 * offer's page and its side answers (recommended, feedback) never reveal that the hash exists.
 */
async function visibleOffer(db: Executor, hash: string, viewer: Viewer | undefined): Promise<OfferRow> {
  const row = await liveOffer(db, hash);
  if (!viewer && row.trustedOnly) throw AppError.notFound('Offer');
  // A demo vendor's offer exists only for demo visitors, and a real one only for real people (decision 044).
  if (!(await sameMarket(db, row.ownerId, viewer?.userId))) throw AppError.notFound('Offer');
  if (viewer && viewer.userId !== row.ownerId) {
    const [ownerToViewer, viewerToOwner] = await Promise.all([
      repo.relationOf(db, row.ownerId, viewer.userId),
      repo.relationOf(db, viewer.userId, row.ownerId),
    ]);
    if (ownerToViewer === 'blocked' || viewerToOwner === 'blocked') throw AppError.notFound('Offer');
  }
  return row;
}

/**
 * The view-offer state's bank account ids. `ownerBankAccountIds`: the live accounts the owner linked to
 * the offer (ids only; the numbers are shared in the trade chat). `recipientBankAccountIds`: on a buy
 * offer the visitor sells and so receives the fiat, so their own live accounts in the offer's currency
 * (what they may share in the trade); empty for a sell offer, the owner and guests.
 */
async function bankAccountIdsOf(
  db: Executor,
  row: OfferRow,
  viewer: Viewer | undefined,
): Promise<Pick<OfferView, 'ownerBankAccountIds' | 'recipientBankAccountIds'>> {
  const recipient = viewer && row.type === 'buy' && viewer.userId !== row.ownerId ? viewer.userId : null;
  const [ownerBankAccountIds, recipientAccounts] = await Promise.all([
    bankAccountIdsOfOffer(db, row.id),
    recipient === null ? [] : listLiveAccounts(db, recipient),
  ]);
  return {
    ownerBankAccountIds,
    recipientBankAccountIds: recipientAccounts
      .filter((entry) => entry.account.fiatCurrencyId === row.fiatCurrencyId)
      .map((entry) => entry.account.id),
  };
}

/** A signed-in viewer's country is the stored one: `visitor_country_iso` is for guests only. */
async function viewerOf(db: Executor, row: OfferRow, viewer: Viewer): Promise<OfferViewer> {
  const [facts, balances, favorite, ownerToViewer, viewerToOwner, kinds] = await Promise.all([
    repo.findUserFacts(db, viewer.userId),
    balancesOf(db, viewer.userId),
    repo.isFavorite(db, viewer.userId, row.id),
    repo.relationOf(db, row.ownerId, viewer.userId),
    repo.relationOf(db, viewer.userId, row.ownerId),
    activeRestrictions(db, viewer.userId),
  ]);
  if (!facts) throw AppError.unauthorized();
  return {
    userId: viewer.userId,
    facts,
    available: balances[row.coin as CryptoCode]?.available ?? 0n,
    isFavorite: favorite,
    trustedByOwner: ownerToViewer === 'trusted',
    blocked: ownerToViewer === 'blocked' || viewerToOwner === 'blocked',
    restricted: forbiddenBy(kinds, 'start-trade') !== undefined,
    completedTrades: await completedTradesOf(db, viewer.userId),
  };
}

/**
 * GET /rest/v1/offers/{id}: the offer with the state flags and feature flags for this visitor, mapped
 * by the offers module (toOfferView). An owner whose restriction takes their offers off the market
 * makes the offer not active here too. A guest opening a trusted-only offer, and either side of a
 * block, get the same 404 as for no offer: the listing hides these offers from them too.
 */
export async function viewOffer(
  db: Executor,
  rates: RatesService,
  options: ViewOfferOptions,
): Promise<OfferView> {
  const row = await liveOffer(db, options.hash);
  if (!options.viewer && row.trustedOnly) throw AppError.notFound('Offer');
  if (!(await sameMarket(db, row.ownerId, options.viewer?.userId))) throw AppError.notFound('Offer');
  const viewer = options.viewer ? await viewerOf(db, row, options.viewer) : null;
  if (viewer?.blocked && viewer.userId !== row.ownerId) throw AppError.notFound('Offer');
  const [owner, ownerBalances, ownerKinds, reference, ownerTrading, bankAccountIds] = await Promise.all([
    repo.findUserFacts(db, row.ownerId),
    balancesOf(db, row.ownerId),
    activeRestrictions(db, row.ownerId),
    offerReference(db),
    tradeStatsOfUser(db, row.ownerId),
    bankAccountIdsOf(db, row, options.viewer),
  ]);
  if (!owner) throw AppError.notFound('Offer');
  const balance = ownerBalances[row.coin as CryptoCode] ?? { available: 0n, bond: 0n };
  const view = toOfferView(row, {
    rates,
    reference,
    now: new Date(),
    fees: options.fees,
    owner,
    available: balance.available,
    bond: balance.bond,
    ownerTrading,
    viewer,
    sourceId: options.sourceId ?? null,
  });
  view.ownerBankAccountIds = bankAccountIds.ownerBankAccountIds;
  view.recipientBankAccountIds = bankAccountIds.recipientBankAccountIds;
  if (!options.viewer && options.visitorCountryIso) {
    const iso = options.visitorCountryIso;
    view.isAvailableForCountry =
      !row.countriesDenied.includes(iso) &&
      (row.countriesAllowed.length === 0 || row.countriesAllowed.includes(iso));
    if (!view.isAvailableForCountry)
      view.featureFlags = withFlag(view.featureFlags, 'not_available_in_your_country');
  }
  if (
    ownerKinds.some((kind) => (repo.HIDING_RESTRICTIONS as readonly string[]).includes(kind)) &&
    !row.isBlocked
  ) {
    view.isActive = false;
    view.featureFlags = withFlag(view.featureFlags, 'offer_not_active');
  }
  view.canTrade = !view.featureFlags.some((flag) => OFFER_BLOCKING_FEATURE_FLAGS.includes(flag));
  // A gcc-auto offer has gift cards when its owner's inventory holds cards its trades may take.
  if (takesInventoryCard(row)) view.hasGiftCards = (await countCardsForOffer(db, row)) > 0;
  return view;
}

function withFlag(flags: OfferFeatureFlag[], flag: OfferFeatureFlag): OfferFeatureFlag[] {
  return flags.includes(flag) ? flags : [...flags, flag];
}

/**
 * Up to five offers like this one (same side, coin, currency and method) on the market now; 404 where
 * the offer's page is (visibleOffer).
 */
export async function recommendedOffers(
  db: Executor,
  rates: RatesService,
  options: { viewer?: Viewer; hash: string },
): Promise<OfferListingCard[]> {
  const row = await visibleOffer(db, options.hash, options.viewer);
  const currency = rates.cryptoFiatRates().find((entry) => entry.id === row.fiatCurrencyId);
  if (!currency) return [];
  const { cards } = await searchCards(db, rates, {
    offerType: row.type === 'buy' ? 'buy' : 'sell',
    coin: row.coin,
    fiatCode: currency.code,
    fiatCurrencyId: row.fiatCurrencyId,
    paymentMethodId: row.paymentMethodId,
    excludeOfferId: row.id,
    viewerId: options.viewer?.userId,
    audience: { userId: options.viewer?.userId },
    sort: 'default',
    limit: RECOMMENDED_OFFERS,
    offset: 0,
  });
  return cards;
}

/**
 * The feedback the owner received on this offer's trades, newest first, 10 a page (modules/feedback);
 * 404 where the offer's page is (visibleOffer).
 */
export async function offerFeedback(db: Executor, options: { hash: string; page: number; viewer?: Viewer }) {
  const row = await visibleOffer(db, options.hash, options.viewer);
  return receivedFeedback(db, { recipientId: row.ownerId, offerId: row.id }, { page: options.page });
}
