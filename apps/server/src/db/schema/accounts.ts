import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { countries, fiatCurrencies } from './reference.js';

// Accounts.

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'moderator', 'supermoderator', 'admin'] })
      .notNull()
      .default('user'),
    referralCode: text('referral_code').notNull().unique(),
    countryId: integer('country_id').references(() => countries.id),
    fiatCurrencyId: integer('fiat_currency_id')
      .notNull()
      .default(144)
      .references(() => fiatCurrencies.id),
    locale: text('locale').notNull().default('en'),
    timezone: text('timezone').notNull().default('UTC'),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    fullNameVisibilityType: text('full_name_visibility_type').notNull().default('hide'),
    bio: text('bio').notNull().default(''),
    notifyTradeMessagesInterval: text('notify_trade_messages_interval').notNull().default('10'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    phoneCountryIso: varchar('phone_country_iso', { length: 2 }),
    /** After too many wrong phone codes no new check is accepted before this moment (the countdown). */
    phoneCodeLockedUntil: timestamp('phone_code_locked_until', { withTimezone: true }),
    /** L0, L1, L1+, L2, L2+POA, L3, L4 (see @p2p/shared verification levels). */
    verificationLevel: text('verification_level').notNull().default('L0'),
    /** 1: ID verification required before trading, 2: not required (the spec's registration groups). */
    registrationGroup: integer('registration_group').notNull().default(2),
    profileVisibility: text('profile_visibility').notNull().default('YES'),
    chatAcceptance: text('chat_acceptance').notNull().default('EVERYONE'),
    accountType: text('account_type').notNull().default('personal'),
    corporateStatus: text('corporate_status'),
    usernameChangedAt: timestamp('username_changed_at', { withTimezone: true }),
    completedTourGuides: jsonb('completed_tour_guides').$type<string[]>().notNull().default([]),
    vendorLanguages: jsonb('vendor_languages').$type<string[]>().notNull().default([]),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Closed by its owner (decision 015): cannot sign in, username kept, personal data removed. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    check('users_role_check', sql`${table.role} in ('user', 'moderator', 'supermoderator', 'admin')`),
    check(
      'users_verification_level_check',
      sql`${table.verificationLevel} in ('L0', 'L1', 'L1+', 'L2', 'L2+POA', 'L3', 'L4')`,
    ),
    check('users_account_type_check', sql`${table.accountType} in ('personal', 'corporate')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Refreshed at most every few minutes (with ip and country), not on every request. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** ISO 3166 alpha-2 country from a trusted proxy header, when one is configured. */
    country: varchar('country', { length: 2 }),
    /** SHA-256 of the device cookie and browser family (see known_devices). */
    deviceHash: text('device_hash'),
    /** When this browser last confirmed a step-up code or push approval (decision 025). */
    stepUpAt: timestamp('step_up_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Secrets every node must share (the CSRF signing key), created once by whichever node starts first. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Delivery: every e-mail and SMS passes through the outbox; an adapter delivers it (or, by default,
// it stays there for the operator to read).

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms', 'call'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    template: text('template').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient, table.createdAt)],
);

/** One-time codes (e-mail and phone verification, e-mail/SMS second factors), stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt)],
);

// Two-factor authentication.

export const twoFactorSettings = pgTable('two_factor_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The spec's setup states: initial 0, enabled 1, disabled 2, verification 3. */
  state: integer('state').notNull().default(0),
  /** ga (authenticator app), sms, email. */
  method: text('method').notNull().default('ga'),
  /** Encrypted with the server key (see lib/secret-box). */
  totpSecret: text('totp_secret'),
  pendingTotpSecret: text('pending_totp_secret'),
  forLogin: boolean('for_login').notNull().default(false),
  forRelease: boolean('for_release').notNull().default(false),
  forSendout: boolean('for_sendout').notNull().default(false),
  /** The last TOTP time step accepted: a code is good once only. */
  lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const twoFactorBackupCodes = pgTable(
  'two_factor_backup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('two_factor_backup_codes_user_idx').on(table.userId)],
);

/** A pending second-factor check (login, release, withdrawal): pending, expired, approved, denied. */
export const authRequests = pgTable(
  'auth_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    state: text('state').notNull().default('pending'),
    method: text('method').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A push approval: the browser that asked (it is confirmed once another browser approves). */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    /** What the approving browser is shown: the asking browser, its place, the trade. */
    context: jsonb('context').$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [index('auth_requests_user_idx').on(table.userId, table.createdAt)],
);

// Verification levels (KYC).

/** Per-level trade limits in US cents; null means no cap. Operators change them. */
export const levelLimits = pgTable('level_limits', {
  level: text('level').primaryKey(),
  perTradeUsdCents: bigint('per_trade_usd_cents', { mode: 'bigint' }),
  lifetimeUsdCents: bigint('lifetime_usd_cents', { mode: 'bigint' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An identity, address, video or provider verification submitted for review. */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verification_requests_user_idx').on(table.userId, table.kind),
    index('verification_requests_status_idx').on(table.status, table.createdAt),
  ],
);

/** Private uploads (documents, avatars before processing): stored outside any public path. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    verificationRequestId: uuid('verification_request_id').references(() => verificationRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_user_idx').on(table.userId, table.purpose)],
);

// Contacts and restrictions.

export const userRelations = pgTable(
  'user_relations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relation: text('relation', { enum: ['trusted', 'blocked'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.targetUserId] }),
    index('user_relations_target_idx').on(table.targetUserId, table.relation),
    check('user_relations_not_self', sql`${table.userId} <> ${table.targetUserId}`),
    check('user_relations_relation_check', sql`${table.relation} in ('trusted', 'blocked')`),
  ],
);

/** ban, freeze, suspend, compromised, compliance_hold, on_hold, restrict: active while lifted_at is null. */
export const userRestrictions = pgTable(
  'user_restrictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => users.id),
    liftReason: text('lift_reason'),
  },
  (table) => [index('user_restrictions_user_idx').on(table.userId, table.liftedAt)],
);

/** Who did what to whom: restrictions, reviews, role and limit changes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_target_idx').on(table.targetUserId, table.createdAt)],
);
