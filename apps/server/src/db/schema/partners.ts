import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { money } from './money.js';
import { trades } from './trades.js';

// Partner programme (decision 030): who referred whom, ambassadors, rewards; and in-wallet swaps.

/** A user registered through another user's referral link; one referrer per user, set at registration. */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: integer('referred_user_id')
      .primaryKey()
      .references(() => users.id),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referrals_referrer_idx').on(table.referrerId, table.createdAt),
    check('referrals_not_self', sql`${table.referredUserId} <> ${table.referrerId}`),
  ],
);

/** Staff-assigned ambassadors: the `ambassador` badge and their own reward share. */
export const ambassadors = pgTable(
  'ambassadors',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    rewardShareBps: integer('reward_share_bps').notNull(),
    assignedBy: integer('assigned_by').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('ambassadors_share_check', sql`${table.rewardShareBps} between 1 and 10000`)],
);

/** One reward per completed trade of a referred seller: the unique trade id makes booking it idempotent. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tradeId: bigint('trade_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => trades.id),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id),
    referredUserId: integer('referred_user_id')
      .notNull()
      .references(() => users.id),
    coin: varchar('coin', { length: 8 }).notNull(),
    fee: money('fee').notNull(),
    shareBps: integer('share_bps').notNull(),
    amount: money('amount').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referral_rewards_referrer_idx').on(table.referrerId, table.createdAt),
    check('referral_rewards_amount_check', sql`${table.amount} > 0 and ${table.amount} <= ${table.fee}`),
  ],
);

/**
 * A swap quote: what the user gives and gets at the rate and spread of the moment, held until
 * `expires_at`; executed once (status and executed_at set in the transaction that moves the money).
 */
export const swapQuotes = pgTable(
  'swap_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fromCoin: varchar('from_coin', { length: 8 }).notNull(),
    toCoin: varchar('to_coin', { length: 8 }).notNull(),
    fromAmount: money('from_amount').notNull(),
    toAmount: money('to_amount').notNull(),
    /** Units of toCoin per one fromCoin after the spread, as a decimal string. */
    rate: text('rate').notNull(),
    spreadBps: integer('spread_bps').notNull(),
    usdValueCents: money('usd_value_cents').notNull(),
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('swap_quotes_user_idx').on(table.userId, table.executedAt),
    check('swap_quotes_coins_check', sql`${table.fromCoin} <> ${table.toCoin}`),
    check('swap_quotes_amounts_check', sql`${table.fromAmount} > 0 and ${table.toAmount} > 0`),
    check('swap_quotes_status_check', sql`${table.status} in ('open', 'executed')`),
  ],
);
