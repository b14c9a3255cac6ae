import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { userEvents } from './trades.js';

/**
 * A user's webhook (one per user, as in the spec): the endpoint, its state (INITIAL, VERIFICATION,
 * ENABLED, DISABLED), the events it subscribed to and the signing secret. The secret is kept as is
 * because every delivery is signed with it (HMAC); it is shown to the user once and rotated on demand.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    url: text('url'),
    state: text('state', { enum: ['INITIAL', 'VERIFICATION', 'ENABLED', 'DISABLED'] })
      .notNull()
      .default('INITIAL'),
    errorKey: text('error_key'),
    /** Webhook event names (trade.started, …) the user picked. */
    events: jsonb('events').$type<string[]>().notNull().default([]),
    /** `whsec_` + base64 of 32 random bytes (the Standard Webhooks form). */
    secret: text('secret').notNull(),
    /** Failed deliveries in a row (a job that used up its attempts); reset by a success. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('webhooks_user_idx').on(table.userId)],
);

/**
 * One job per (webhook, user event, webhook event name), created by the outbox dispatcher in the
 * transaction that claims the event and claimed by the delivery loop FOR UPDATE SKIP LOCKED;
 * `next_attempt_at` is both the back-off and the lease of a claimed job.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The user event the delivery was made from (the stable event id derives from it). */
    eventId: bigint('event_id', { mode: 'number' }).references(() => userEvents.id),
    eventName: text('event_name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_idx').on(table.webhookId, table.eventId, table.eventName),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_user_idx').on(table.userId, table.id),
    check('webhook_deliveries_attempts_check', sql`${table.attempts} >= 0`),
  ],
);

/** The delivery log: one row per HTTP attempt, what was sent and what came back. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    url: text('url').notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    requestBody: text('request_body').notNull(),
    /** Null when no answer came (time-out, refused address, connection error). */
    responseStatus: integer('response_status'),
    /** The first 1,000 characters of the answer. */
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    /** What sent it: the retry schedule or the user's "redeliver". */
    trigger: text('trigger', { enum: ['schedule', 'redeliver'] })
      .notNull()
      .default('schedule'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.id)],
);
