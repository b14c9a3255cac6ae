import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

// Access by place (decision 041): the operator's rules by country or IP range, and the notice shown
// to visitors from a country. Each change is audited and announced to every node by NOTIFY on the
// platform controls' channel (decision 036).

/**
 * One rule: `kind` country (`value` an ISO alpha-2 code, or `*` for every resolved country) or cidr
 * (`value` a normalised IPv4 or IPv6 range); `action` allow or deny. Precedence is by specificity,
 * not by order: the longest matching range, then the country, then `*` (decision 041).
 */
export const accessRules = pgTable(
  'access_rules',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 8 }).notNull(),
    value: varchar('value', { length: 64 }).notNull(),
    action: varchar('action', { length: 8 }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('access_rules_kind_value_idx').on(table.kind, table.value),
    check('access_rules_kind_check', sql`${table.kind} in ('country', 'cidr')`),
    check('access_rules_action_check', sql`${table.action} in ('allow', 'deny')`),
  ],
);

/**
 * The regional notice (the spec's nigeriaBlock) for visitors from one country: a message key of the
 * web's catalogue or the operator's own text, and the features refused to them.
 */
export const regionalNotices = pgTable(
  'regional_notices',
  {
    countryIso: varchar('country_iso', { length: 2 }).primaryKey(),
    messageKey: varchar('message_key', { length: 64 }),
    message: text('message').notNull().default(''),
    restricts: text('restricts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'regional_notices_text_check',
      sql`${table.messageKey} is not null or length(${table.message}) > 0`,
    ),
  ],
);
