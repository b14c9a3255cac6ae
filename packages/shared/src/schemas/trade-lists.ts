// CONTRACT READY
// Contracts of what happens around and after a trade: feedback, the active / recent / history lists and
// their exports, the public receipt, chargeback reports, the vendor's new-trade modal (v2) and the
// moderators' disputes console. Amounts are decimal strings (coin or fiat minor units formatted with
// formatAmount); dates are ISO strings.
import { z } from 'zod';
import { DISPUTE_REASONS } from '../enums.js';
import { TRADE_ROW_STATUSES } from '../domain/trade-machine.js';
import { pagedListMetaSchema } from './contacts.js';

const pageQuery = z.coerce.number().int().min(1).max(100_000).default(1);
const tradeHashSchema = z.string().regex(/^[A-Za-z0-9_-]{6,16}$/, 'A trade id is its hash');

// Free text people type here lands in PostgreSQL text and jsonb (which cannot hold NUL) and is shown
// to others: control characters (line breaks and tabs aside) and the bidirectional overrides that
// make shown text differ from what was written are refused, as in the trade chat.
const HIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const HIDDEN_CHARACTERS_MESSAGE = 'Control characters are not allowed';
const freeText = () =>
  z.string().refine((value) => !HIDDEN_CHARACTERS.test(value), HIDDEN_CHARACTERS_MESSAGE);

/** A trade's hash in a path (`{id}` of /rest/v1/trade/{id}/..., /rest/v1/feedback/{id}). */
export const tradeHashParamsSchema = z.object({ id: tradeHashSchema });

// ---------------------------------------------------------------------------------------------------
// Feedback

export const FEEDBACK_RATINGS = ['positive', 'negative'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];
export const FEEDBACK_MESSAGE_MAX = 1000;

/**
 * Who may give feedback: the two parties of a trade that ended with the crypto moving by the parties'
 * or a moderator's decision (released, dispute won by either side). A dispute won by the seller is the
 * case where the seller most needs to warn others, so both dispute outcomes allow feedback; cancelled
 * and expired trades do not (nothing was exchanged).
 */
export const FEEDBACK_ALLOWED_STATUSES = ['released', 'dispute_won_buyer', 'dispute_won_seller'] as const;

/** POST /rest/v1/feedback/{id}/give: once per trade and side; a second give edits it. */
export const feedbackGiveInputSchema = z.strictObject({
  rating: z.enum(FEEDBACK_RATINGS, { error: 'Choose positive or negative' }),
  message: freeText()
    .trim()
    .max(FEEDBACK_MESSAGE_MAX, `At most ${FEEDBACK_MESSAGE_MAX} characters`)
    .default(''),
});
export type FeedbackGiveInput = z.infer<typeof feedbackGiveInputSchema>;

/** POST /rest/v1/feedback/{id}/reply: the recipient answers the feedback they received. */
export const feedbackReplyInputSchema = z.strictObject({
  reply: z
    .string({ error: 'Write a reply' })
    .refine((value) => !HIDDEN_CHARACTERS.test(value), HIDDEN_CHARACTERS_MESSAGE)
    .trim()
    .min(1, 'Write a reply')
    .max(FEEDBACK_MESSAGE_MAX, `At most ${FEEDBACK_MESSAGE_MAX} characters`),
});
export type FeedbackReplyInput = z.infer<typeof feedbackReplyInputSchema>;

const userRefSchema = z.object({ username: z.string(), avatarUrl: z.string().nullable() });
export type TradeUserRef = z.infer<typeof userRefSchema>;

/** One feedback as lists and the trade page show it. */
export const feedbackItemSchema = z.object({
  id: z.number().int(),
  rating: z.enum(FEEDBACK_RATINGS),
  message: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: userRefSchema,
  recipient: userRefSchema,
  /** The author's side in the trade. */
  authorRole: z.enum(['buyer', 'seller']),
  paymentMethodName: z.string(),
  fiatCurrencyCode: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** The spec's feedback list: items, counts over all pages, and the next page number (null at the end). */
export const feedbackListSchema = z.object({
  items: z.array(feedbackItemSchema),
  positiveCount: z.number().int(),
  negativeCount: z.number().int(),
  totalCount: z.number().int(),
  nextPage: z.number().int().nullable(),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;

/** GET /rest/v1/users/{username}/feedback and GET /rest/v1/offers/{id}/feedback */
export const feedbackListQuerySchema = z.object({
  page: pageQuery,
  rating: z.enum(FEEDBACK_RATINGS).optional(),
});

/** GET /rest/v1/feedback/{id}: both sides' feedback on one trade, for its parties. */
export const tradeFeedbackSchema = z.object({
  tradeHash: z.string(),
  /** The caller may give (or edit) feedback now. */
  canGive: z.boolean(),
  /** The caller received feedback on this trade and may reply (or edit the reply). */
  canReply: z.boolean(),
  /** What the caller gave, and what the caller received. */
  given: feedbackItemSchema.nullable(),
  received: feedbackItemSchema.nullable(),
});
export type TradeFeedback = z.infer<typeof tradeFeedbackSchema>;

// ---------------------------------------------------------------------------------------------------
// Trade lists: active, recent, history

/** Why an open trade needs the caller's attention now. */
export const TRADE_ALARMS = [
  /** The buyer marked paid: the seller should release (or open a dispute). */
  'waiting_release',
  /** A deferred-escrow trade the seller has not funded yet. */
  'waiting_funding',
  /** The payment (or funding) window ends within TRADE_EXPIRING_SOON_MINUTES. */
  'expiring_soon',
  'dispute_open',
] as const;
export type TradeAlarm = (typeof TRADE_ALARMS)[number];
export const TRADE_EXPIRING_SOON_MINUTES = 10;

/** A row of the active, recent and history lists. `type` is the caller's side: buy when they buy. */
export const tradeListItemSchema = z.object({
  tradeHash: z.string(),
  status: z.enum(TRADE_ROW_STATUSES),
  type: z.enum(['buy', 'sell']),
  isVendor: z.boolean(),
  tradeCompleted: z.boolean(),
  partner: userRefSchema,
  offerHash: z.string(),
  cryptoCurrencyCode: z.string(),
  cryptoAmount: z.string(),
  fee: z.string(),
  fiatCurrencyCode: z.string(),
  fiatAmount: z.string(),
  fiatPricePerCrypto: z.string(),
  paymentMethod: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  startedAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Open trades only: what needs the caller now, or null. */
  alarm: z.enum(TRADE_ALARMS).nullable(),
  /**
   * The public receipt's id (/trade/receipt/{invoiceUuid}) of a completed trade, null for any other.
   * Only the parties' own lists carry it: the receipt is public, so sharing it is the parties' choice.
   * Absent reads as null, so rows built before the field existed still parse.
   */
  invoiceUuid: z.string().nullable().default(null),
});
export type TradeListItem = z.infer<typeof tradeListItemSchema>;

/** GET /rest/v1/trade/active: the caller's open trades, newest first, and those needing attention. */
export const activeTradesSchema = z.object({
  trades: z.array(tradeListItemSchema),
  alarmedTrades: z.array(tradeListItemSchema),
  counts: z.object({ buy: z.number().int(), sell: z.number().int() }),
});
export type ActiveTrades = z.infer<typeof activeTradesSchema>;

/** GET /rest/v1/trade/recent?page= : every trade of the caller, newest first, 10 a page. */
export const recentTradesQuerySchema = z.object({ page: pageQuery });

/**
 * History filters (finished trades). cancelled covers cancelled_buyer, cancelled_seller and
 * cancelled_system; dispute_won / dispute_lost are from the caller's side (won: the award went to them).
 */
export const TRADE_HISTORY_STATUS_FILTERS = [
  'all',
  'released',
  'cancelled',
  'expired',
  'disputed',
  'dispute_won',
  'dispute_lost',
] as const;
export type TradeHistoryStatusFilter = (typeof TRADE_HISTORY_STATUS_FILTERS)[number];
export const TRADE_HISTORY_TYPE_FILTERS = ['all', 'buy', 'sell'] as const;
export type TradeHistoryTypeFilter = (typeof TRADE_HISTORY_TYPE_FILTERS)[number];

const historyFilters = {
  status: z.enum(TRADE_HISTORY_STATUS_FILTERS, { error: 'Unknown status filter' }).default('all'),
  type: z.enum(TRADE_HISTORY_TYPE_FILTERS, { error: 'Choose all, buy or sell' }).default('all'),
};

/** GET /rest/v1/trade/history?status=&type=&page= */
export const tradeHistoryQuerySchema = z.object({ ...historyFilters, page: pageQuery });
export type TradeHistoryQuery = z.infer<typeof tradeHistoryQuerySchema>;

export const TRADE_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type TradeExportFormat = (typeof TRADE_EXPORT_FORMATS)[number];
/** The most rows one export holds (newest first). */
export const TRADE_EXPORT_MAX_ROWS = 5000;

/** GET /rest/v1/trade/history/export?format=csv|xlsx|pdf&status=&type= : a file download. */
export const tradeHistoryExportQuerySchema = z.object({
  ...historyFilters,
  format: z.enum(TRADE_EXPORT_FORMATS, { error: 'Choose csv, xlsx or pdf' }).default('csv'),
});
export type TradeHistoryExportQuery = z.infer<typeof tradeHistoryExportQuerySchema>;

/** The export's columns, in order (the header row of CSV and XLSX, the PDF table). */
export const TRADE_EXPORT_COLUMNS = [
  'Trade',
  'Started',
  'Completed',
  'Type',
  'Status',
  'Partner',
  'Crypto',
  'Crypto amount',
  'Fee',
  'Fiat',
  'Fiat amount',
  'Price',
  'Payment method',
] as const;

export { pagedListMetaSchema as tradeListMetaSchema };

// ---------------------------------------------------------------------------------------------------
// Public receipt

/** GET /rest/v1/trade/receipt/{invoiceUUID}: completed trades only, nothing private. */
export const tradeReceiptSchema = z.object({
  invoiceUuid: z.string(),
  status: z.enum(TRADE_ROW_STATUSES),
  buyer: z.object({ username: z.string() }),
  seller: z.object({ username: z.string() }),
  cryptoCurrencyCode: z.string(),
  cryptoAmount: z.string(),
  fiatCurrencyCode: z.string(),
  fiatAmount: z.string(),
  fiatPricePerCrypto: z.string(),
  paymentMethodName: z.string(),
  startedAt: z.string(),
  completedAt: z.string(),
});
export type TradeReceipt = z.infer<typeof tradeReceiptSchema>;
export const receiptParamsSchema = z.object({ invoiceUuid: z.uuid({ error: 'A receipt id is a UUID' }) });

// ---------------------------------------------------------------------------------------------------
// Chargeback reports

export const CHARGEBACK_STATUSES = ['Pending', 'Dismissed', 'Confirmed'] as const;
export type ChargebackStatus = (typeof CHARGEBACK_STATUSES)[number];
/**
 * The error a chargeback report answers when the caller is not the seller of that completed trade: the
 * spec tells the user to contact support (and the web sends nothing more).
 */
export const CHARGEBACK_IDENTITY_ERROR_CODE = 'ERROR_CHARGEBACK_IDENTITY';

/** POST /rest/v1/user-reports/chargeback: the seller of a completed trade reports a reversed payment. */
export const chargebackInputSchema = z.strictObject({
  id_hashed: tradeHashSchema,
  /** When the payment was reversed (YYYY-MM-DD). */
  chargeback_date: z.iso.date({ error: 'A date like 2026-01-31' }),
  /** The reversed fiat amount as typed (decimal). */
  chargeback_amount: z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, 'An amount like 150.00'),
  description: z
    .string({ error: 'Describe what happened' })
    .refine((value) => !HIDDEN_CHARACTERS.test(value), HIDDEN_CHARACTERS_MESSAGE)
    .trim()
    .min(10, 'At least 10 characters')
    .max(2000, 'At most 2000 characters'),
  payment_reference: freeText().trim().max(200, 'At most 200 characters').default(''),
});
export type ChargebackInput = z.infer<typeof chargebackInputSchema>;

export const chargebackReportSchema = z.object({
  id: z.number().int(),
  tradeHash: z.string(),
  status: z.enum(CHARGEBACK_STATUSES),
  createdAt: z.string(),
});
export type ChargebackReport = z.infer<typeof chargebackReportSchema>;

// ---------------------------------------------------------------------------------------------------
// v2: the vendor's new-trade modal

/** GET /rest/v2/trade/{tradeHash}: a short view for the parties. */
export const tradeSummaryV2Schema = tradeListItemSchema.extend({
  partner: userRefSchema.extend({
    completedTrades: z.number().int(),
    feedback: z.object({ positive: z.number().int(), negative: z.number().int() }),
  }),
});
export type TradeSummaryV2 = z.infer<typeof tradeSummaryV2Schema>;

/** GET /rest/v2/trade/{tradeHash}/offer?timestamp= : the offer as it was traded, for the parties. */
export const tradeOfferV2Schema = z.object({
  offerHash: z.string(),
  type: z.enum(['buy', 'sell']),
  ownerUsername: z.string(),
  cryptoCurrencyCode: z.string(),
  fiatCurrencyCode: z.string(),
  paymentMethod: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  offerTerms: z.string(),
  tradeDetails: z.string(),
  fiatLimitMin: z.string(),
  fiatLimitMax: z.string(),
  timestamp: z.number().int().nullable(),
});
export type TradeOfferV2 = z.infer<typeof tradeOfferV2Schema>;
export const tradeV2QuerySchema = z.object({ timestamp: z.coerce.number().int().min(0).optional() });

// ---------------------------------------------------------------------------------------------------
// Disputes console (moderators)

export const DISPUTE_LIST_FILTERS = ['open', 'settled', 'all'] as const;
export type DisputeListFilter = (typeof DISPUTE_LIST_FILTERS)[number];
export const disputeListQuerySchema = z.object({
  status: z.enum(DISPUTE_LIST_FILTERS, { error: 'Choose open, settled or all' }).default('open'),
  page: pageQuery,
});

export const disputeListItemSchema = z.object({
  tradeHash: z.string(),
  status: z.enum(TRADE_ROW_STATUSES),
  reason: z.enum(DISPUTE_REASONS).nullable(),
  reasonText: z.string(),
  openedAt: z.string().nullable(),
  openedBy: z.string().nullable(),
  buyer: userRefSchema,
  seller: userRefSchema,
  cryptoCurrencyCode: z.string(),
  cryptoAmount: z.string(),
  fiatCurrencyCode: z.string(),
  fiatAmount: z.string(),
  paymentMethodName: z.string(),
  moderator: z.string().nullable(),
  settledAt: z.string().nullable(),
});
export type DisputeListItem = z.infer<typeof disputeListItemSchema>;

export const disputeMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['text', 'system', 'moderator', 'attachment', 'bank_account']),
  author: z.string().nullable(),
  body: z.string(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type DisputeMessage = z.infer<typeof disputeMessageSchema>;

export const disputeUploadSchema = z.object({
  id: z.string(),
  uploader: z.string(),
  mimetype: z.string(),
  sizeBytes: z.number().int(),
  originalName: z.string(),
  createdAt: z.string(),
  /** Served to parties and moderators only (the trade-chat module's upload route). */
  url: z.string(),
});

/** GET /rest/v1/admin/disputes/{hash} */
export const disputeDetailSchema = disputeListItemSchema.extend({
  offerHash: z.string(),
  offerTerms: z.string(),
  paymentDetails: z.string(),
  startedAt: z.string(),
  paidAt: z.string().nullable(),
  messages: z.array(disputeMessageSchema),
  uploads: z.array(disputeUploadSchema),
  /** The moderator may award the escrow now (the trade is in dispute). */
  canAward: z.boolean(),
});
export type DisputeDetail = z.infer<typeof disputeDetailSchema>;

/** POST /rest/v1/admin/disputes/{hash}/messages */
export const disputeMessageInputSchema = z.strictObject({
  text: z
    .string({ error: 'Write a message' })
    .refine((value) => !HIDDEN_CHARACTERS.test(value), HIDDEN_CHARACTERS_MESSAGE)
    .trim()
    .min(1, 'Write a message')
    .max(2000, 'At most 2000 characters'),
});
export type DisputeMessageInput = z.infer<typeof disputeMessageInputSchema>;

/** POST /rest/v1/admin/disputes/{hash}/award: the escrow goes to the winner; audited. */
export const disputeAwardInputSchema = z.strictObject({
  winner: z.enum(['buyer', 'seller'], { error: 'Choose buyer or seller' }),
  note: z
    .string({ error: 'Explain the decision' })
    .refine((value) => !HIDDEN_CHARACTERS.test(value), HIDDEN_CHARACTERS_MESSAGE)
    .trim()
    .min(1, 'Explain the decision')
    .max(2000, 'At most 2000 characters'),
});
export type DisputeAwardInput = z.infer<typeof disputeAwardInputSchema>;
