import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

// Account activity: the sign-in history a user reads and the devices they have signed in from.

/** Results a sign-in attempt can have (the login history's `result`). */
export const LOGIN_RESULTS = [
  'success',
  'wrong_password',
  'wrong_second_factor',
  'blocked',
  'throttled',
] as const;

/** Every sign-in attempt on a known account, successful or not; shown to its owner, paged. */
export const loginEvents = pgTable(
  'login_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    result: text('result', { enum: LOGIN_RESULTS }).notNull(),
    /** The second factor asked for this sign-in (ga, sms, email), or null when none was. */
    secondFactor: text('second_factor'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** ISO 3166 alpha-2 country from a trusted proxy header, when one is configured. */
    country: varchar('country', { length: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_events_user_idx').on(table.userId, table.createdAt, table.id),
    check(
      'login_events_result_check',
      sql.raw(`result in (${LOGIN_RESULTS.map((result) => `'${result}'`).join(', ')})`),
    ),
  ],
);

/**
 * Devices a user has signed in from: the SHA-256 of the long-lived device cookie and the browser and
 * OS family. A sign-in from a device not in this list sends the new-device e-mail.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceHash] })],
);
