import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

// What staff ask of one user about verification (decision 040): a forced identity verification,
// which blocks trading until an ID verification is approved, and a request for an ID document, which
// asks for an upload without blocking anything. Whether one is still open is derived from the
// user's verification requests (modules/kyc-demands); staff withdraw one with a reason. Audited.
export const kycDemands = pgTable(
  'kyc_demands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** forced_verification | id_document */
    kind: text('kind').notNull(),
    /** Staff's reason, for staff and the audit log; the user sees what to do, not this note. */
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: integer('withdrawn_by').references(() => users.id),
    withdrawReason: text('withdraw_reason'),
  },
  (table) => [
    index('kyc_demands_user_idx').on(table.userId, table.createdAt),
    check('kyc_demands_kind_check', sql`${table.kind} in ('forced_verification', 'id_document')`),
  ],
);

// One-time notices a user answers once (decision 040): the no-security-deposits explanation and the
// account manager proposal. The answer is kept server-side so that it holds on every device.
export const userNotices = pgTable(
  'user_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** no_security_deposits | account_manager_proposal */
    notice: text('notice').notNull(),
    /** seen | dismissed | accepted */
    answer: text('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notice] })],
);
