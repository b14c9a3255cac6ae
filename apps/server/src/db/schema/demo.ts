import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * Demo mode (decision 044): the accounts that exist only to play. A visitor's account expires and is
 * cleaned up (open trades cancelled, play money back to demo_mint, sessions revoked, account closed);
 * the demo vendors are system users that answer the visitors' trades and never expire.
 */
export const demoAccounts = pgTable(
  'demo_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    role: text('role', { enum: ['visitor', 'vendor'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    cleanedAt: timestamp('cleaned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('demo_accounts_role_check', sql`${table.role} in ('visitor', 'vendor')`),
    check('demo_accounts_expiry_check', sql`(${table.role} = 'visitor') = (${table.expiresAt} is not null)`),
    index('demo_accounts_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.cleanedAt} is null`),
  ],
);
