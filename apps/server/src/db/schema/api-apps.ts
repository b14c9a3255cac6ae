import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

// API apps: programs that act for a user through the compatible API (issue 13, decision 024).

/**
 * An API app of a user: a bot of their own (OAuth 2.0 client credentials, or the legacy
 * apikey/apiseal form) or a third-party app the user's consent admits (authorization code).
 * The secret is shown once. Its SHA-256 checks client authentication; the apiseal form needs the
 * secret itself as an HMAC key, so it is also kept sealed with the server key (lib/secret-box).
 * A deleted app keeps its row (revoked_at) for the call log and the audit trail.
 */
export const apiApps = pgTable(
  'api_apps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    clientId: text('client_id').notNull(),
    kind: text('kind', { enum: ['bot', 'third_party'] }).notNull(),
    /** A third-party app that cannot keep a secret (mobile, browser): no secret, PKCE required. */
    publicClient: boolean('public_client').notNull().default(false),
    /** Hex SHA-256 of the secret; null for public clients. */
    secretHash: text('secret_hash'),
    /** The secret sealed with the server key (context `api-app:<id>`), for the apiseal HMAC. */
    secretSealed: text('secret_sealed'),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    redirectUris: jsonb('redirect_uris').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_apps_client_id_idx').on(table.clientId),
    index('api_apps_user_idx')
      .on(table.userId)
      .where(sql`${table.revokedAt} IS NULL`),
  ],
);

/** Each call an app made to the compatible API, for the user's recent-calls list (pruned by age). */
export const apiAppCalls = pgTable(
  'api_app_calls',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    appId: uuid('app_id')
      .notNull()
      .references(() => apiApps.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    via: text('via', { enum: ['oauth', 'apiseal'] }).notNull(),
    moneyMoving: boolean('money_moving').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('api_app_calls_app_idx').on(table.appId, table.id),
    index('api_app_calls_created_idx').on(table.createdAt),
  ],
);

/** Nonces of signed (apiseal) requests: the primary key refuses a nonce an app already used. */
export const apiNonces = pgTable(
  'api_nonces',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => apiApps.id),
    nonce: text('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.appId, table.nonce] }),
    index('api_nonces_created_idx').on(table.createdAt),
  ],
);

/**
 * oidc-provider's artifacts (access tokens, client-credentials tokens, codes, refresh tokens,
 * grants, interactions, sessions) as JSON payloads keyed by model and id, so that every node sees
 * the same tokens. Clients are not here: they are the api_apps rows.
 */
export const oauthPayloads = pgTable(
  'oauth_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oauth_payloads_grant_idx').on(table.grantId),
    index('oauth_payloads_uid_idx').on(table.uid),
    index('oauth_payloads_expires_idx').on(table.expiresAt),
  ],
);
