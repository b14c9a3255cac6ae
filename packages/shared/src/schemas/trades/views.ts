// Trades contract: the trade view (GET /rest/v1/trade/{id}), camelCase as every answer.
import { z } from 'zod';
import { tradeGiftCardSchema } from '../gift-cards.js';
import { DISPUTE_REASONS } from '../../enums.js';
import { TRADE_ACTIONS, TRADE_ROW_STATUSES } from '../../domain/trade-machine.js';
import { OFFER_FLOW_TYPES, OFFER_TYPES } from '../offers/enums.js';
import { cryptoCodeSchema } from '../wallet.js';
import {
  TRADE_FLOW_STEPS,
  TRADE_REQUIREMENT_KINDS,
  TRADE_REQUIREMENT_STAGES,
  TRADE_REQUIREMENT_STATUSES,
  TRADE_VIEWER_ROLES,
} from './enums.js';

const decimal = z.string().describe('A decimal number as a string');

/** A party of the trade with the public figures the trade page shows. */
export const tradePartySchema = z.object({
  username: z.string(),
  avatarUrl: z.string().nullable(),
  /** Shown as the user's full-name visibility setting allows; null when hidden. */
  fullName: z.string().nullable(),
  /** The country the party's IP address was in when the trade started (ISO code), when known. */
  ipLocation: z.object({ countryIso: z.string(), countryName: z.string() }).nullable(),
  lastSeenAt: z.string().nullable(),
  lastSeen: z.object({
    variant: z.enum(['success', 'warning', 'default']),
    text: z.string(),
    unit: z.enum(['minute', 'hour', 'day', 'week']).nullable(),
    count: z.number().int().nullable(),
  }),
  /** Whether the phone is verified; never the number. */
  phone: z.object({ verified: z.boolean() }),
  feedback: z.object({ positive: z.number().int(), negative: z.number().int() }),
  verification: z.object({ id: z.boolean(), email: z.boolean() }),
  /** Registration time (ISO). */
  registered: z.string(),
  totalPartners: z.number().int(),
  /** Completed trades. */
  totalTrades: z.number().int(),
  /** BTC moved in completed trades, decimal BTC. */
  btcTraded: decimal,
  trustedCount: z.number().int(),
  blockedCount: z.number().int(),
});
export type TradeParty = z.infer<typeof tradePartySchema>;

/** A requirement of the trade's flow (the spec's requirement attachment). */
export const tradeRequirementSchema = z.object({
  requirementId: z.number().int(),
  stage: z.enum(TRADE_REQUIREMENT_STAGES),
  kind: z.enum(TRADE_REQUIREMENT_KINDS),
  /** Who provides it. */
  party: z.enum(['buyer', 'seller']),
  status: z.enum(TRADE_REQUIREMENT_STATUSES),
  optional: z.boolean(),
});
export type TradeRequirement = z.infer<typeof tradeRequirementSchema>;

export const tradeFlowSchema = z.object({
  step: z.enum(TRADE_FLOW_STEPS),
  state: z.object({
    beforeRevealPaymentDetails: z.array(tradeRequirementSchema),
    beforeMarkAsPaid: z.array(tradeRequirementSchema),
  }),
});
export type TradeFlow = z.infer<typeof tradeFlowSchema>;

export const tradeDisputeStateSchema = z.object({
  /** The caller may open a dispute now (the status allows it and availableAt has passed). */
  available: z.boolean(),
  /** When a dispute becomes available (paid + the operator's delay); null before paid. */
  availableAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  /** Username of the party who opened it. */
  openedBy: z.string().nullable(),
  reasonId: z.enum(DISPUTE_REASONS).nullable(),
  reasonText: z.string().nullable(),
  settledAt: z.string().nullable(),
});
export type TradeDisputeState = z.infer<typeof tradeDisputeStateSchema>;

/** GET /rest/v1/trade/{id}: the spec's Trade, for the buyer, the seller or a moderator. */
export const tradeViewSchema = z.object({
  /** The trade hash (the public id). */
  id: z.string(),
  tradeHash: z.string(),
  /** The trade page, where the chat is: /trade/{hash}. */
  chatUrl: z.string(),
  startedAt: z.string(),
  expiresAt: z.string(),
  /** Set while an operator's trading halt pauses the trade's timers (decision 036). */
  timerPausedAt: z.string().nullable().optional(),
  fundedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  offer: z.object({
    /** The offer page: /offer/{hash}. */
    url: z.string(),
    hash: z.string(),
    /** The offer owner's side. */
    type: z.enum(OFFER_TYPES),
    flowType: z.enum(OFFER_FLOW_TYPES),
    terms: z.string(),
  }),
  /** The caller owns the offer. */
  isVendor: z.boolean(),
  /** Who the caller is in this trade. */
  role: z.enum(TRADE_VIEWER_ROLES),
  buyer: tradePartySchema,
  seller: tradePartySchema,
  /** Both parties used the same IP address when the trade started (shown to moderators and parties). */
  isOpponentsSameIp: z.boolean(),
  paymentMethod: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    groupId: z.number().int(),
  }),
  status: z.enum(TRADE_ROW_STATUSES),
  /** Released or won by the buyer in a dispute. */
  tradeCompleted: z.boolean(),
  /** The offer's trade details; null while before-reveal requirements are not met. */
  paymentDetails: z.string().nullable(),
  /** Coin amount the buyer receives. */
  cryptoAmount: decimal,
  fiatAmount: decimal,
  /** Escrow fee the seller pays on top of cryptoAmount (coin). */
  fee: decimal,
  /** The fee rate, percent ("0.5"). */
  feePercent: decimal,
  currency: z.object({ code: z.string(), precision: z.number().int() }),
  /** Fiat per one whole coin, fixed when the trade started. */
  fiatPricePerCrypto: decimal,
  cryptoCurrencyId: z.number().int(),
  cryptoCurrencyCode: cryptoCodeSchema,
  deferredEscrow: z.boolean(),
  paymentWindowMinutes: z.number().int(),
  dispute: tradeDisputeStateSchema,
  flow: tradeFlowSchema,
  /** A release failed for a reason other than bad input; cleared by the next successful transition. */
  isReleaseError: z.boolean(),
  /** A status change (paid, cancel, dispute, fund) failed for a reason other than bad input; cleared likewise. */
  isStatusChangeError: z.boolean(),
  /** What the caller may do now (availableActions of the state machine). */
  actions: z.array(z.enum(TRADE_ACTIONS)),
  /** The seller enabled two-factor for release: the release body needs two_factor_code. */
  releaseRequiresSecondFactor: z.boolean(),
  /** Policy URLs the caller confirmed reading (policy-read). */
  policyReads: z.array(z.string()),
  /** The gift card of a gift-card trade (never its code: POST .../gift-card/reveal), or null. */
  giftCard: tradeGiftCardSchema.nullable(),
});
export type TradeView = z.infer<typeof tradeViewSchema>;
