import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

// Account recovery: links mailed to the user carry a random token; only its SHA-256 is stored.

/** A forgotten-password link: single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    requestedIp: text('requested_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was used, or retired because a newer one was sent or the password changed. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * A change of e-mail address waiting for its confirmations: the new address proves it is the
 * user's, the old one (when it was verified) agrees; either link's owner may cancel.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    /** Mailed to the new address. */
    newTokenHash: text('new_token_hash').notNull().unique(),
    /** Mailed to the old address. */
    oldTokenHash: text('old_token_hash').notNull().unique(),
    newConfirmedAt: timestamp('new_confirmed_at', { withTimezone: true }),
    /** Pre-set at creation when the old address was never verified (nobody there to ask). */
    oldConfirmedAt: timestamp('old_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    // One open request per account: a new request cancels the previous one first.
    uniqueIndex('email_change_requests_open_idx')
      .on(table.userId)
      .where(sql`${table.completedAt} is null and ${table.cancelledAt} is null`),
  ],
);
