import { randomBytes } from 'node:crypto';
import {
  coinPrecision,
  cryptoForFiatMinor,
  DEFERRED_ESCROW_FUNDING_MINUTES,
  divideRoundHalfUp,
  parseAmount,
  parseDecimal,
  pow10,
  RATE_SCALE,
  formatAmount,
  blockedKycActions,
  isLevelName,
  isOnDuty,
  OFFER_BOND_AMOUNTS,
  requirementsForGroup,
  tradeFeeBps,
  tradeFeeMinor,
  type CryptoCode,
  type TradeStartInput,
  type TradeStartResult,
} from '@p2p/shared';
import type { Transaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  claimCardForTrade,
  GIFT_CARD_INFO_SHARED,
  takesInventoryCard,
} from '../gift-cards/gift-card-trades.service.js';
import { assertSameBookOf } from '../demo/demo-markets.js';
import { countryOfAddress } from '../access-rules/geo-ip.js';
import { idempotent, type IdempotentAnswer } from '../idempotency/idempotency.js';
import { limitsOf } from '../kyc/kyc.service.js';
import { lockEscrow } from '../ledger/ledger.service.js';
import * as offerSearch from '../offer-search/offer-search.repository.js';
import * as offersRepo from '../offers/offers.repository.js';
import { balancesOf, offerReference, pricingOf, type OfferRow } from '../offers/offers.service.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { activeRestrictionsOf, assertKindsAllow } from '../restrictions/restrictions.service.js';
import { appendTradeMessage } from '../trade-chat/trade-messages.repository.js';
import { resolveTradeAmounts } from './trade-amounts.js';
import { escrowRef, type TradeDeps } from './trade-deps.js';
import { priceChanged, pricesUnavailable, startRefused, tradeLimitError } from './trade-errors.js';
import * as repo from './trades.repository.js';

/** Unverified takers (no ID) may have this many open trades at once (trading.md §6). */
export const MAX_OPEN_TRADES_ID_NOT_VERIFIED = 2;

const ID_VERIFIED_LEVELS: readonly string[] = offerSearch.ID_VERIFIED_LEVELS;
const HIDING_RESTRICTIONS: readonly string[] = offerSearch.HIDING_RESTRICTIONS;

function newTradeHash(): string {
  // 8 random bytes are 11 URL-safe base64 characters, like offer hashes.
  return randomBytes(8).toString('base64url');
}

const usd = (cents: bigint) => formatAmount(cents, 2);

/**
 * The trade's value in US cents, counted against the verification limits: the fiat amount the buyer
 * pays, converted at the published rate of its currency (units per 1 USD), rounded half-up.
 */
export function usdCentsOf(
  deps: Pick<TradeDeps, 'rates'>,
  fiatMinor: bigint,
  fiatCode: string,
  fiatDigits: number,
) {
  if (fiatCode === 'USD') return fiatMinor;
  const perUsd = parseDecimal(deps.rates.fiatRate(fiatCode).usd, RATE_SCALE);
  if (perUsd <= 0n) return 0n;
  return divideRoundHalfUp(fiatMinor * pow10(2) * pow10(RATE_SCALE), perUsd * pow10(fiatDigits));
}

/** The offer is on the market: enabled, not blocked or penalized, its owner free to trade, on duty. */
async function assertOfferTradable(
  tx: Transaction,
  row: OfferRow,
  now: Date,
  ownerKinds: readonly string[],
): Promise<void> {
  if (row.isBlocked) throw startRefused('offer_is_blocked', 'This offer was blocked by a moderator');
  const penalized = row.penaltyUntil !== null && row.penaltyUntil.getTime() > now.getTime();
  if (!row.isEnabled || penalized || ownerKinds.some((kind) => HIDING_RESTRICTIONS.includes(kind))) {
    throw startRefused('offer_not_active', 'This offer is not active');
  }
  if (!isOnDuty(row.dutyHours, now, row.timezone)) {
    throw startRefused('offer_not_active', 'This offer is outside its trading hours', {
      reason: ['off_duty'],
    });
  }
  if (row.bondRequired) {
    const bond = (await balancesOf(tx, row.ownerId))[row.coin as CryptoCode]?.bond ?? 0n;
    if (bond < OFFER_BOND_AMOUNTS[row.coin as CryptoCode]) {
      throw startRefused('offer_not_active', 'This offer is not active', { reason: ['bond'] });
    }
  }
}

/** The checks about who the taker is towards this offer (the offer's blocking feature flags). */
async function assertTakerAllowed(
  tx: Transaction,
  row: OfferRow,
  takerId: number,
  taker: repo.TakerFacts,
  completedTrades: number,
): Promise<void> {
  const { ownerToTaker, takerToOwner } = await repo.relationsBetween(tx, row.ownerId, takerId);
  if (ownerToTaker === 'blocked' || takerToOwner === 'blocked') {
    throw startRefused('opponent_is_blocked', 'You cannot trade with this user');
  }
  if (row.trustedOnly && ownerToTaker !== 'trusted') {
    throw startRefused('trusted_user', 'This offer is for users the vendor trusts');
  }
  const iso = taker.countryIso;
  const inCountry = iso
    ? !row.countriesDenied.includes(iso) &&
      (row.countriesAllowed.length === 0 || row.countriesAllowed.includes(iso))
    : row.countriesAllowed.length === 0;
  if (!inCountry)
    throw startRefused('not_available_in_your_country', 'This offer is not available in your country');
  if (completedTrades < row.requireMinTrades) {
    throw startRefused(
      'minimum_required_trades',
      `This offer needs at least ${row.requireMinTrades} completed trades`,
    );
  }
  if (row.requireVerifiedId && !ID_VERIFIED_LEVELS.includes(taker.verificationLevel)) {
    throw startRefused('id_verification', 'This offer needs a verified ID');
  }
  if (row.requireFullName && taker.fullNameVisibilityType === 'hide') {
    throw startRefused(
      'full_name_visibility',
      'This offer needs your full name to be visible to your partner',
    );
  }
}

export interface StartTradeOptions {
  userId: number;
  input: TradeStartInput;
  idempotencyKey?: string;
  ip?: string | null;
  now?: Date;
}

/**
 * POST /rest/v1/trade/start: checks everything that may refuse the trade, then in one transaction
 * (the offer row locked, so its cap and its owner's balance are read once at a time) locks the escrow
 * and fee, inserts the trade and its requirements, writes the first system message and the events.
 */
export async function startTrade(
  deps: TradeDeps,
  options: StartTradeOptions,
): Promise<IdempotentAnswer<TradeStartResult>> {
  const { input, userId: takerId } = options;
  const reference = await offerReference(deps.db);
  return idempotent(
    deps.db,
    { userId: takerId, key: options.idempotencyKey, scope: 'trade.start', request: input },
    async (tx) => {
      const now = options.now ?? new Date();
      // Lock order of a start: the taker's user row, the offer owner's row (key share), the offer row,
      // then (in the ledger) the seller's accounts: users before offers, as promotion and bank account
      // links take them. The taker's row makes one taker's starts run one at a time, so the open-trade
      // count and the used volume below stay true.
      const taker = await repo.lockTaker(tx, takerId);
      if (!taker) throw AppError.unauthorized();
      const owner = await repo.keyShareOfferOwner(tx, input.offerHash);
      const row = await offersRepo.lockOfferByHash(tx, input.offerHash);
      // The taker's and the offer owner's restrictions in one read; the taker's are checked first.
      const restrictions = await activeRestrictionsOf(tx, row ? [takerId, row.ownerId] : [takerId]);
      assertKindsAllow(restrictions.get(takerId) ?? [], 'start-trade');
      if (!row) throw AppError.notFound('Offer');
      if (row.ownerId === takerId) throw startRefused('offer_owner', 'You cannot trade on your own offer');
      // Demo accounts trade only with demo vendors, with play money and no fee (decision 044).
      const demoTrade = assertSameBookOf(taker.isDemo, owner.isDemo);
      const takerBuys = row.type === 'sell';
      const level = isLevelName(taker.verificationLevel) ? taker.verificationLevel : 'L0';
      const kycAction = takerBuys ? 'start-trade-buy' : 'start-trade-sell';
      const blocked = blockedKycActions(level, {
        registrationGroup: taker.registrationGroup,
        idVerificationForced: taker.idVerificationForced,
      });
      if (blocked.includes(kycAction)) {
        throw startRefused('id_verification', 'Verify your account to start trades', {
          kycAction: [kycAction],
        });
      }
      await assertOfferTradable(tx, row, now, restrictions.get(row.ownerId) ?? []);
      const counts = await repo.tradeCountsOf(tx, takerId);
      const completedTrades = counts.completed;
      await assertTakerAllowed(tx, row, takerId, taker, completedTrades);

      const pricing = pricingOf(row, { rates: deps.rates, reference, now });
      if (pricing.pricePaused) throw pricesUnavailable();
      if (pricing.priceMinor <= 0n) throw startRefused('offer_not_active', 'This offer has no price now');
      const coin = pricing.coin;
      deps.assertTradingOpen?.(coin);
      const coinDigits = coinPrecision(coin);
      const { fiatMinor, cryptoMinor } = resolveTradeAmounts(input, row, {
        priceMinor: pricing.priceMinor,
        fiatDigits: pricing.fiatDigits,
        coinDigits,
      });
      const fiat = (value: bigint) => `${formatAmount(value, pricing.fiatDigits)} ${pricing.fiatCode}`;
      if (input.quotedAmount !== undefined) {
        // The taker confirmed a figure for the other side: a price that moved since makes it stale.
        const typedFiat = input.fiatAmount !== undefined;
        const digits = typedFiat ? coinDigits : pricing.fiatDigits;
        const quoted = parseAmount(input.quotedAmount, digits);
        const current = typedFiat ? cryptoMinor : fiatMinor;
        if (!quoted.ok || quoted.value !== current) {
          throw priceChanged(typedFiat ? `${formatAmount(current, coinDigits)} ${coin}` : fiat(current));
        }
      }

      // The offer cap: what is left of it bounds the trade; it is taken now and given back on cancel.
      const capActive = row.offerCapActive && row.offerCapAmount !== null;
      const capRemaining = row.offerCapRemaining ?? row.offerCapAmount ?? 0n;
      if (capActive && fiatMinor > capRemaining) {
        throw tradeLimitError('TradeLimit', `This offer can trade at most ${fiat(capRemaining)} more`);
      }

      const buyerId = takerBuys ? takerId : row.ownerId;
      const sellerId = takerBuys ? row.ownerId : takerId;
      if (
        row.newBuyerMaxAmount !== null &&
        fiatMinor > row.newBuyerMaxAmount &&
        (buyerId === takerId ? completedTrades : await repo.countCompletedTrades(tx, buyerId)) === 0
      ) {
        throw tradeLimitError(
          'NewBuyerTradeLimit',
          `Your first trade on this offer can be at most ${fiat(row.newBuyerMaxAmount)}`,
        );
      }

      const usdValueCents = usdCentsOf(deps, fiatMinor, pricing.fiatCode, pricing.fiatDigits);
      const limits = await limitsOf(tx, level);
      if (limits.perTradeUsdCents !== null && usdValueCents > limits.perTradeUsdCents) {
        throw tradeLimitError(
          'KycTradeLimit',
          `Your verification level allows trades up to ${usd(limits.perTradeUsdCents)} USD`,
          'max_per_trade_limit',
        );
      }
      if (limits.lifetimeUsdCents !== null) {
        const used = counts.usedUsdCents;
        if (used + usdValueCents > limits.lifetimeUsdCents) {
          const left = limits.lifetimeUsdCents > used ? limits.lifetimeUsdCents - used : 0n;
          throw tradeLimitError(
            'TradeLimit',
            `You have ${usd(left)} USD left of your verification level's trading limit`,
            'reached_daily_compliance_limit',
          );
        }
      }
      if (!ID_VERIFIED_LEVELS.includes(taker.verificationLevel)) {
        if (counts.open >= MAX_OPEN_TRADES_ID_NOT_VERIFIED) {
          throw tradeLimitError(
            'TradeLimit',
            `Verify your ID to have more than ${MAX_OPEN_TRADES_ID_NOT_VERIFIED} trades open at once`,
            'max_2_active_trades_id_not_verified',
          );
        }
      }

      const feeBps = demoTrade ? 0 : tradeFeeBps(row, deps.fees);
      const fee = tradeFeeMinor(cryptoMinor, feeBps);
      const deferred = row.type === 'sell' && row.flowType === 'lite';
      const hash = newTradeHash();
      // gcc-auto: a card of the vendor's inventory of this value is the payment; taken before the
      // ledger's accounts are locked (the offer row, then the card, then the accounts).
      const card = takesInventoryCard(row) ? await claimCardForTrade(tx, row, fiatMinor) : null;
      if (card === undefined) {
        throw startRefused('offer_not_active', `No ${fiat(fiatMinor)} gift card of this offer is in stock`, {
          reason: ['no_gift_cards'],
        });
      }
      if (!deferred) {
        try {
          await lockEscrow(tx, { ref: escrowRef(hash), sellerId, coin, amount: cryptoMinor, fee });
        } catch (error) {
          if (error instanceof AppError && error.code === 'ERROR_INSUFFICIENT_FUNDS') {
            const message = takerBuys
              ? "The vendor's balance cannot cover this amount now"
              : `Your balance cannot cover ${formatAmount(cryptoMinor + fee, coinDigits)} ${coin} (the amount and the fee)`;
            throw tradeLimitError('LowBalance', message);
          }
          throw error;
        }
      }

      const windowMinutes = deferred ? DEFERRED_ESCROW_FUNDING_MINUTES : row.paymentWindowMinutes;
      const trade = await repo.insertTrade(tx, {
        hash,
        offerId: row.id,
        offerType: row.type,
        vendorId: row.ownerId,
        takerId,
        buyerId,
        sellerId,
        coin,
        fiatCurrencyId: row.fiatCurrencyId,
        paymentMethodId: row.paymentMethodId,
        paymentMethodGroupId: row.paymentMethodGroupId,
        cryptoAmount: cryptoMinor,
        fiatAmount: fiatMinor,
        price: pricing.priceMinor,
        fee,
        feeBps,
        usdValueCents,
        status: deferred ? 'not_funded' : 'active_funded',
        deferredEscrow: deferred,
        offerCapTaken: capActive,
        flowType: row.flowType,
        paymentWindowMinutes: row.paymentWindowMinutes,
        paymentDetails: row.tradeDetails,
        offerTerms: row.offerTerms,
        takerIp: options.ip ?? null,
        // The owner is not in this request: their latest session's address, placed when the trade is read.
        vendorIp: repo.latestSessionIpSql(row.ownerId),
        takerIpCountry: await countryOfAddress(options.ip),
        startedAt: now,
        expiresAt: new Date(now.getTime() + windowMinutes * 60_000),
        fundedAt: deferred ? null : now,
        giftCardId: card?.id ?? null,
      });
      // A card from the inventory needs no photo or receipt from the vendor (the requirements come
      // back if the trade falls back to the manual flow).
      if (!card) await repo.insertRequirements(tx, trade.id, requirementsForGroup(row.paymentMethodGroupId));
      if (capActive) {
        await offersRepo.updateOffer(tx, row.id, { offerCapRemaining: capRemaining - fiatMinor });
      }
      await appendTradeMessage(tx, {
        tradeId: trade.id,
        authorId: null,
        kind: 'system',
        payload: { status: trade.status, event: 'started' },
      });
      if (card) {
        await appendTradeMessage(tx, {
          tradeId: trade.id,
          authorId: null,
          kind: 'system',
          payload: { status: trade.status, event: GIFT_CARD_INFO_SHARED, source: 'inventory' },
        });
      }
      await recordUserEvents(
        tx,
        [buyerId, sellerId].map((userId) => ({
          userId,
          type: 'trade.started',
          tradeHash: hash,
          payload: { status: trade.status, offerHash: row.hash, isVendor: userId === row.ownerId },
        })),
      );
      // The trade may have taken the offer off the market (its cap used up, or the vendor's balance
      // no longer covering the minimum): the owner hears of it with the trade, from the outbox.
      const offReason =
        capActive && capRemaining - fiatMinor < row.rangeMin
          ? 'cap_reached'
          : takerBuys &&
              !deferred &&
              (await balancesOf(tx, row.ownerId))[coin].available <
                cryptoForFiatMinor(row.rangeMin, pricing.priceMinor, coinDigits)
            ? 'balance'
            : null;
      if (offReason) {
        await recordUserEvents(tx, [
          {
            userId: row.ownerId,
            type: 'offer.disabled',
            payload: { offerHash: row.hash, reason: offReason },
          },
        ]);
      }
      return { status: 201, body: { tradeHash: hash } };
    },
  );
}
