import { randomBytes } from 'node:crypto';
import {
  CRYPTO_CURRENCIES,
  forbiddenBy,
  formatAmount,
  OFFER_BOND_AMOUNTS,
  parseAmount,
  percentToBps,
  STAFF_ROLES,
  type CryptoCode,
  type FieldErrors,
  type MyOffer,
  type MyOfferEdit,
  type MyOffersList,
  type MyOffersListMeta,
  type OfferAmountInput,
  type OfferCapUpdateInput,
  type OfferErrorArea,
  type OfferInput,
  type OfferPinnedInfo,
  type OfferSaved,
  type OfferSourceId,
  type OfferView,
  type ToggleAllOffersResult,
  type UserRole,
} from '@p2p/shared';
import { pgConstraint, pgErrorCode, type Database, type Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { getKycSummary } from '../kyc/kyc.service.js';
import { userBalances } from '../ledger/ledger.repository.js';
import type { RatesService } from '../rates/rates.service.js';
import { activeRestrictions, assertAllowed } from '../restrictions/restrictions.service.js';
import { offerReference, type OfferReference } from './offers-reference.js';
import * as repo from './offers.repository.js';
import {
  availabilityOf,
  listingPosition,
  PROMOTE_SLOTS,
  pricingOf,
  toMyOffer,
  toOfferView,
  toOriginalData,
  toPinnedInfo,
  type OfferReadContext,
  type OfferViewer,
} from './offers.views.js';

export {
  toListingCard,
  toOfferView,
  toMyOffer,
  pricingOf,
  availabilityOf,
  type OfferReadContext,
  type OfferViewContext,
  type OfferOwnerContext,
  type OfferViewer,
} from './offers.views.js';
export { offerReference } from './offers-reference.js';
export type { OfferRow, OwnerFacts } from './offers.repository.js';

export interface OffersDeps {
  db: Database;
  rates: RatesService;
}

/** The details key that names the offer of a per-offer error (trading.md §8). */
export const OFFER_HASH_DETAIL = 'offerHash';

/**
 * An error about one offer: the message under its area (general, margin, fixedPrice, limits), the
 * field that caused it and the offer hash, so my offers can keep errors per offer and area.
 */
export function offerError(
  code: 'ERROR_INPUT_VALIDATION' | 'ERROR_FORBIDDEN' | 'ERROR_CONFLICT' | 'ERROR_INSUFFICIENT_FUNDS',
  options: { hash: string; area: OfferErrorArea; message: string; field?: string },
): AppError {
  const details: FieldErrors = { [options.area]: [options.message], [OFFER_HASH_DETAIL]: [options.hash] };
  if (options.field) details[options.field] = [options.message];
  return new AppError(code, options.message, details);
}

export async function readContext(deps: OffersDeps, now = new Date()): Promise<OfferReadContext> {
  return { rates: deps.rates, reference: await offerReference(deps.db), now };
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
// Input → columns

function fiatMinor(value: string, digits: number, field: string, errors: FieldErrors): bigint {
  const parsed = parseAmount(value, digits);
  if (parsed.ok) return parsed.value;
  const message =
    parsed.error === 'precision'
      ? `Use at most ${digits} decimals for this currency`
      : 'Enter a valid amount';
  (errors[field] ??= []).push(message);
  return 0n;
}

/**
 * Resolves the editor's input against reference data and the currency's digits: unknown payment
 * method, currency, tags, countries or card regions are a 400 on their field.
 */
export function resolveOfferInput(
  input: OfferInput,
  reference: OfferReference,
  rates: RatesService,
): repo.OfferFields {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);

  const fiatRow = reference.fiatByCode(input.fiat_currency_code);
  if (!fiatRow) fail('fiat_currency_code', `Unknown fiat currency: ${input.fiat_currency_code}`);
  else if (!rates.hasCurrency(fiatRow.code)) {
    fail('fiat_currency_code', `${fiatRow.code} has no market rate yet; choose another currency`);
  }
  const digits =
    fiatRow && rates.hasCurrency(fiatRow.code) ? rates.fiatPrecision(fiatRow.code) : (fiatRow?.digits ?? 2);

  const methodKey = input.payment_method_slug ?? input.payment_method_id;
  const method = methodKey === undefined ? undefined : reference.paymentMethod(methodKey);
  if (!method) {
    fail(
      input.payment_method_slug !== undefined ? 'payment_method_slug' : 'payment_method_id',
      `Unknown payment method: ${String(methodKey)}`,
    );
  } else if (
    input.payment_method_slug !== undefined &&
    input.payment_method_id !== undefined &&
    method.id !== input.payment_method_id
  ) {
    fail('payment_method_id', 'The payment method id and slug name different methods');
  }

  const tagIds: number[] = [];
  input.tags.forEach((slug, index) => {
    const tag = reference.tagBySlug(slug);
    if (tag) tagIds.push(tag.id);
    else fail(`tags.${index}`, `Unknown tag: ${slug}`);
  });
  for (const field of ['countries_allowed', 'countries_denied'] as const) {
    input[field].forEach((iso, index) => {
      if (!reference.countryByIso(iso)) fail(`${field}.${index}`, `Unknown country: ${iso}`);
    });
  }
  input.card_regions.forEach((id, index) => {
    if (!reference.countryById(id)) fail(`card_regions.${index}`, `Unknown card region: ${id}`);
  });
  if (input.bin_codes.length > 0 && method && !method.isBinCodeEnabled) {
    fail('bin_codes', `${method.name} does not take BIN codes`);
  }

  let rangeMin = 0n;
  let rangeMax = 0n;
  let predefined: string[] = [];
  if (input.amount_type === 'min_max') {
    rangeMin = fiatMinor(input.range_min!, digits, 'range_min', errors);
    rangeMax = fiatMinor(input.range_max!, digits, 'range_max', errors);
  } else {
    const amounts = input.predefined_amounts!.map((value, index) =>
      fiatMinor(value, digits, `predefined_amounts.${index}`, errors),
    );
    const sorted = [...amounts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    rangeMin = sorted[0] ?? 0n;
    rangeMax = sorted.at(-1) ?? 0n;
    predefined = sorted.map(String);
  }
  const fixedPrice =
    input.price_type === 'fixed' ? fiatMinor(input.fixed_price!, digits, 'fixed_price', errors) : null;
  const newBuyerMax =
    input.new_buyer_max_amount == null
      ? null
      : fiatMinor(input.new_buyer_max_amount, digits, 'new_buyer_max_amount', errors);
  const capAmount = input.offer_cap
    ? fiatMinor(input.offer_cap.amount, digits, 'offer_cap.amount', errors)
    : null;

  if (Object.keys(errors).length > 0) {
    throw new AppError('ERROR_INPUT_VALIDATION', 'The offer has invalid fields', errors);
  }
  return {
    type: input.type,
    coin: input.crypto_currency_code,
    fiatCurrencyId: fiatRow!.id,
    paymentMethodId: method!.id,
    paymentMethodGroupId: method!.groupId,
    priceType: input.price_type,
    // A fixed offer keeps the margin it would have had at 0 so that switching back is predictable.
    marginBps: input.price_type === 'margin' ? percentToBps(input.margin!) : 0,
    fixedPrice,
    amountType: input.amount_type,
    rangeMin,
    rangeMax,
    predefinedAmounts: predefined,
    newBuyerMaxAmount: newBuyerMax,
    offerTerms: input.offer_terms,
    tradeDetails: input.trade_details,
    tagIds,
    paymentWindowMinutes: input.payment_window_minutes,
    requireVerifiedId: input.require_verified_id,
    requireMinTrades: input.require_min_trades,
    trustedOnly: input.trusted_only,
    requireFullName: input.require_full_name,
    countriesAllowed: input.countries_allowed,
    countriesDenied: input.countries_denied,
    dutyHours: input.duty_hours,
    timezone: input.timezone,
    offerCapAmount: capAmount,
    offerCapRemaining: capAmount,
    offerCapActive: input.offer_cap?.active ?? false,
    flowType: input.flow_type,
    binCodes: input.bin_codes,
    cardRegionIds: input.card_regions,
    bondRequired: input.bond_required,
    section: input.section,
  };
}

// ---------------------------------------------------------------------------------------------------
// Access

/** The caller's live offer by hash; anyone but the owner gets the same 404 as for no offer. */
async function ownOffer(db: Executor, userId: number, hash: string): Promise<repo.OfferRow> {
  const row = await repo.findOfferByHash(db, hash);
  if (!row || row.ownerId !== userId) throw AppError.notFound('Offer');
  return row;
}

async function assertLevelAllows(db: Executor, userId: number, action: 'create-offer' | 'activate-offer') {
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

async function myOfferOf(deps: OffersDeps, row: repo.OfferRow, now = new Date()): Promise<MyOffer> {
  const ctx = await readContext(deps, now);
  const balances = await balancesOf(deps.db, row.ownerId);
  const stickied = await repo.countStickied(deps.db, row.ownerId);
  return toMyOffer(row, {
    ...ctx,
    ...balances[row.coin as CryptoCode],
    promoteAvailable: Math.max(0, PROMOTE_SLOTS - stickied),
  });
}

function saved(offer: MyOffer): OfferSaved {
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
  for (let attempt = 0; ; attempt += 1) {
    try {
      const row = await repo.insertOffer(db, {
        ...fields,
        hash: newHash(),
        ownerId: options.userId,
        isEnabled: !bondShort,
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
  if (fields.offerCapAmount != null && current.offerCapAmount !== null) {
    const remaining = fields.offerCapAmount - used;
    fields.offerCapRemaining = remaining > 0n ? remaining : 0n;
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
    repo.countStickied(db, options.userId),
  ]);
  const promoteAvailable = Math.max(0, PROMOTE_SLOTS - stickied);
  const all = rows.map((row) =>
    toMyOffer(row, {
      ...ctx,
      ...balances[row.coin as CryptoCode],
      promoteAvailable,
    }),
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

function coinPrecisionOf(coin: CryptoCode): number {
  return CRYPTO_CURRENCIES.find((entry) => entry.code === coin)!.precision;
}

export async function getPinnedInfo(
  deps: OffersDeps,
  options: { userId: number; hash: string },
): Promise<OfferPinnedInfo> {
  const row = await ownOffer(deps.db, options.userId, options.hash);
  const stickied = await repo.countStickied(deps.db, options.userId);
  const position = listingPosition(row, await repo.listingCompetitors(deps.db, row), await readContext(deps));
  return toPinnedInfo(row, Math.max(0, PROMOTE_SLOTS - stickied), position);
}

/** Promotes an offer to the top of its listing, using one of the owner's promote slots. */
export async function promoteOffer(
  deps: OffersDeps,
  options: { userId: number; hash: string },
): Promise<MyOffer> {
  const row = await ownOffer(deps.db, options.userId, options.hash);
  if (row.isStickied) return myOfferOf(deps, row);
  // Two promotions at once must not both take the last slot: count and set under the owner's lock.
  const promoted = await deps.db.transaction(async (tx) => {
    await repo.lockOwner(tx, options.userId);
    const stickied = await repo.countStickied(tx, options.userId);
    if (stickied >= PROMOTE_SLOTS) {
      throw offerError('ERROR_CONFLICT', {
        hash: row.hash,
        area: 'general',
        message: `All ${PROMOTE_SLOTS} promotions are in use; stop promoting another offer first`,
      });
    }
    return repo.updateOffer(tx, row.id, { isStickied: true });
  });
  return myOfferOf(deps, promoted);
}

// ---------------------------------------------------------------------------------------------------
// Status

/** Why an offer cannot be switched on now, or undefined when it can. */
async function activationRefusal(
  deps: OffersDeps,
  row: repo.OfferRow,
  balances: Record<CryptoCode, { available: bigint; bond: bigint }>,
  now: Date,
): Promise<
  { code: 'ERROR_FORBIDDEN' | 'ERROR_CONFLICT' | 'ERROR_INSUFFICIENT_FUNDS'; message: string } | undefined
> {
  if (row.isBlocked) return { code: 'ERROR_FORBIDDEN', message: 'The offer was blocked by a moderator' };
  if (row.penaltyUntil && row.penaltyUntil.getTime() > now.getTime()) {
    return { code: 'ERROR_CONFLICT', message: 'The offer is paused by a penalty; reset the penalty first' };
  }
  const coin = row.coin as CryptoCode;
  const pricing = pricingOf(row, await readContext(deps, now));
  const availability = availabilityOf(row, pricing, balances[coin], now);
  if (availability.isBondInsufficient) {
    const missing = OFFER_BOND_AMOUNTS[coin] - balances[coin].bond;
    return {
      code: 'ERROR_INSUFFICIENT_FUNDS',
      message: `Deposit the ${coin} bond first: ${formatAmount(missing, coinPrecisionOf(coin))} ${coin} missing`,
    };
  }
  return undefined;
}

/** Switches the owner's offer on or off. Switching on needs the level, no penalty and the bond. */
export async function setOfferStatus(
  deps: OffersDeps,
  options: { userId: number; hash: string; enabled: boolean; now?: Date },
): Promise<MyOffer> {
  const now = options.now ?? new Date();
  const row = await ownOffer(deps.db, options.userId, options.hash);
  if (options.enabled) {
    const summary = await getKycSummary(deps.db, options.userId);
    if (summary.blockedKycActions.includes('activate-offer')) {
      throw offerError('ERROR_FORBIDDEN', {
        hash: row.hash,
        area: 'general',
        message: 'Verify your account to turn offers on',
      });
    }
    const refusal = await activationRefusal(deps, row, await balancesOf(deps.db, options.userId), now);
    if (refusal)
      throw offerError(refusal.code, { hash: row.hash, area: 'general', message: refusal.message });
  }
  return myOfferOf(deps, await repo.updateOffer(deps.db, row.id, { isEnabled: options.enabled }), now);
}

/** Switches all the owner's offers (of one side, or both) on or off; offers that cannot go on stay off. */
export async function toggleAllOffers(
  deps: OffersDeps,
  options: { userId: number; enabled: boolean; type?: 'buy' | 'sell'; now?: Date },
): Promise<ToggleAllOffersResult> {
  const now = options.now ?? new Date();
  if (options.enabled) await assertLevelAllows(deps.db, options.userId, 'activate-offer');
  const rows = await repo.listOwnerOffers(deps.db, options.userId, options.type);
  const balances = await balancesOf(deps.db, options.userId);
  const changed: string[] = [];
  const refused: Record<string, string[]> = {};
  for (const row of rows) {
    if (row.isEnabled === options.enabled) continue;
    const refusal = options.enabled ? await activationRefusal(deps, row, balances, now) : undefined;
    if (refusal) {
      refused[row.hash] = [refusal.message];
      continue;
    }
    await repo.updateOffer(deps.db, row.id, { isEnabled: options.enabled });
    changed.push(row.hash);
  }
  return { changed, refused };
}

// ---------------------------------------------------------------------------------------------------
// Quick edits

function digitsOf(ctx: OfferReadContext, row: repo.OfferRow): number {
  return pricingOf(row, ctx).fiatDigits;
}

function quickAmount(
  value: string,
  digits: number,
  options: { hash: string; area: OfferErrorArea; field: string },
): bigint {
  const parsed = parseAmount(value, digits);
  if (parsed.ok) return parsed.value;
  throw offerError('ERROR_INPUT_VALIDATION', {
    ...options,
    message:
      parsed.error === 'precision'
        ? `Use at most ${digits} decimals for this currency`
        : 'Enter a valid amount',
  });
}

export async function updateMargin(
  deps: OffersDeps,
  options: { userId: number; hash: string; margin: string },
): Promise<MyOffer> {
  const row = await ownOffer(deps.db, options.userId, options.hash);
  if (row.priceType !== 'margin') {
    throw offerError('ERROR_INPUT_VALIDATION', {
      hash: row.hash,
      area: 'margin',
      field: 'new_margin',
      message: 'This offer has a fixed price: edit the price instead',
    });
  }
  const updated = await repo.updateOffer(deps.db, row.id, { marginBps: percentToBps(options.margin) });
  return myOfferOf(deps, updated);
}

export async function updateFixedPrice(
  deps: OffersDeps,
  options: { userId: number; hash: string; fixedPrice: string },
): Promise<MyOffer> {
  const row = await ownOffer(deps.db, options.userId, options.hash);
  const target = { hash: row.hash, area: 'fixedPrice' as const, field: 'new_fixed_price' };
  if (row.priceType !== 'fixed') {
    throw offerError('ERROR_INPUT_VALIDATION', {
      ...target,
      message: 'This offer follows the market with a margin: edit the margin instead',
    });
  }
  const ctx = await readContext(deps);
  const price = quickAmount(options.fixedPrice, digitsOf(ctx, row), target);
  return myOfferOf(deps, await repo.updateOffer(deps.db, row.id, { fixedPrice: price }));
}

/** New limits of an offer: a range, or predefined amounts; checked against the cap and new-buyer max. */
function resolveLimits(
  row: repo.OfferRow,
  input: { range_min?: string; range_max?: string; predefined_amount?: string[] },
  digits: number,
): Pick<repo.OfferRow, 'amountType' | 'rangeMin' | 'rangeMax' | 'predefinedAmounts'> | undefined {
  const base = { hash: row.hash, area: 'limits' as const };
  if (input.predefined_amount !== undefined) {
    if (input.predefined_amount.length === 0) {
      throw offerError('ERROR_INPUT_VALIDATION', {
        ...base,
        field: 'predefined_amount',
        message: 'Enter at least one amount',
      });
    }
    const amounts = input.predefined_amount
      .map((value, index) => quickAmount(value, digits, { ...base, field: `predefined_amount.${index}` }))
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (new Set(amounts).size !== amounts.length) {
      throw offerError('ERROR_INPUT_VALIDATION', {
        ...base,
        field: 'predefined_amount',
        message: 'Each amount only once',
      });
    }
    return {
      amountType: 'predefined',
      rangeMin: amounts[0]!,
      rangeMax: amounts.at(-1)!,
      predefinedAmounts: amounts.map(String),
    };
  }
  if (input.range_min === undefined && input.range_max === undefined) return undefined;
  const rangeMin =
    input.range_min === undefined
      ? row.rangeMin
      : quickAmount(input.range_min, digits, { ...base, field: 'range_min' });
  const rangeMax =
    input.range_max === undefined
      ? row.rangeMax
      : quickAmount(input.range_max, digits, { ...base, field: 'range_max' });
  if (rangeMax < rangeMin) {
    throw offerError('ERROR_INPUT_VALIDATION', {
      ...base,
      field: 'range_max',
      message: 'The maximum must be at least the minimum',
    });
  }
  return { amountType: 'min_max', rangeMin, rangeMax, predefinedAmounts: [] };
}

/** The new limits must still allow the offer's new-buyer maximum (updateAmount and updateOfferCap). */
function checkNewBuyerMax(
  row: repo.OfferRow,
  limits: Pick<repo.OfferRow, 'amountType' | 'rangeMax'>,
  digits: number,
): void {
  if (row.newBuyerMaxAmount !== null && row.newBuyerMaxAmount > limits.rangeMax) {
    throw offerError('ERROR_INPUT_VALIDATION', {
      hash: row.hash,
      area: 'limits',
      field: limits.amountType === 'predefined' ? 'predefined_amount' : 'range_max',
      message: `The maximum cannot be below the new-buyer maximum (${formatAmount(row.newBuyerMaxAmount, digits)})`,
    });
  }
}

export async function updateAmount(
  deps: OffersDeps,
  options: { userId: number; hash: string; input: OfferAmountInput },
): Promise<MyOffer> {
  const row = await ownOffer(deps.db, options.userId, options.hash);
  const ctx = await readContext(deps);
  const digits = digitsOf(ctx, row);
  const limits = resolveLimits(row, options.input, digits)!;
  checkNewBuyerMax(row, limits, digits);
  if (row.offerCapActive && row.offerCapAmount !== null && row.offerCapAmount < limits.rangeMin) {
    throw offerError('ERROR_INPUT_VALIDATION', {
      hash: row.hash,
      area: 'limits',
      field: limits.amountType === 'predefined' ? 'predefined_amount' : 'range_min',
      message: `The minimum cannot be above the active offer cap (${formatAmount(row.offerCapAmount, digits)})`,
    });
  }
  return myOfferOf(deps, await repo.updateOffer(deps.db, row.id, limits));
}

/** Staff set the platform's escrow fee of an offer (percent, null for the default). */
export async function updateManualEscrowFee(
  deps: OffersDeps,
  options: { userId: number; role: UserRole; hash: string; fee: string | null },
): Promise<MyOffer> {
  const row = await repo.findOfferByHash(deps.db, options.hash);
  const isStaff = (STAFF_ROLES as readonly string[]).includes(options.role);
  if (!row || (!isStaff && row.ownerId !== options.userId)) throw AppError.notFound('Offer');
  if (!isStaff) {
    throw offerError('ERROR_FORBIDDEN', {
      hash: row.hash,
      area: 'general',
      message: 'Only staff may set the escrow fee of an offer',
    });
  }
  const bps = options.fee === null ? null : percentToBps(options.fee);
  return myOfferOf(deps, await repo.updateOffer(deps.db, row.id, { manualEscrowFeeBps: bps }));
}

/** Lifts a system penalty so the owner can switch the offer on again. */
export async function resetPenalty(
  deps: OffersDeps,
  options: { userId: number; hash: string },
): Promise<MyOffer> {
  const row = await ownOffer(deps.db, options.userId, options.hash);
  return myOfferOf(deps, await repo.updateOffer(deps.db, row.id, { penaltyUntil: null }));
}

/**
 * Sets the offer cap (and optionally the limits). The used part (initial − remaining) is kept; a
 * cap below the minimum is refused with the cap and the current rate in the message.
 */
export async function updateOfferCap(
  deps: OffersDeps,
  options: { userId: number; hash: string; input: OfferCapUpdateInput },
): Promise<MyOffer> {
  const row = await ownOffer(deps.db, options.userId, options.hash);
  const ctx = await readContext(deps);
  const pricing = pricingOf(row, ctx);
  const digits = pricing.fiatDigits;
  const limits = resolveLimits(row, options.input, digits);
  if (limits) checkNewBuyerMax(row, limits, digits);
  const amount = quickAmount(options.input.offer_cap.amount, digits, {
    hash: row.hash,
    area: 'limits',
    field: 'offer_cap.amount',
  });
  const rangeMin = limits?.rangeMin ?? row.rangeMin;
  if (options.input.offer_cap.active && amount < rangeMin) {
    throw offerError('ERROR_INPUT_VALIDATION', {
      hash: row.hash,
      area: 'limits',
      field: 'offer_cap.amount',
      message:
        `The cap ${formatAmount(amount, digits)} ${pricing.fiatCode} is below the minimum ` +
        `${formatAmount(rangeMin, digits)} ${pricing.fiatCode} (rate ${formatAmount(pricing.priceMinor, digits)} ${pricing.fiatCode})`,
    });
  }
  const used =
    row.offerCapAmount === null ? 0n : row.offerCapAmount - (row.offerCapRemaining ?? row.offerCapAmount);
  const remaining = amount - used;
  return myOfferOf(
    deps,
    await repo.updateOffer(deps.db, row.id, {
      ...(limits ?? {}),
      offerCapAmount: amount,
      offerCapRemaining: remaining > 0n ? remaining : 0n,
      offerCapActive: options.input.offer_cap.active,
    }),
  );
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
  return toOfferView(row, {
    ...ctx,
    owner,
    ...balances[row.coin as CryptoCode],
    viewer,
    sourceId: options.sourceId ?? null,
  });
}
