import { randomBytes } from 'node:crypto';
import {
  CRYPTO_CURRENCIES,
  forbiddenBy,
  formatAmount,
  OFFER_BOND_AMOUNTS,
  type CryptoCode,
  type MyOffer,
  type MyOfferEdit,
  type MyOffersList,
  type MyOffersListMeta,
  type OfferInput,
  type OfferSaved,
  type OfferSourceId,
  type OfferView,
  type TradeFeeRates,
} from '@p2p/shared';
import { pgConstraint, pgErrorCode, type Database, type Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { countCardsForOffer, takesInventoryCard } from '../gift-cards/gift-card-trades.service.js';
import { getKycSummary } from '../kyc/kyc.service.js';
import { userBalances } from '../ledger/ledger.repository.js';
import type { RatesService } from '../rates/rates.service.js';
import { activeRestrictions, assertAllowed } from '../restrictions/restrictions.service.js';
import { offerReference } from './offers-reference.js';
import { ownOffer } from './own-offer.js';
import * as repo from './offers.repository.js';
import { offerError } from './offer-errors.js';
import { resolveOfferInput } from './offers-input.js';
import { toMyOffer, toOriginalData } from './my-offer.views.js';
import type { OfferReadContext } from './offer-pricing.js';
import { toOfferView } from './offer-view.views.js';
import { PROMOTE_SLOTS, type OfferViewer } from './offers.views.js';

export {
  toListingCard,
  pricingOf,
  availabilityOf,
  type OfferReadContext,
  type OfferViewContext,
  type OfferOwnerContext,
  type OfferViewer,
} from './offers.views.js';
export { toOfferView } from './offer-view.views.js';
export { toMyOffer } from './my-offer.views.js';
export { offerReference } from './offers-reference.js';
export { ownOffer };
export { offerError, OFFER_HASH_DETAIL } from './offer-errors.js';
export type { OfferRow, OwnerFacts } from './offers.repository.js';

export interface OffersDeps {
  db: Database;
  rates: RatesService;
  /** The operator's trade fee rates (offerFeeRates(config)); the platform's defaults when absent. */
  fees?: TradeFeeRates;
}

export async function readContext(deps: OffersDeps, now = new Date()): Promise<OfferReadContext> {
  return { rates: deps.rates, reference: await offerReference(deps.db), now, fees: deps.fees };
}

/** A user's available and bond balances per coin. */
export async function balancesOf(
  db: Executor,
  userId: number,
): Promise<Record<CryptoCode, { available: bigint; bond: bigint }>> {
  const result = Object.fromEntries(
    CRYPTO_CURRENCIES.map((coin) => [coin.code, { available: 0n, bond: 0n }]),
  ) as Record<CryptoCode, { available: bigint; bond: bigint }>;
  for (const row of await userBalances(db, userId)) {
    const entry = result[row.coin as CryptoCode];
    if (!entry) continue;
    if (row.kind === 'available') entry.available += row.balance;
    if (row.kind === 'bond') entry.bond += row.balance;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Access

export async function assertLevelAllows(
  db: Executor,
  userId: number,
  action: 'create-offer' | 'activate-offer',
) {
  const summary = await getKycSummary(db, userId);
  if (summary.blockedKycActions.includes(action)) {
    const message =
      action === 'create-offer'
        ? 'Verify your account to create offers'
        : 'Verify your account to turn offers on';
    throw new AppError('ERROR_FORBIDDEN', message, { general: [message], level: [summary.level] });
  }
}

function newHash(): string {
  // 8 random bytes are 11 URL-safe base64 characters.
  return randomBytes(8).toString('base64url');
}

export async function myOfferOf(deps: OffersDeps, row: repo.OfferRow, now = new Date()): Promise<MyOffer> {
  const ctx = await readContext(deps, now);
  const balances = await balancesOf(deps.db, row.ownerId);
  const stickied = await repo.countStickied(deps.db, row.ownerId, now);
  const linked = await repo.bankAccountIdsByOffer(deps.db, [row.id]);
  const offer = toMyOffer(row, {
    ...ctx,
    ...balances[row.coin as CryptoCode],
    promoteAvailable: Math.max(0, PROMOTE_SLOTS - stickied),
    bankAccountIds: linked.get(row.id) ?? [],
  });
  return { ...offer, giftCardsInStock: await giftCardsInStockOf(deps.db, row) };
}

/** A gcc-auto buy offer's claimable inventory cards (none: the offer is flagged); null for others. */
async function giftCardsInStockOf(db: OffersDeps['db'], row: repo.OfferRow): Promise<number | null> {
  return takesInventoryCard(row) ? countCardsForOffer(db, row) : null;
}

export function saved(offer: MyOffer): OfferSaved {
  return { hash: offer.hash, idHashed: offer.idHashed, offer };
}

// ---------------------------------------------------------------------------------------------------
// Create and edit

/**
 * Creates an offer for the caller. The level must not block 'create-offer' and no restriction may
 * forbid it. An offer whose bond is required but not deposited starts switched off.
 */
export async function createOffer(
  deps: OffersDeps,
  options: { userId: number; input: OfferInput },
): Promise<OfferSaved> {
  const { db } = deps;
  await assertAllowed(db, options.userId, 'create-offer');
  await assertLevelAllows(db, options.userId, 'create-offer');
  const fields = resolveOfferInput(options.input, await offerReference(db), deps.rates);
  const balances = await balancesOf(db, options.userId);
  const bondShort =
    fields.bondRequired === true &&
    balances[fields.coin as CryptoCode].bond < OFFER_BOND_AMOUNTS[fields.coin as CryptoCode];
  // A gcc-auto offer starts off (flagged) until the owner's inventory holds cards of its brand.
  const noCards =
    takesInventoryCard(fields) &&
    (await countCardsForOffer(db, { ...fields, id: 0, ownerId: options.userId })) === 0;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const row = await repo.insertOffer(db, {
        ...fields,
        hash: newHash(),
        ownerId: options.userId,
        isEnabled: !bondShort && !noCards,
      });
      return saved(await myOfferOf(deps, row));
    } catch (error) {
      // A hash collision (2^-64 a pair) is retried with a new hash; nothing else is.
      if (attempt < 3 && pgErrorCode(error) === '23505' && pgConstraint(error)?.includes('hash')) continue;
      throw error;
    }
  }
}

/**
 * Replaces the owner's offer with the editor's input; the used part of an offer cap is kept. The used
 * part is in the offer's currency, so the currency cannot change once part of the cap is used.
 */
export async function editOffer(
  deps: OffersDeps,
  options: { userId: number; hash: string; input: OfferInput },
): Promise<OfferSaved> {
  const { db } = deps;
  const current = await ownOffer(db, options.userId, options.hash);
  await assertAllowed(db, options.userId, 'create-offer');
  const fields = resolveOfferInput(options.input, await offerReference(db), deps.rates);
  const used =
    current.offerCapAmount === null
      ? 0n
      : current.offerCapAmount - (current.offerCapRemaining ?? current.offerCapAmount);
  if (used > 0n && fields.fiatCurrencyId !== current.fiatCurrencyId) {
    throw offerError('ERROR_INPUT_VALIDATION', {
      hash: current.hash,
      area: 'general',
      field: 'fiat_currency_code',
      message: 'Part of the offer cap is used: the currency cannot change',
    });
  }
  if (options.input.offer_cap === undefined) {
    // A body without the cap leaves it as it is, with the part already used.
    fields.offerCapAmount = current.offerCapAmount;
    fields.offerCapRemaining = current.offerCapRemaining;
    fields.offerCapActive = current.offerCapActive;
    if (
      current.offerCapActive &&
      current.offerCapAmount !== null &&
      current.offerCapAmount < fields.rangeMin
    ) {
      throw offerError('ERROR_INPUT_VALIDATION', {
        hash: current.hash,
        area: 'limits',
        field: fields.amountType === 'predefined' ? 'predefined_amounts' : 'range_min',
        message: 'The minimum cannot be above the active offer cap',
      });
    }
  } else if (fields.offerCapAmount != null && current.offerCapAmount !== null) {
    fields.offerCapRemaining = remainingAfterUse(fields.offerCapAmount, used, current.hash);
  }
  const balances = await balancesOf(db, options.userId);
  const bondShort =
    fields.bondRequired === true &&
    balances[fields.coin as CryptoCode].bond < OFFER_BOND_AMOUNTS[fields.coin as CryptoCode];
  const row = await repo.updateOffer(db, current.id, {
    ...fields,
    isEnabled: current.isEnabled && !bondShort,
  });
  return saved(await myOfferOf(deps, row));
}

/**
 * The remaining part of a new cap: the part already used stays used (used = initial − remaining), so
 * a cap below it is refused rather than silently forgetting trades.
 */
export function remainingAfterUse(amount: bigint, used: bigint, hash: string): bigint {
  if (amount < used) {
    throw offerError('ERROR_INPUT_VALIDATION', {
      hash,
      area: 'limits',
      field: 'offer_cap.amount',
      message: 'The offer cap cannot be below the part already used',
    });
  }
  return amount - used;
}

/** The owner's offer with the editor's input as stored (to prefill the editor). */
export async function getOfferForEdit(
  deps: OffersDeps,
  options: { userId: number; hash: string },
): Promise<MyOfferEdit> {
  const row = await ownOffer(deps.db, options.userId, options.hash);
  const ctx = await readContext(deps);
  return {
    hash: row.hash,
    offer: await myOfferOf(deps, row),
    input: toOriginalData(row, ctx) as MyOfferEdit['input'],
  };
}

/** Soft delete: the offer disappears from every list; trades keep pointing at it. */
export async function deleteOffer(
  deps: OffersDeps,
  options: { userId: number; hash: string },
): Promise<{ hash: string; deleted: true }> {
  const row = await ownOffer(deps.db, options.userId, options.hash);
  await repo.updateOffer(deps.db, row.id, { deletedAt: new Date(), isEnabled: false });
  return { hash: row.hash, deleted: true };
}

// ---------------------------------------------------------------------------------------------------
// My offers

export async function listMyOffers(
  deps: OffersDeps,
  options: { userId: number; type?: 'buy' | 'sell'; now?: Date },
): Promise<{ data: MyOffersList; meta: MyOffersListMeta }> {
  const { db } = deps;
  const now = options.now ?? new Date();
  const ctx = await readContext(deps, now);
  const [rows, counts, balances, stickied] = await Promise.all([
    repo.listOwnerOffers(db, options.userId),
    repo.countOwnerOffers(db, options.userId),
    balancesOf(db, options.userId),
    repo.countStickied(db, options.userId, now),
  ]);
  const promoteAvailable = Math.max(0, PROMOTE_SLOTS - stickied);
  const linked = await repo.bankAccountIdsByOffer(
    db,
    rows.map((row) => row.id),
  );
  const all = await Promise.all(
    rows.map(async (row) => ({
      ...toMyOffer(row, {
        ...ctx,
        ...balances[row.coin as CryptoCode],
        promoteAvailable,
        bankAccountIds: linked.get(row.id) ?? [],
      }),
      giftCardsInStock: await giftCardsInStockOf(db, row),
    })),
  );
  const offers = options.type ? all.filter((offer) => offer.type === options.type) : all;

  let makeDeposit: MyOffersList['depositData']['makeDeposit'] = null;
  for (const offer of all) {
    if (!offer.depositInfo.bondRequired || !offer.depositInfo.isBondInsufficient) continue;
    const coin = offer.cryptoCurrencyCode;
    const missing = OFFER_BOND_AMOUNTS[coin] - balances[coin].bond;
    makeDeposit = { currencyCode: coin, missingAmount: formatAmount(missing, coinPrecisionOf(coin)) };
    break;
  }
  const anyBond = Object.values(balances).some((balance) => balance.bond > 0n);
  return {
    data: {
      offers,
      counts,
      messages: [],
      promoteTotal: PROMOTE_SLOTS,
      promoteAvailable,
      userPerks: [],
      depositData: { makeDeposit, isDepositEnabled: true, isWithdrawEnabled: anyBond },
      offerErrors: {},
      marginErrors: {},
      fixedPriceErrors: {},
      limitsErrors: {},
    },
    meta: {
      isNotSellActiveOffers: !all.some((offer) => offer.type === 'sell' && offer.isActive),
      isNotBuyActiveOffers: !all.some((offer) => offer.type === 'buy' && offer.isActive),
    },
  };
}

export function coinPrecisionOf(coin: CryptoCode): number {
  return CRYPTO_CURRENCIES.find((entry) => entry.code === coin)!.precision;
}

// ---------------------------------------------------------------------------------------------------
// The read side for other modules (view offer, listings)

/** The visitor facts of an offer view; null for anonymous visitors. */
export async function loadViewer(
  db: Executor,
  row: repo.OfferRow,
  viewerId: number | undefined,
  options: { isFavorite?: boolean } = {},
): Promise<OfferViewer | null> {
  if (viewerId === undefined) return null;
  const facts = await repo.findUserFacts(db, viewerId);
  if (!facts) return null;
  const [relations, balances, restrictions] = await Promise.all([
    repo.relationsBetween(db, row.ownerId, viewerId),
    balancesOf(db, viewerId),
    activeRestrictions(db, viewerId),
  ]);
  return {
    userId: viewerId,
    facts,
    available: balances[row.coin as CryptoCode]?.available ?? 0n,
    isFavorite: options.isFavorite ?? false,
    trustedByOwner: relations.some(
      (relation) => relation.userId === row.ownerId && relation.relation === 'trusted',
    ),
    blocked: relations.some((relation) => relation.relation === 'blocked'),
    restricted: forbiddenBy(restrictions, 'start-trade') !== undefined,
    completedTrades: 0,
  };
}

/**
 * The spec's "Offer (view)" of a live offer by hash for a visitor (anonymous when viewerId is
 * undefined); 404 when there is no such offer.
 */
export async function getOfferView(
  deps: OffersDeps,
  options: {
    hash: string;
    viewerId?: number;
    isFavorite?: boolean;
    sourceId?: OfferSourceId | null;
    now?: Date;
  },
): Promise<OfferView> {
  const row = await repo.findOfferByHash(deps.db, options.hash);
  if (!row) throw AppError.notFound('Offer');
  const ctx = await readContext(deps, options.now);
  const owner = await repo.findUserFacts(deps.db, row.ownerId);
  if (!owner) throw AppError.notFound('Offer');
  const balances = await balancesOf(deps.db, row.ownerId);
  const viewer = await loadViewer(deps.db, row, options.viewerId, { isFavorite: options.isFavorite });
  const view = toOfferView(row, {
    ...ctx,
    owner,
    ...balances[row.coin as CryptoCode],
    viewer,
    sourceId: options.sourceId ?? null,
  });
  // A gcc-auto offer has gift cards when its owner's inventory holds cards its trades may take.
  if (takesInventoryCard(row)) view.hasGiftCards = (await countCardsForOffer(deps.db, row)) > 0;
  return view;
}
