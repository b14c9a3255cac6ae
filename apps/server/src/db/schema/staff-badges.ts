import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

// Staff badges assigned by admins (decision 038): `operator` and `ceo`. The `ambassador` badge keeps
// its own table (partners.ts, decision 030) because it carries a reward share.

/** One staff badge per user; it is shown instead of the earned one. */
export const staffBadges = pgTable(
  'staff_badges',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    badge: text('badge').notNull(),
    assignedBy: integer('assigned_by').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('staff_badges_badge_check', sql`${table.badge} in ('operator', 'ceo')`)],
);
