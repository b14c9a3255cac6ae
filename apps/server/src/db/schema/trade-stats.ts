import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { money } from './money.js';

// Per-user trade statistics (decision 035), kept up to date in the transaction of the trade
// transition that finishes a trade (modules/trade-stats/trade-stats.updates.ts) and read by the offer
// search in its main query instead of aggregating trades per request.

export const userTradeStats = pgTable('user_trade_stats', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** Finished as released or won by the buyer in a dispute (COMPLETED_TRADE_STATUSES). */
  completedTrades: integer('completed_trades').notNull().default(0),
  /** Finished in any status (completed, cancelled, expired, won by the seller in a dispute). */
  finishedTrades: integer('finished_trades').notNull().default(0),
  cancelledTrades: integer('cancelled_trades').notNull().default(0),
  expiredTrades: integer('expired_trades').notNull().default(0),
  disputesOpened: integer('disputes_opened').notNull().default(0),
  disputesLost: integer('disputes_lost').notNull().default(0),
  /** Distinct users they completed trades with (user_trade_partners). */
  partners: integer('partners').notNull().default(0),
  /** Completed volume per coin: { "BTC": "123" } in coin minor units, as strings. */
  volumeByCoin: jsonb('volume_by_coin').$type<Record<string, string>>().notNull().default({}),
  /** Completed volume in US cents at each trade's usd_value_cents. */
  volumeUsdCents: money('volume_usd_cents')
    .notNull()
    .default(sql`0`),
  /** Seconds from paid to released over the trades they released as seller, and how many. */
  releaseSecondsSum: bigint('release_seconds_sum', { mode: 'number' }).notNull().default(0),
  releaseCount: integer('release_count').notNull().default(0),
  /** Seconds from started to paid over the trades they paid as buyer, and how many. */
  paySecondsSum: bigint('pay_seconds_sum', { mode: 'number' }).notNull().default(0),
  payCount: integer('pay_count').notNull().default(0),
  feedbackPositive: integer('feedback_positive').notNull().default(0),
  feedbackNegative: integer('feedback_negative').notNull().default(0),
  /** The earned badge (earnedBadge of @p2p/shared); staff badges live with their assignment. */
  badge: text('badge').notNull().default('no_badge'),
  /** The BADGE_RULES_VERSION the badge was computed with; older rows are recomputed at start. */
  badgeRulesVersion: integer('badge_rules_version').notNull().default(0),
  lastTradeAt: timestamp('last_trade_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** Who completed a trade with whom: inserting a new pair is what counts a new partner. */
export const userTradePartners = pgTable(
  'user_trade_partners',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => users.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.partnerId] })],
);
