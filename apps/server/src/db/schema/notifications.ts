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
import { userEvents } from './trades.js';

/**
 * The in-app notification centre: one row per notifiable user event (unique event_id), written by
 * the dispatcher in the transaction that marks the event dispatched. Chat messages of one trade fold
 * into one row per interval (`count`, `updated_at`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** trade.started, trade.paid, dispute.opened, wallet.deposit_confirmed, … */
    kind: text('kind').notNull(),
    /** The preference group of the kind: trades, chat, disputes, feedback, wallet, offers, account, security, marketing. */
    kindGroup: text('kind_group').notNull(),
    /** The user event this notification was made from; null for none. */
    eventId: bigint('event_id', { mode: 'number' }).references(() => userEvents.id),
    tradeHash: varchar('trade_hash', { length: 16 }),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    link: text('link'),
    /** Events folded into this notification (chat messages batched per interval). */
    count: integer('count').notNull().default(1),
    /** False when the user turned the in-app channel off for the group: kept only for the external deliveries. */
    shown: boolean('shown').notNull().default(true),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_event_idx').on(table.eventId),
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_user_unread_idx')
      .on(table.userId, table.id)
      .where(sql`${table.readAt} is null and ${table.shown}`),
    index('notifications_user_trade_kind_idx').on(table.userId, table.tradeHash, table.kind, table.createdAt),
  ],
);

/**
 * One job per notification and external channel (e-mail, push, Telegram), claimed FOR UPDATE SKIP
 * LOCKED by any node: `next_attempt_at` is both the back-off and the lease of a claimed job.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel', { enum: ['email', 'push', 'telegram'] }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_deliveries_channel_idx').on(table.notificationId, table.channel),
    index('notification_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check('notification_deliveries_channel_check', sql`${table.channel} in ('email', 'push', 'telegram')`),
    check('notification_deliveries_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

/** A user's choice for one kind group and channel; without a row the group's default applies. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kindGroup: text('kind_group').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kindGroup, table.channel] })],
);
