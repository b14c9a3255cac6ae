import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { giftCards } from './gift-cards.js';
import { money } from './money.js';
import { offers } from './offers.js';
import { fiatCurrencies, paymentMethods } from './reference.js';

// Trades (see modules/trades and the state machine in @p2p/shared domain/trade-machine). Crypto amounts
// are coin minor units, fiat amounts fiat minor units (cents), the price fiat minor units per whole coin.

const TRADE_STATUSES = [
  'not_funded',
  'active_funded',
  'paid',
  'dispute_open',
  'released',
  'cancelled_buyer',
  'cancelled_seller',
  'cancelled_system',
  'expired',
  'dispute_won_buyer',
  'dispute_won_seller',
] as const;

export const trades = pgTable(
  'trades',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The public id (tradeHash): 11 URL-safe characters. */
    hash: varchar('hash', { length: 16 }).notNull().unique(),
    /** The public receipt's id (/trade/receipt/{invoiceUUID}). */
    invoiceUuid: uuid('invoice_uuid').notNull().unique().defaultRandom(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id),
    /** The offer owner's side when the trade started: sell (the vendor sells) or buy. */
    offerType: text('offer_type').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => users.id),
    takerId: integer('taker_id')
      .notNull()
      .references(() => users.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    coin: varchar('coin', { length: 8 }).notNull(),
    fiatCurrencyId: integer('fiat_currency_id')
      .notNull()
      .references(() => fiatCurrencies.id),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    paymentMethodGroupId: integer('payment_method_group_id').notNull(),
    cryptoAmount: money('crypto_amount').notNull(),
    fiatAmount: money('fiat_amount').notNull(),
    /** Fiat minor units per one whole coin, fixed when the trade started. */
    price: money('price').notNull(),
    /** The seller's escrow fee (coin minor units) and its rate in basis points. */
    fee: money('fee').notNull(),
    feeBps: integer('fee_bps').notNull(),
    /** The trade's value in US cents when it started: counted against the verification limits. */
    usdValueCents: money('usd_value_cents').notNull(),
    status: text('status', { enum: TRADE_STATUSES }).notNull(),
    /**
     * The flow the trade runs: the offer's flow type when it started; an automated flow (gcc-auto,
     * bt-auto) falls back to 'default' (manual) with POST /trade/{id}/fallback.
     */
    flowType: text('flow_type').notNull().default('default'),
    /** Deferred escrow: the seller funds the trade after it starts. */
    deferredEscrow: boolean('deferred_escrow').notNull().default(false),
    /** The trade's fiat amount was taken from the offer cap at start: cancel and expiry give it back. */
    offerCapTaken: boolean('offer_cap_taken').notNull().default(false),
    paymentWindowMinutes: integer('payment_window_minutes').notNull(),
    /** The offer's trade details (the payment details) and terms as they were when the trade started. */
    paymentDetails: text('payment_details').notNull().default(''),
    offerTerms: text('offer_terms').notNull().default(''),
    takerIp: text('taker_ip'),
    vendorIp: text('vendor_ip'),
    /** ISO countries of those addresses by the bundled geo-IP data at the start (decision 041). */
    takerIpCountry: varchar('taker_ip_country', { length: 2 }),
    vendorIpCountry: varchar('vendor_ip_country', { length: 2 }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the payment window (or the funding window for deferred escrow) ends. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set on release and on a dispute won by the buyer: the trade completed. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    disputeAvailableAt: timestamp('dispute_available_at', { withTimezone: true }),
    disputeOpenedAt: timestamp('dispute_opened_at', { withTimezone: true }),
    disputeOpenedBy: integer('dispute_opened_by').references(() => users.id),
    disputeReasonId: text('dispute_reason_id'),
    disputeReasonText: text('dispute_reason_text'),
    /** The moderator who settled the dispute. */
    disputeModeratorId: integer('dispute_moderator_id').references(() => users.id),
    disputeSettledAt: timestamp('dispute_settled_at', { withTimezone: true }),
    /** The bank account the seller shared in the chat, if any (see modules/bank-accounts). */
    bankAccountId: bigint('bank_account_id', { mode: 'number' }),
    /** The vendor's card a gcc-auto trade took from the inventory (modules/gift-cards). */
    giftCardId: bigint('gift_card_id', { mode: 'number' }).references(() => giftCards.id),
    /**
     * Set while a trading halt covers the trade's coin (decision 036): expiry and the dispute delay
     * wait; lifting the halt moves both later by the time it was paused and clears this.
     */
    timerPausedAt: timestamp('timer_paused_at', { withTimezone: true }),
    releaseError: boolean('release_error').notNull().default(false),
    statusChangeError: boolean('status_change_error').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('trades_buyer_idx').on(table.buyerId, table.startedAt),
    index('trades_seller_idx').on(table.sellerId, table.startedAt),
    index('trades_offer_idx').on(table.offerId, table.status),
    // The expiry job's claim: open trades by the end of their window.
    index('trades_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('not_funded', 'active_funded')`),
    index('trades_dispute_idx')
      .on(table.disputeOpenedAt)
      .where(sql`${table.status} = 'dispute_open'`),
    check('trades_status_check', sql.raw(`status in (${TRADE_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('trades_offer_type_check', sql`${table.offerType} in ('buy', 'sell')`),
    check('trades_parties_check', sql`${table.buyerId} <> ${table.sellerId}`),
    check(
      'trades_amounts_check',
      sql`${table.cryptoAmount} > 0 and ${table.fiatAmount} > 0 and ${table.fee} >= 0 and ${table.price} > 0`,
    ),
  ],
);

/** The trade chat: text, system and moderator messages, attachments and shared bank accounts. */
export const tradeMessages = pgTable(
  'trade_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tradeId: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => trades.id),
    /** Null for system messages. */
    authorId: integer('author_id').references(() => users.id),
    kind: text('kind').notNull(),
    body: text('body').notNull().default(''),
    /** Kind-specific data: the attachment, the bank account, the status a system message reports. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('trade_messages_trade_idx').on(table.tradeId, table.id),
    check(
      'trade_messages_kind_check',
      sql`${table.kind} in ('text', 'system', 'moderator', 'attachment', 'bank_account')`,
    ),
  ],
);

/** Read receipts: the last message each party (or moderator) has seen. */
export const tradeReads = pgTable(
  'trade_reads',
  {
    tradeId: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => trades.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tradeId, table.userId] })],
);

/** Trade uploads (images, PDFs): private files, served to the parties and moderators only. */
export const tradeAttachments = pgTable(
  'trade_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tradeId: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => trades.id),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id),
    storageKey: text('storage_key').notNull().unique(),
    mimetype: text('mimetype').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name').notNull().default(''),
    /** The requirement this upload answers, if any. */
    requirementId: bigint('requirement_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trade_attachments_trade_idx').on(table.tradeId, table.createdAt)],
);

/** What a party must provide at a step of the trade's flow (the spec's requirement statuses). */
export const tradeRequirements = pgTable(
  'trade_requirements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tradeId: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => trades.id),
    /** before_reveal_payment_details or before_mark_as_paid. */
    stage: text('stage').notNull(),
    /** What is asked for (receipt, gift_card_photo, id_photo, ...). */
    kind: text('kind').notNull(),
    /** Who must provide it: the buyer or the seller. */
    party: text('party').notNull().default('buyer'),
    optional: boolean('optional').notNull().default(false),
    status: text('status').notNull().default('PENDING'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('trade_requirements_trade_idx').on(table.tradeId),
    check(
      'trade_requirements_stage_check',
      sql`${table.stage} in ('before_reveal_payment_details', 'before_mark_as_paid')`,
    ),
    check(
      'trade_requirements_status_check',
      sql`${table.status} in ('APPROVED', 'CORRUPTED', 'PENDING', 'UPLOADED', 'REJECTED')`,
    ),
    check('trade_requirements_party_check', sql`${table.party} in ('buyer', 'seller')`),
  ],
);

/** Offer policies (terms pages) a party confirmed reading in a trade. */
export const tradePolicyReads = pgTable(
  'trade_policy_reads',
  {
    tradeId: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => trades.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tradeId, table.userId, table.url] })],
);

/** Feedback after a completed trade: one per trade and side, editable, with the recipient's reply. */
export const tradeFeedback = pgTable(
  'trade_feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tradeId: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => trades.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id),
    /** The offer the trade ran on, for the offer page's feedback list. */
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id),
    rating: text('rating').notNull(),
    message: text('message').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('trade_feedback_trade_author_idx').on(table.tradeId, table.authorId),
    index('trade_feedback_recipient_idx').on(table.recipientId, table.createdAt),
    index('trade_feedback_offer_idx').on(table.offerId, table.createdAt),
    check('trade_feedback_rating_check', sql`${table.rating} in ('positive', 'negative')`),
  ],
);

/** Chargeback reports a seller files on a completed trade. */
export const chargebackReports = pgTable(
  'chargeback_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tradeId: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => trades.id),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('Pending'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chargeback_reports_trade_reporter_idx').on(table.tradeId, table.reporterId),
    check('chargeback_reports_status_check', sql`${table.status} in ('Pending', 'Dismissed', 'Confirmed')`),
  ],
);

/**
 * Per-user events for real time: the WebSocket only says that something changed; a reconnecting client
 * asks for the events after the last id it saw.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    tradeHash: varchar('trade_hash', { length: 16 }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the notification dispatcher has handled the event (user_events is the notification outbox). */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (table) => [
    index('user_events_user_idx').on(table.userId, table.id),
    index('user_events_undispatched_idx')
      .on(table.id)
      .where(sql`${table.dispatchedAt} is null`),
  ],
);
