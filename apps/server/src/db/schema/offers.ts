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
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { money } from './money.js';
import { fiatCurrencies, paymentMethods } from './reference.js';

// Offers (see modules/offers). Fiat amounts are fiat minor units (cents), prices fiat minor units per
// one whole coin; the margin is in hundredths of a percent (basis points: 250 = 2.50 %).

export const offers = pgTable(
  'offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The public id (idHashed / offer hash): 11 URL-safe characters. */
    hash: varchar('hash', { length: 16 }).notNull().unique(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** The owner's side: a sell offer sells crypto to the taker, a buy offer buys it. */
    type: text('type').notNull(),
    coin: varchar('coin', { length: 8 }).notNull(),
    fiatCurrencyId: integer('fiat_currency_id')
      .notNull()
      .references(() => fiatCurrencies.id),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /** Denormalised from the payment method for group filters. */
    paymentMethodGroupId: integer('payment_method_group_id').notNull(),
    priceType: text('price_type').notNull().default('margin'),
    marginBps: integer('margin_bps').notNull().default(0),
    fixedPrice: money('fixed_price'),
    amountType: text('amount_type').notNull().default('min_max'),
    rangeMin: money('range_min').notNull(),
    rangeMax: money('range_max').notNull(),
    predefinedAmounts: jsonb('predefined_amounts').$type<string[]>().notNull().default([]),
    newBuyerMaxAmount: money('new_buyer_max_amount'),
    offerTerms: text('offer_terms').notNull().default(''),
    tradeDetails: text('trade_details').notNull().default(''),
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    paymentWindowMinutes: integer('payment_window_minutes').notNull().default(30),
    requireVerifiedId: boolean('require_verified_id').notNull().default(false),
    requireMinTrades: integer('require_min_trades').notNull().default(0),
    trustedOnly: boolean('trusted_only').notNull().default(false),
    requireFullName: boolean('require_full_name').notNull().default(false),
    /** ISO codes; an empty allow list means everywhere but the deny list. */
    countriesAllowed: text('countries_allowed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    countriesDenied: text('countries_denied')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dutyHours: jsonb('duty_hours')
      .$type<{ day: number; start_time: string; end_time: string; active: boolean }[]>()
      .notNull()
      .default([]),
    timezone: text('timezone').notNull().default('UTC'),
    /** Offer cap in fiat minor units: the most this offer trades before it pauses. */
    offerCapAmount: money('offer_cap_amount'),
    offerCapRemaining: money('offer_cap_remaining'),
    offerCapActive: boolean('offer_cap_active').notNull().default(false),
    flowType: text('flow_type').notNull().default('default'),
    binCodes: text('bin_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cardRegionIds: integer('card_region_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    bondRequired: boolean('bond_required').notNull().default(false),
    section: text('section'),
    /** The platform's escrow fee for this offer when staff set one, in basis points. */
    manualEscrowFeeBps: integer('manual_escrow_fee_bps'),
    /** The owner's switch. */
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Moderation: a blocked offer is hidden whatever its owner does. */
    isBlocked: boolean('is_blocked').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isStickied: boolean('is_stickied').notNull().default(false),
    /** A promotion ends at this moment; null while the offer is not promoted. */
    stickiedUntil: timestamp('stickied_until', { withTimezone: true }),
    penaltyUntil: timestamp('penalty_until', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The listing's common filter: visible offers of one side, coin and currency, by payment method.
    index('offers_listing_idx')
      .on(table.type, table.coin, table.fiatCurrencyId, table.paymentMethodId)
      .where(sql`${table.isEnabled} and not ${table.isBlocked} and ${table.deletedAt} is null`),
    index('offers_group_idx')
      .on(table.type, table.coin, table.paymentMethodGroupId)
      .where(sql`${table.isEnabled} and not ${table.isBlocked} and ${table.deletedAt} is null`),
    index('offers_owner_idx').on(table.ownerId, table.type),
    // Promoted and featured offers lead every listing: found by this small index, not a table scan.
    index('offers_pinned_idx')
      .on(table.id)
      .where(sql`(${table.isFeatured} or ${table.isStickied}) and ${table.deletedAt} is null`),
    check('offers_type_check', sql`${table.type} in ('buy', 'sell')`),
    check('offers_price_type_check', sql`${table.priceType} in ('margin', 'fixed')`),
    check('offers_amount_type_check', sql`${table.amountType} in ('min_max', 'predefined')`),
    check('offers_range_check', sql`${table.rangeMin} > 0 and ${table.rangeMax} >= ${table.rangeMin}`),
    check('offers_flow_type_check', sql`${table.flowType} in ('default', 'gcc-auto', 'lite', 'bt-auto')`),
    check(
      'offers_section_check',
      sql`${table.section} is null or ${table.section} in ('otc', 'silent-pool', 'gift-cards')`,
    ),
  ],
);

export const offerFavorites = pgTable(
  'offer_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.offerId] })],
);

/** Reports of offers by users, for the moderation queue. */
export const offerReports = pgTable(
  'offer_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('offer_reports_status_idx').on(table.status, table.createdAt),
    uniqueIndex('offer_reports_open_idx')
      .on(table.offerId, table.reporterId)
      .where(sql`${table.status} = 'open'`),
    check('offer_reports_status_check', sql`${table.status} in ('open', 'dismissed', 'actioned')`),
  ],
);
