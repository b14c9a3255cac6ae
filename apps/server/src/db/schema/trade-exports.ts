import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

// Trade history exports as jobs (modules/trade-exports, decision 042). A worker on any node claims a
// job FOR UPDATE SKIP LOCKED and leases it (`lease_until`); `claim_token` names the claim, so a node
// whose lease ran out cannot finish a job another node took over.

/** What the user asked for besides the range (the spec's filter fields). */
// Written out here (drizzle-kit reads the schema without the shared package's sources): the same lists
// as EXPORT_REPORT_STATUSES and TRADE_EXPORT_FORMATS of @p2p/shared; trade-exports.repository checks it.
export const EXPORT_REPORT_STATUS_VALUES = [
  'pending',
  'in_progress',
  'generating',
  'completed',
  'failed',
  'no_data',
  'cancelled',
  'missing',
] as const;
const EXPORT_FORMAT_VALUES = ['csv', 'xlsx', 'pdf'] as const;

export interface TradeExportFilters {
  status: string;
  offerType: 'buy' | 'sell' | null;
  cryptoCurrencyCode: string | null;
  paymentMethodId: number | null;
}

export const tradeExportReports = pgTable(
  'trade_export_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: EXPORT_REPORT_STATUS_VALUES }).notNull().default('pending'),
    format: text('format', { enum: EXPORT_FORMAT_VALUES }).notNull(),
    filters: jsonb('filters').$type<TradeExportFilters>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The user's zone when asked: the calendar days are read in it. */
    timezone: text('timezone').notNull(),
    /** The instants the days cover: [range_start, range_end). */
    rangeStart: timestamp('range_start', { withTimezone: true }).notNull(),
    rangeEnd: timestamp('range_end', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A pending job waits until then after a failed attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    fileSize: integer('file_size'),
    rowCount: integer('row_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('trade_export_reports_user_idx').on(table.userId, table.createdAt),
    // The worker's claim: pending jobs that are due, and leased jobs whose lease ran out.
    index('trade_export_reports_queue_idx')
      .on(table.status, table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'in_progress', 'generating')`),
    index('trade_export_reports_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'completed'`),
    check(
      'trade_export_reports_status_check',
      sql.raw(`status in (${EXPORT_REPORT_STATUS_VALUES.map((s) => `'${s}'`).join(', ')})`),
    ),
    check(
      'trade_export_reports_format_check',
      sql.raw(`format in (${EXPORT_FORMAT_VALUES.map((s) => `'${s}'`).join(', ')})`),
    ),
    check('trade_export_reports_range_check', sql`${table.startDate} <= ${table.endDate}`),
    check(
      'trade_export_reports_file_check',
      sql`${table.status} <> 'completed' or ${table.fileKey} is not null`,
    ),
  ],
);
