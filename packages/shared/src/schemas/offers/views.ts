// Offers contract: Views (answers; camelCase as every answer).
import { z } from 'zod';
import { BADGES } from '../../enums.js';
import { LIST_PAGE_SIZE } from '../../constants.js';
import { cryptoCodeSchema } from '../wallet.js';
import {
  OFFER_AMOUNT_TYPES,
  OFFER_CHANGE_REASONS,
  OFFER_FEATURE_FLAGS,
  OFFER_FLOW_TYPES,
  OFFER_PRICE_TYPES,
  OFFER_REPORT_REASONS,
  OFFER_SECTIONS,
  OFFER_STATUSES,
  OFFER_TYPES,
} from './enums.js';
import type { OfferInput } from './input.js';
import { OFFER_SOURCE_IDS } from './query-helpers.js';

const decimal = z.string().describe('A decimal number as a string');

export const offerPaymentMethodRefSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  isBinCodeEnabled: z.boolean(),
});
export const offerTagRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type OfferTagRef = z.infer<typeof offerTagRefSchema>;

/** A merged duty range: one or two per day (duty-hours.ts). */
export const dutyRangeSchema = z.object({
  day: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  active: z.boolean(),
});
export type DutyRange = z.infer<typeof dutyRangeSchema>;

export const offerCapViewSchema = z.object({
  /** Fiat. Used = initialValue − remainingValue. */
  initialValue: decimal,
  remainingValue: decimal,
  active: z.boolean(),
});
export type OfferCapView = z.infer<typeof offerCapViewSchema>;

/** The owner as a listing card and the view offer page show them. */
export const offerOwnerSchema = z.object({
  username: z.string(),
  avatarUrl: z.string().nullable(),
  /** online, recently (seen within the hour) or offline. */
  status: z.enum(['online', 'recently', 'offline']),
  lastSeenAt: z.string().nullable(),
  feedback: z.object({ positive: z.number().int(), negative: z.number().int() }),
  badge: z.enum(BADGES),
  /**
   * Completed trades and partners in the last 30 days: the offer page sends them; listing cards,
   * which read the owner's kept statistics instead of aggregating trades (decision 035), leave them out.
   */
  monthlyTradeStats: z.object({ trades: z.number().int(), partners: z.number().int() }).optional(),
  country: z.object({ iso: z.string().nullable(), name: z.string() }).nullable(),
  verifiedId: z.boolean(),
  completedTrades: z.number().int(),
  // The kept statistics (decision 035); optional so answers written before them still parse.
  /** Completed ÷ finished trades in whole percent; null before their first finished trade. */
  completionRate: z.number().int().min(0).max(100).nullable().optional(),
  /** Mean seconds from "paid" to release over the trades they released; null before the first. */
  avgReleaseSeconds: z.number().int().nullable().optional(),
});
export type OfferOwner = z.infer<typeof offerOwnerSchema>;

export const offerLocationSchema = z.object({
  city: z.string().nullable(),
  subdivision: z.string().nullable(),
  country: z.string().nullable(),
});

export const offerCashbackSchema = z.object({
  withCashback: z.boolean(),
  cashbackPercent: decimal,
  cashbackMaxValue: decimal,
});

/** The spec's "Offer listing card". */
export const offerListingCardSchema = z.object({
  offerHash: z.string(),
  type: z.enum(OFFER_TYPES),
  status: z.enum(OFFER_STATUSES),
  owner: offerOwnerSchema,
  paymentMethod: offerPaymentMethodRefSchema,
  cryptoCurrencyCode: cryptoCodeSchema,
  fiatCurrencyCode: z.string(),
  priceType: z.enum(OFFER_PRICE_TYPES),
  /** Percent ("2.5"); for fixed offers the margin the fixed price is at over the market now. */
  margin: decimal,
  /** Live price, fiat per one coin, in the fiat's digits. */
  fiatPricePerCrypto: decimal,
  /** The live price in USD per coin (the sort key of crypto_usd_price_*). */
  usdPricePerCrypto: decimal,
  amountType: z.enum(OFFER_AMOUNT_TYPES),
  fiatLimitMin: decimal,
  fiatLimitMax: decimal,
  predefinedAmounts: z.array(decimal),
  tags: z.array(offerTagRefSchema),
  location: offerLocationSchema,
  paymentWindowMinutes: z.number().int(),
  requireMinPastTrades: z.number().int(),
  requireVerifiedId: z.boolean(),
  requireFullNameVisibility: z.boolean(),
  trustedOnly: z.boolean(),
  cashback: offerCashbackSchema,
  isFeatured: z.boolean(),
  isStickied: z.boolean(),
  isBlocked: z.boolean(),
  /** The visitor's favourite (false for guests). */
  isFavorite: z.boolean(),
  /** False when a sell offer's owner cannot cover the minimum, or the cap is reached. */
  isAvailable: z.boolean(),
  /**
   * The most one trade can be for now, in fiat: the upper limit, lowered by the cap left and, for a
   * sell offer, by what the owner's available balance is worth at the live price. Optional so answers
   * written before it still parse.
   */
  fiatAvailable: decimal.optional(),
  section: z.enum(OFFER_SECTIONS).nullable(),
});
export type OfferListingCard = z.infer<typeof offerListingCardSchema>;

export const offerListingMetaSchema = z.object({
  /** Matching offers, counted up to 10,000 (a broader search says 10,000 until its last page). */
  total: z.number().int().describe('Matching offers, counted up to 10,000'),
  currentPage: z.number().int(),
  perPage: z.number().int(),
  lastPage: z.number().int(),
  searchId: z.string().nullable(),
});
export type OfferListingMeta = z.infer<typeof offerListingMetaSchema>;

/** The spec's "Offer (view)" with the view-offer state flags and the feature flags. */
export const offerViewSchema = z.object({
  /** The public id (the hash); the numeric row id is never published. */
  id: z.string(),
  idHashed: z.string(),
  type: z.enum(OFFER_TYPES),
  isSell: z.boolean(),
  ownerUsername: z.string(),
  owner: offerOwnerSchema,
  paymentMethod: offerPaymentMethodRefSchema,
  cryptoCurrencyId: z.number().int(),
  cryptoCurrencyCode: cryptoCodeSchema,
  fiatCurrency: z.object({
    code: z.string(),
    name: z.string(),
    precision: z.number().int(),
    rate: z.object({ usd: decimal }),
  }),
  priceType: z.enum(OFFER_PRICE_TYPES),
  margin: decimal,
  fiatPricePerCrypto: decimal,
  /** The market rate the price was computed from. */
  marketRate: decimal,
  fiatLimitMin: decimal,
  fiatLimitMax: decimal,
  amountType: z.enum(OFFER_AMOUNT_TYPES),
  predefinedAmounts: z.array(decimal),
  newBuyerMaxFiatLimit: decimal.nullable(),
  altCoin: z.object({ code: z.string(), rate: decimal, precision: z.number().int() }).nullable(),
  altCoinPricePerBtc: decimal.nullable(),
  offerTerms: z.string(),
  tradeDetails: z.string(),
  tags: z.array(offerTagRefSchema),
  timezone: z.string(),
  paymentWindowMinutes: z.number().int(),
  /**
   * The escrow fee of a trade on this offer, as the trade computes it (tradeFeeBps with the operator's
   * TRADE_FEE_BPS_* rates): the manual fee when staff set one, else the payment group's rate.
   */
  fees: z.object({ escrowFeePercent: decimal, isManual: z.boolean() }),
  /** The escrow fee the seller pays, percent. */
  offerFee: decimal,
  customRate: decimal.nullable(),
  isOnline: z.boolean(),
  isReachedCap: z.boolean(),
  isCapLessThanMin: z.boolean(),
  offerCap: offerCapViewSchema.nullable(),
  isAnonymousUserRestricted: z.boolean(),
  isThirdPartyTreatmentEnabled: z.boolean(),
  isGiftCodeCheckEnabled: z.boolean(),
  isBinCodeEnabled: z.boolean(),
  giftCardBinCodes: z.array(z.string()),
  amazonGiftCardRegions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Country ISO codes the offer is available in; empty means worldwide except countriesDenied. */
  availableIn: z.array(z.string()),
  countriesDenied: z.array(z.string()),
  buySellPagePrice: decimal,
  /**
   * The editor's input as stored (snake_case keys of offerInputSchema), for the owner only; null for
   * anyone else.
   */
  originalData: z.record(z.string(), z.unknown()).nullable(),
  flowType: z.enum(OFFER_FLOW_TYPES),
  isActive: z.boolean(),
  hasGiftCards: z.boolean(),
  section: z.enum(OFFER_SECTIONS).nullable(),
  requireVerifiedId: z.boolean(),
  requireMinPastTrades: z.number().int(),
  requireFullNameVisibility: z.boolean(),
  trustedOnly: z.boolean(),
  bondRequired: z.boolean(),
  isFeatured: z.boolean(),
  isStickied: z.boolean(),
  isBlocked: z.boolean(),
  messages: z.array(z.object({ name: z.string() })),
  termUntilOnlineMessage: z.string().nullable(),
  // View-offer state flags (for the visitor)
  isNewBuyer: z.boolean(),
  isTrustedUser: z.boolean(),
  isGrayCountry: z.boolean(),
  isFavorite: z.boolean(),
  isAvailableForCountry: z.boolean(),
  discountedEscrowFee: decimal.nullable(),
  dutyHours: z.array(dutyRangeSchema),
  dutyHoursTimezone: z.string(),
  isMaxTradeLimitUserIDNotVerified: z.boolean(),
  isOfacWarningPopupAccepted: z.boolean(),
  isDeferredEscrow: z.boolean(),
  reasonForChangeOffer: z.enum(OFFER_CHANGE_REASONS).nullable(),
  payerName: z.string().nullable(),
  /**
   * The live bank accounts the owner linked to the offer (PUT /rest/v1/my-offers/{hash}/bank-accounts),
   * ids only, ascending; the details are shared in the trade chat. Shown to every visitor.
   */
  ownerBankAccountIds: z.array(z.number().int()),
  /**
   * The accounts the fiat goes to on the visitor's side: on a buy offer a signed-in visitor (not the
   * owner) sells and receives the payment, so their own live accounts in the offer's fiat currency, the
   * ones they may share in the trade. Empty for sell offers, guests and the owner.
   */
  recipientBankAccountIds: z.array(z.number().int()),
  sourceId: z.enum(OFFER_SOURCE_IDS).nullable(),
  /** The feature flags that apply to this visitor, by name (index in OFFER_FEATURE_FLAGS = number). */
  featureFlags: z.array(z.enum(OFFER_FEATURE_FLAGS)),
  /** True when no blocking feature flag applies. */
  canTrade: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OfferView = z.infer<typeof offerViewSchema>;

/** GET /rest/v1/my-offers/{id}/pinned-info: how the offer is promoted. */
export const offerPinnedInfoSchema = z.object({
  offerHash: z.string(),
  isFeatured: z.boolean(),
  isStickied: z.boolean(),
  isPinned: z.boolean(),
  /** When the owner's promotion ends (ISO time); null while the offer is not promoted. */
  stickiedUntil: z.string().nullable(),
  /** Where the offer would sit on the first page of its listing now (1-based), null when not listed. */
  listingPosition: z.number().int().nullable(),
  promoteAvailable: z.number().int(),
});
export type OfferPinnedInfo = z.infer<typeof offerPinnedInfoSchema>;

/** One row of my offers. */
export const myOfferSchema = z.object({
  idHashed: z.string(),
  hash: z.string(),
  type: z.enum(OFFER_TYPES),
  status: z.enum(OFFER_STATUSES),
  /** The owner's switch. */
  isEnabled: z.boolean(),
  /** Enabled, not blocked, not penalized, bond covered: listed. */
  isActive: z.boolean(),
  isBlocked: z.boolean(),
  penaltyUntil: z.string().nullable(),
  depositInfo: z.object({
    bondRequired: z.boolean(),
    isBondInsufficient: z.boolean(),
    bondAmount: decimal,
    bondBalance: decimal,
    cryptoCurrencyCode: cryptoCodeSchema,
  }),
  /** The live bank accounts linked to the offer, ids ascending (details: GET /rest/v1/bankaccounts). */
  bankAccounts: z.array(z.number().int()),
  isFavorite: z.boolean(),
  paymentMethod: offerPaymentMethodRefSchema,
  cryptoCurrencyCode: cryptoCodeSchema,
  fiatCurrencyCode: z.string(),
  fiatPrecision: z.number().int(),
  /** Live price, fiat per coin. */
  rate: decimal,
  priceType: z.enum(OFFER_PRICE_TYPES),
  margin: decimal,
  fixedPrice: decimal.nullable(),
  amountType: z.enum(OFFER_AMOUNT_TYPES),
  rangeMin: decimal,
  rangeMax: decimal,
  predefinedAmounts: z.array(decimal),
  offerCap: offerCapViewSchema.nullable(),
  /** Percent, null when the platform's default applies. */
  manualEscrowFee: decimal.nullable(),
  tags: z.array(offerTagRefSchema),
  pinnedInfo: offerPinnedInfoSchema,
  flowType: z.enum(OFFER_FLOW_TYPES),
  section: z.enum(OFFER_SECTIONS).nullable(),
  paymentWindowMinutes: z.number().int(),
  /**
   * A gcc-auto buy offer: how many inventory cards its trades may take (decision 028). With none the
   * offer is flagged: it cannot be switched on. null for every other offer.
   */
  giftCardsInStock: z.number().int().nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyOffer = z.infer<typeof myOfferSchema>;

const errorsByHash = z.record(z.string(), z.array(z.string()));

/** GET /rest/v1/my-offers/list data. */
export const myOffersListSchema = z.object({
  offers: z.array(myOfferSchema),
  counts: z.object({ buy: z.number().int(), sell: z.number().int() }),
  messages: z.array(z.object({ name: z.string(), text: z.string() })),
  promoteTotal: z.number().int(),
  promoteAvailable: z.number().int(),
  userPerks: z.array(z.object({ paymentMethodId: z.number().int(), discountedEscrowFee: decimal })),
  depositData: z.object({
    /** What to deposit to cover the bonds of bond-requiring offers; null when covered. */
    makeDeposit: z.object({ currencyCode: cryptoCodeSchema, missingAmount: decimal }).nullable(),
    isDepositEnabled: z.boolean(),
    isWithdrawEnabled: z.boolean(),
  }),
  offerErrors: errorsByHash,
  marginErrors: errorsByHash,
  fixedPriceErrors: errorsByHash,
  limitsErrors: errorsByHash,
});
export type MyOffersList = z.infer<typeof myOffersListSchema>;
export const myOffersListMetaSchema = z.object({
  isNotSellActiveOffers: z.boolean(),
  isNotBuyActiveOffers: z.boolean(),
});
export type MyOffersListMeta = z.infer<typeof myOffersListMetaSchema>;

/** Answer of create and edit. */
export const offerSavedSchema = z.object({ hash: z.string(), idHashed: z.string(), offer: myOfferSchema });
export type OfferSaved = z.infer<typeof offerSavedSchema>;

/**
 * GET /rest/v1/my-offers/{hash}: the owner's offer with the editor's input as stored, to prefill the
 * editor (the full and the lite one).
 */
export const myOfferEditSchema = z.object({
  hash: z.string(),
  offer: myOfferSchema,
  /** The body of offerInputSchema (snake_case keys), ready to edit and send back with PUT. */
  input: z.record(z.string(), z.unknown()),
});
export type MyOfferEdit = Omit<z.infer<typeof myOfferEditSchema>, 'input'> & { input: OfferInput };

/** Answer of toggle-all. */
export const toggleAllOffersResultSchema = z.object({
  changed: z.array(z.string()),
  /** Offers that stayed off, by hash, with the reason. */
  refused: z.record(z.string(), z.array(z.string())),
});
export type ToggleAllOffersResult = z.infer<typeof toggleAllOffersResultSchema>;

export const reportOfferResultSchema = z.object({ reported: z.literal(true), offerHash: z.string() });

export const favoriteToggleResultSchema = z.object({ offerHash: z.string(), isFavorite: z.boolean() });

export const favoriteOffersMetaSchema = offerListingMetaSchema.omit({ searchId: true });
export const FAVORITE_OFFERS_PAGE_SIZE = LIST_PAGE_SIZE;

/** Offer report states: open until a moderator dismisses it or acts on it. */
export const OFFER_REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;

/** A report as the moderators' queue lists it (GET /rest/v1/admin/offer-reports). */
export const offerReportSchema = z.object({
  id: z.number().int(),
  offerHash: z.string(),
  offerType: z.enum(OFFER_TYPES),
  offerIsBlocked: z.boolean(),
  offerIsFeatured: z.boolean(),
  ownerUsername: z.string(),
  reporterUsername: z.string(),
  reason: z.enum(OFFER_REPORT_REASONS),
  message: z.string(),
  status: z.enum(OFFER_REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
});
export type OfferReport = z.infer<typeof offerReportSchema>;
