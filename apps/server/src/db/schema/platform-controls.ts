import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

// Operator controls of the whole platform (decision 036): maintenance windows, trading halts and the
// operator's message to every user. Each change is audited and announced to every node by NOTIFY.

/**
 * A maintenance window. It is on from `starts_at` (now, for the admin switch; later, for one announced
 * in advance) until an operator ends it (`ended_at`); `expected_end_at` is what users are told and
 * what Retry-After counts down to, not an automatic end.
 */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expectedEndAt: timestamp('expected_end_at', { withTimezone: true }).notNull(),
    message: text('message').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: integer('ended_by').references(() => users.id),
  },
  (table) => [
    index('maintenance_windows_open_idx')
      .on(table.startsAt)
      .where(sql`${table.endedAt} is null`),
    check('maintenance_windows_end_check', sql`${table.expectedEndAt} > ${table.startsAt}`),
  ],
);

/**
 * An emergency halt of one coin (`coin`) or of all trading (`coin` null): no trade starts, send-outs
 * or swaps in its scope, and open trades' timers are paused, until it is lifted.
 */
export const tradingHalts = pgTable(
  'trading_halts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    coin: varchar('coin', { length: 8 }),
    reason: text('reason').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedBy: integer('started_by').references(() => users.id),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => users.id),
    liftReason: text('lift_reason'),
  },
  (table) => [
    index('trading_halts_active_idx')
      .on(table.coin)
      .where(sql`${table.liftedAt} is null`),
  ],
);

/** The operator's message to all users (the spec's adminAlert); the newest one not cleared shows. */
export const adminAlerts = pgTable(
  'admin_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    message: text('message').notNull(),
    level: text('level').notNull().default('info'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: integer('cleared_by').references(() => users.id),
  },
  (table) => [check('admin_alerts_level_check', sql`${table.level} in ('info', 'warning', 'danger')`)],
);
