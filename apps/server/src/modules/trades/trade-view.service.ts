import { inArray } from 'drizzle-orm';
import {
  availableActions,
  coinPrecision,
  COMPLETED_TRADE_STATUSES,
  CRYPTO_CURRENCIES,
  bpsToPercent,
  formatAmount,
  lastSeenStatus,
  requirementsMet,
  tradeFlowStep,
  type CryptoCode,
  type DisputeReason,
  type TradeParty,
  type TradeRequirement,
  type TradeView,
} from '@p2p/shared';
import { countryName, countryOfAddress } from '../access-rules/geo-ip.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { tradeGiftCardOf } from '../gift-cards/gift-card-trades.service.js';
import { offerReference } from '../offers/offers.service.js';
import { isSwitchedOn } from '../two-factor/two-factor.service.js';
import { loadTradeForActor, type TradeActorRole, type TradeCaller, type TradeRow } from './trade-access.js';
import { guardStateOf } from './trade-actions.service.js';
import * as repo from './trades.repository.js';

type UserRow = typeof users.$inferSelect;

const ID_VERIFIED_LEVELS: readonly string[] = ['L2', 'L2+POA', 'L3', 'L4'];

/** The name a user shows to trade partners, as their full-name visibility allows; null when hidden. */
export function visibleFullName(user: Pick<UserRow, 'firstName' | 'lastName' | 'fullNameVisibilityType'>) {
  const first = user.firstName?.trim() ?? '';
  const last = user.lastName?.trim() ?? '';
  if (!first && !last) return null;
  switch (user.fullNameVisibilityType) {
    case 'full_name':
    case 'legal_entity':
    case 'business':
      return [first, last].filter(Boolean).join(' ');
    case 'first_name_and_initial':
      return last ? `${first} ${last[0]!.toUpperCase()}.`.trim() : first;
    default:
      return null;
  }
}

function partyView(user: UserRow, stats: repo.PartyStats, now: Date, ipCountry: string | null): TradeParty {
  const seen = lastSeenStatus(user.lastSeenAt, now);
  return {
    username: user.username,
    avatarUrl: user.avatarUrl,
    fullName: visibleFullName(user),
    // Where the party's address placed them when the trade started (bundled geo-IP data, decision 041).
    ipLocation: ipCountry ? { countryIso: ipCountry, countryName: countryName(ipCountry) } : null,
    lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
    lastSeen: { variant: seen.variant, text: seen.text, unit: seen.unit, count: seen.count },
    phone: { verified: user.phoneVerifiedAt !== null },
    feedback: { positive: stats.feedbackPositive, negative: stats.feedbackNegative },
    verification: {
      id: ID_VERIFIED_LEVELS.includes(user.verificationLevel),
      email: user.emailVerifiedAt !== null,
    },
    registered: user.createdAt.toISOString(),
    totalPartners: stats.totalPartners,
    totalTrades: stats.totalTrades,
    btcTraded: formatAmount(stats.btcTradedMinor, coinPrecision('BTC')),
    trustedCount: stats.trustedCount,
    blockedCount: stats.blockedCount,
  };
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The trade as `caller` (already known to be a party or staff) sees it. */
export async function toTradeView(
  db: Database,
  trade: TradeRow,
  caller: { userId: number; role: TradeActorRole },
  now = new Date(),
): Promise<TradeView> {
  const reference = await offerReference(db);
  // Only the seller is told whether their release asks for a code: nobody else needs the query.
  const [requirementRows, partyRows, offerRow, policyReads, stats, releaseSecondFactor, giftCard] =
    await Promise.all([
      repo.listRequirements(db, trade.id),
      db
        .select()
        .from(users)
        .where(inArray(users.id, [trade.buyerId, trade.sellerId])),
      repo.findOfferRef(db, trade.offerId),
      repo.listPolicyReads(db, trade.id, caller.userId),
      repo.partyStatsOf(db, [trade.buyerId, trade.sellerId]),
      caller.role === 'seller' ? isSwitchedOn(db, trade.sellerId, 'release') : false,
      tradeGiftCardOf(db, trade, caller.role),
    ]);
  const guards = guardStateOf(trade, requirementRows, now);
  const buyerRow = partyRows.find((row) => row.id === trade.buyerId)!;
  const sellerRow = partyRows.find((row) => row.id === trade.sellerId)!;
  const requirements: TradeRequirement[] = requirementRows.map((row) => ({
    requirementId: row.id,
    stage: row.stage as TradeRequirement['stage'],
    kind: row.kind as TradeRequirement['kind'],
    party: row.party === 'seller' ? 'seller' : 'buyer',
    status: row.status as TradeRequirement['status'],
    optional: row.optional,
  }));
  const beforeReveal = requirements.filter((row) => row.stage === 'before_reveal_payment_details');
  const beforePaid = requirements.filter((row) => row.stage === 'before_mark_as_paid');
  const isVendor = caller.userId === trade.vendorId;
  // The taker sees where to pay once the escrow holds the crypto (not before a deferred-escrow trade is
  // funded: paying then would be unprotected) and the before-reveal requirements are met.
  const revealed =
    caller.role === 'moderator' ||
    isVendor ||
    (trade.status !== 'not_funded' && requirementsMet(beforeReveal));
  const actions = availableActions(trade.status, caller.role, guards);
  const fiat = reference.fiatById(trade.fiatCurrencyId);
  const fiatDigits = fiat?.digits ?? 2;
  const coin = trade.coin as CryptoCode;
  const coinDigits = coinPrecision(coin);
  const method = reference.paymentMethod(trade.paymentMethodId);
  // The taker's country is placed at the start; the owner's address is kept then and placed here, so
  // that the start spends no statement on it (decision 041).
  const vendorIpCountry = trade.vendorIpCountry ?? (await countryOfAddress(trade.vendorIp));
  const ipCountryOf = (userId: number) =>
    userId === trade.takerId ? trade.takerIpCountry : userId === trade.vendorId ? vendorIpCountry : null;
  const buyer = partyView(buyerRow, stats.get(trade.buyerId)!, now, ipCountryOf(trade.buyerId));
  const seller = partyView(sellerRow, stats.get(trade.sellerId)!, now, ipCountryOf(trade.sellerId));
  const openedBy =
    trade.disputeOpenedBy === null ? null : partyRows.find((row) => row.id === trade.disputeOpenedBy);
  return {
    id: trade.hash,
    tradeHash: trade.hash,
    chatUrl: `/trade/${trade.hash}`,
    startedAt: trade.startedAt.toISOString(),
    expiresAt: trade.expiresAt.toISOString(),
    timerPausedAt: iso(trade.timerPausedAt),
    fundedAt: iso(trade.fundedAt),
    paidAt: iso(trade.paidAt),
    completedAt: iso(trade.completedAt),
    cancelledAt: iso(trade.cancelledAt),
    offer: {
      url: `/offer/${offerRow?.hash ?? ''}`,
      hash: offerRow?.hash ?? '',
      type: trade.offerType === 'buy' ? 'buy' : 'sell',
      flowType: trade.flowType as TradeView['offer']['flowType'],
      terms: trade.offerTerms,
    },
    isVendor,
    role: caller.role,
    buyer,
    seller,
    isOpponentsSameIp: trade.takerIp !== null && trade.takerIp === trade.vendorIp,
    paymentMethod: {
      id: trade.paymentMethodId,
      name: method?.name ?? '',
      slug: method?.slug ?? '',
      groupId: trade.paymentMethodGroupId,
    },
    status: trade.status,
    tradeCompleted: COMPLETED_TRADE_STATUSES.includes(trade.status),
    paymentDetails: revealed ? trade.paymentDetails : null,
    cryptoAmount: formatAmount(trade.cryptoAmount, coinDigits),
    fiatAmount: formatAmount(trade.fiatAmount, fiatDigits),
    fee: formatAmount(trade.fee, coinDigits),
    feePercent: bpsToPercent(trade.feeBps),
    currency: { code: fiat?.code ?? 'USD', precision: fiatDigits },
    fiatPricePerCrypto: formatAmount(trade.price, fiatDigits),
    cryptoCurrencyId: CRYPTO_CURRENCIES.find((entry) => entry.code === coin)?.id ?? 1,
    cryptoCurrencyCode: coin,
    deferredEscrow: trade.deferredEscrow,
    paymentWindowMinutes: trade.paymentWindowMinutes,
    dispute: {
      available: actions.includes('open_dispute'),
      availableAt: iso(trade.disputeAvailableAt),
      openedAt: iso(trade.disputeOpenedAt),
      openedBy: openedBy?.username ?? null,
      reasonId: (trade.disputeReasonId as DisputeReason | null) ?? null,
      reasonText: trade.disputeReasonText,
      settledAt: iso(trade.disputeSettledAt),
    },
    flow: {
      step: tradeFlowStep(trade.status, { paymentDetailsRevealed: revealed }),
      state: { beforeRevealPaymentDetails: beforeReveal, beforeMarkAsPaid: beforePaid },
    },
    isReleaseError: trade.releaseError,
    isStatusChangeError: trade.statusChangeError,
    actions,
    // Only the seller learns whether their release asks for a code: it is their security setting.
    releaseRequiresSecondFactor: caller.role === 'seller' && releaseSecondFactor,
    policyReads,
    giftCard,
  };
}

/** GET /rest/v1/trade/{id}: 401 for guests, 404 for anyone but the parties and staff. */
export async function getTradeView(
  db: Database,
  hash: string,
  caller: TradeCaller | undefined,
): Promise<TradeView> {
  const { trade, role } = await loadTradeForActor(db, hash, caller);
  return toTradeView(db, trade, { userId: caller!.userId, role });
}
