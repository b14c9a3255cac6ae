import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

// Notification channels outside the tab: Web Push subscriptions and the Telegram bot's links
// (modules/web-push, modules/telegram). The notifications module decides what to send; these say where.

/** One browser's push subscription. An endpoint belongs to whoever subscribed it last in that browser. */
export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), needed to encrypt each message. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [index('web_push_subscriptions_user_idx').on(table.userId)],
);

/** The Telegram chat an account is linked to (one chat per account, one account per chat). */
export const telegramLinks = pgTable('telegram_links', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  chatId: bigint('chat_id', { mode: 'number' }).notNull().unique(),
  telegramUsername: text('telegram_username'),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time deep-link codes (t.me/<bot>?start=<code>), stored as SHA-256; single use, short-lived. */
export const telegramLinkCodes = pgTable(
  'telegram_link_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('telegram_link_codes_user_idx').on(table.userId)],
);

/**
 * The bot's update poller: one row. The node holding an unexpired lease polls getUpdates; the next
 * update id is kept here so a node taking over continues where the last one stopped.
 */
export const telegramPoller = pgTable(
  'telegram_poller',
  {
    id: integer('id').primaryKey(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    nextUpdateId: bigint('next_update_id', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('telegram_poller_single_row', sql`${table.id} = 1`)],
);
