import {
  bpsToPercent,
  formatAmount,
  OFFER_BOND_AMOUNTS,
  parseAmount,
  percentToBps,
  STAFF_ROLES,
  type CryptoCode,
  type MyOffer,
  type OfferAmountInput,
  type OfferCapUpdateInput,
  type OfferErrorArea,
  type ToggleAllOffersResult,
  type UserRole,
} from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';
import { assertNotOwnObject } from '../../lib/staff-guard.js';
import { recordAudit } from '../audit/audit.repository.js';
import { countCardsForOffer, takesInventoryCard } from '../gift-cards/gift-card-trades.service.js';
import { getKycSummary } from '../kyc/kyc.service.js';
import * as repo from './offers.repository.js';
import { OFFER_HASH_DETAIL } from './offer-errors.js';
import { availabilityOf, pricingOf, type OfferReadContext } from './offer-pricing.js';
import {
  assertLevelAllows,
  balancesOf,
  coinPrecisionOf,
  myOfferOf,
  offerError,
  ownOffer,
  readContext,
  remainingAfterUse,
  type OffersDeps,
} from './offers.service.js';

/**
 * What an owner changes on a live offer without the editor: the on/off switch (one or all), quick
 * edits of price and limits, the platform's escrow fee (staff), the penalty and the offer cap.
 */
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
  // The spec flags a gcc-auto buy offer without gift cards: it stays off until cards are in stock.
  if (takesInventoryCard(row) && (await countCardsForOffer(deps.db, row)) === 0) {
    return {
      code: 'ERROR_CONFLICT',
      message: 'Add gift cards of this brand and currency to your inventory first',
    };
  }
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
  assertNotOwnObject(options.userId, [row.ownerId], 'You cannot set the escrow fee of your own offer', {
    fields: ['general'],
    details: { [OFFER_HASH_DETAIL]: [row.hash] },
  });
  const bps = options.fee === null ? null : percentToBps(options.fee);
  // The fee is money policy: who changed it, on which offer, from what to what, in the same transaction.
  const updated = await deps.db.transaction(async (tx) => {
    const locked = (await repo.lockOfferByHash(tx, row.hash)) ?? row;
    const saved = await repo.updateOffer(tx, locked.id, { manualEscrowFeeBps: bps });
    await recordAudit(tx, {
      actorId: options.userId,
      action: 'offer.manual_escrow_fee',
      targetUserId: locked.ownerId,
      details: {
        offerId: locked.id,
        offerHash: locked.hash,
        oldFee: locked.manualEscrowFeeBps === null ? null : bpsToPercent(locked.manualEscrowFeeBps),
        newFee: bps === null ? null : bpsToPercent(bps),
      },
    });
    return saved;
  });
  return myOfferOf(deps, updated);
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
  return myOfferOf(
    deps,
    await repo.updateOffer(deps.db, row.id, {
      ...(limits ?? {}),
      offerCapAmount: amount,
      offerCapRemaining: remainingAfterUse(amount, used, row.hash),
      offerCapActive: options.input.offer_cap.active,
    }),
  );
}
