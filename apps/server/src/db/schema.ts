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
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

// Reference data: ids are stable identifiers clients rely on, loaded from seed/data at start.

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  iso: varchar('iso', { length: 2 }).unique(),
  code: varchar('code', { length: 16 }).notNull().unique(),
  name: text('name').notNull(),
  phoneCode: varchar('phone_code', { length: 8 }),
  important: boolean('important').notNull().default(false),
  kyc: boolean('kyc').notNull().default(true),
});

export const fiatCurrencies = pgTable('fiat_currencies', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 8 }).notNull().unique(),
  name: text('name').notNull(),
  isoNumber: varchar('iso_number', { length: 3 }),
  digits: integer('digits').notNull(),
  isPopular: boolean('is_popular').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

export const cryptoCurrencies = pgTable('crypto_currencies', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 8 }).notNull().unique(),
  name: text('name').notNull(),
  urlParam: text('url_param').notNull().unique(),
  precision: integer('precision').notNull(),
  isStablecoin: boolean('is_stablecoin').notNull(),
  blockchainId: integer('blockchain_id').notNull(),
  isBlocked: boolean('is_blocked').notNull().default(false),
});

export const paymentMethodGroups = pgTable('payment_method_groups', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    groupId: integer('group_id')
      .notNull()
      .references(() => paymentMethodGroups.id),
    icon: text('icon').notNull(),
    isBinCodeEnabled: boolean('is_bin_code_enabled').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('payment_methods_group_idx').on(table.groupId)],
);

export const tags = pgTable('tags', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const paymentMethodTags = pgTable(
  'payment_method_tags',
  {
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.paymentMethodId, table.tagId] })],
);

export const disputeReasons = pgTable('dispute_reasons', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
});

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

// Wallet: a double-entry ledger in minor units (see modules/ledger). Money columns are int8 read as bigint.

const money = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * available, escrow (one per trade, `ref` = the trade), bond: a user's; fee_income,
 * withdrawal_clearing (send-outs not yet on chain), chain_external (the outside world: minus what
 * has been deposited net of what was sent out): the platform's.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    coin: varchar('coin', { length: 8 }).notNull(),
    userId: integer('user_id').references(() => users.id),
    ref: text('ref').notNull().default(''),
    balance: money('balance')
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_key').on(table.kind, table.coin, table.userId, table.ref).nullsNotDistinct(),
    index('ledger_accounts_user_idx').on(table.userId, table.coin),
    check(
      'ledger_accounts_kind_check',
      sql`${table.kind} in ('available', 'escrow', 'bond', 'fee_income', 'withdrawal_clearing', 'chain_external')`,
    ),
    check(
      'ledger_accounts_owner_check',
      sql`(${table.kind} in ('available', 'escrow', 'bond')) = (${table.userId} is not null)`,
    ),
    // Nobody's balance goes below zero; only the outside world's mirror account is negative.
    check(
      'ledger_accounts_balance_check',
      sql`case when ${table.kind} = 'chain_external' then ${table.balance} <= 0 else ${table.balance} >= 0 end`,
    ),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    coin: varchar('coin', { length: 8 }).notNull(),
    /** What the entry is about: a trade hash, a withdrawal or deposit id. */
    ref: text('ref').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ledger_entries_ref_idx').on(table.ref)],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: money('amount').notNull(),
  },
  (table) => [
    index('ledger_postings_entry_idx').on(table.entryId),
    index('ledger_postings_account_idx').on(table.accountId, table.entryId),
    check('ledger_postings_amount_check', sql`${table.amount} <> 0`),
  ],
);

/** Crypto a trade holds: the amount for the buyer and the seller's fee, in its own escrow account. */
export const escrowHolds = pgTable(
  'escrow_holds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ref: text('ref').notNull().unique(),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id),
    coin: varchar('coin', { length: 8 }).notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    status: text('status').notNull().default('held'),
    beneficiaryId: integer('beneficiary_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('escrow_holds_seller_idx').on(table.sellerId, table.status),
    check('escrow_holds_status_check', sql`${table.status} in ('held', 'released', 'refunded')`),
    check('escrow_holds_amount_check', sql`${table.amount} > 0 and ${table.fee} >= 0`),
  ],
);

/** The first answer to a money-moving request, replayed when the same key comes again. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    coin: varchar('coin', { length: 8 }).notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposit_addresses_address_idx').on(table.coin, table.address),
    uniqueIndex('deposit_addresses_user_idx').on(table.userId, table.coin),
  ],
);

/** Transfers seen paying into deposit addresses: pending until confirmed enough, then credited once. */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    coin: varchar('coin', { length: 8 }).notNull(),
    txid: text('txid').notNull(),
    vout: integer('vout').notNull(),
    address: text('address').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    status: text('status').notNull().default('pending'),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chain_deposits_output_idx').on(table.coin, table.txid, table.vout),
    index('chain_deposits_user_idx').on(table.userId, table.coin, table.status),
    check('chain_deposits_status_check', sql`${table.status} in ('pending', 'credited')`),
    check('chain_deposits_amount_check', sql`${table.amount} > 0`),
  ],
);

/** Send-outs: pending (debited, waiting for the sender), sent (txid), confirmed, failed (refunded). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    coin: varchar('coin', { length: 8 }).notNull(),
    address: text('address').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    status: text('status').notNull().default('pending'),
    txid: text('txid'),
    networkFee: money('network_fee'),
    confirmations: integer('confirmations').notNull().default(0),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    index('withdrawals_user_idx').on(table.userId, table.createdAt),
    index('withdrawals_status_idx').on(table.status, table.createdAt),
    check(
      'withdrawals_status_check',
      sql`${table.status} in ('pending', 'sending', 'sent', 'confirmed', 'failed')`,
    ),
    check('withdrawals_amount_check', sql`${table.amount} > 0 and ${table.fee} >= 0`),
  ],
);

/** Where each coin's chain watcher resumes (an adapter's cursor, such as a block hash). */
export const chainCursors = pgTable('chain_cursors', {
  coin: varchar('coin', { length: 8 }).primaryKey(),
  cursor: text('cursor'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The simulated chain's state: its height and the transfers it carries, per coin. */
export const simChainTransfers = pgTable(
  'sim_chain_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    coin: varchar('coin', { length: 8 }).notNull(),
    txid: text('txid').notNull(),
    direction: text('direction').notNull(),
    address: text('address').notNull(),
    amount: money('amount').notNull(),
    /** The block that carries it; null while in the mempool. */
    blockHeight: integer('block_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sim_chain_transfers_coin_idx').on(table.coin, table.direction, table.id),
    // A send-out to another user's deposit address is one transaction seen from both sides.
    uniqueIndex('sim_chain_transfers_txid_idx').on(table.txid, table.direction),
    check('sim_chain_transfers_direction_check', sql`${table.direction} in ('in', 'out')`),
  ],
);

export const simChainHeights = pgTable('sim_chain_heights', {
  coin: varchar('coin', { length: 8 }).primaryKey(),
  height: integer('height').notNull().default(0),
});

// Offers (see modules/offers). Fiat amounts are fiat minor units (cents), prices fiat minor units per
// one whole coin; the margin is in hundredths of a percent (basis points: 250 = 2.50 %).

export const offers = pgTable(
  'offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The public id (idHashed / offer hash): 11 URL-safe characters. */
    hash: varchar('hash', { length: 16 }).notNull().unique(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** The owner's side: a sell offer sells crypto to the taker, a buy offer buys it. */
    type: text('type').notNull(),
    coin: varchar('coin', { length: 8 }).notNull(),
    fiatCurrencyId: integer('fiat_currency_id')
      .notNull()
      .references(() => fiatCurrencies.id),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /** Denormalised from the payment method for group filters. */
    paymentMethodGroupId: integer('payment_method_group_id').notNull(),
    priceType: text('price_type').notNull().default('margin'),
    marginBps: integer('margin_bps').notNull().default(0),
    fixedPrice: money('fixed_price'),
    amountType: text('amount_type').notNull().default('min_max'),
    rangeMin: money('range_min').notNull(),
    rangeMax: money('range_max').notNull(),
    predefinedAmounts: jsonb('predefined_amounts').$type<string[]>().notNull().default([]),
    newBuyerMaxAmount: money('new_buyer_max_amount'),
    offerTerms: text('offer_terms').notNull().default(''),
    tradeDetails: text('trade_details').notNull().default(''),
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::integer[]`),
    paymentWindowMinutes: integer('payment_window_minutes').notNull().default(30),
    requireVerifiedId: boolean('require_verified_id').notNull().default(false),
    requireMinTrades: integer('require_min_trades').notNull().default(0),
    trustedOnly: boolean('trusted_only').notNull().default(false),
    requireFullName: boolean('require_full_name').notNull().default(false),
    /** ISO codes; an empty allow list means everywhere but the deny list. */
    countriesAllowed: text('countries_allowed').array().notNull().default(sql`'{}'::text[]`),
    countriesDenied: text('countries_denied').array().notNull().default(sql`'{}'::text[]`),
    dutyHours: jsonb('duty_hours')
      .$type<{ day: number; start_time: string; end_time: string; active: boolean }[]>()
      .notNull()
      .default([]),
    timezone: text('timezone').notNull().default('UTC'),
    /** Offer cap in fiat minor units: the most this offer trades before it pauses. */
    offerCapAmount: money('offer_cap_amount'),
    offerCapRemaining: money('offer_cap_remaining'),
    offerCapActive: boolean('offer_cap_active').notNull().default(false),
    flowType: text('flow_type').notNull().default('default'),
    binCodes: text('bin_codes').array().notNull().default(sql`'{}'::text[]`),
    cardRegionIds: integer('card_region_ids').array().notNull().default(sql`'{}'::integer[]`),
    bondRequired: boolean('bond_required').notNull().default(false),
    section: text('section'),
    /** The platform's escrow fee for this offer when staff set one, in basis points. */
    manualEscrowFeeBps: integer('manual_escrow_fee_bps'),
    /** The owner's switch. */
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Moderation: a blocked offer is hidden whatever its owner does. */
    isBlocked: boolean('is_blocked').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isStickied: boolean('is_stickied').notNull().default(false),
    penaltyUntil: timestamp('penalty_until', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The listing's common filter: visible offers of one side, coin and currency, by payment method.
    index('offers_listing_idx')
      .on(table.type, table.coin, table.fiatCurrencyId, table.paymentMethodId)
      .where(sql`${table.isEnabled} and not ${table.isBlocked} and ${table.deletedAt} is null`),
    index('offers_group_idx')
      .on(table.type, table.coin, table.paymentMethodGroupId)
      .where(sql`${table.isEnabled} and not ${table.isBlocked} and ${table.deletedAt} is null`),
    index('offers_owner_idx').on(table.ownerId, table.type),
    check('offers_type_check', sql`${table.type} in ('buy', 'sell')`),
    check('offers_price_type_check', sql`${table.priceType} in ('margin', 'fixed')`),
    check('offers_amount_type_check', sql`${table.amountType} in ('min_max', 'predefined')`),
    check('offers_range_check', sql`${table.rangeMin} > 0 and ${table.rangeMax} >= ${table.rangeMin}`),
    check('offers_flow_type_check', sql`${table.flowType} in ('default', 'gcc-auto', 'lite', 'bt-auto')`),
    check(
      'offers_section_check',
      sql`${table.section} is null or ${table.section} in ('otc', 'silent-pool', 'gift-cards')`,
    ),
  ],
);

export const offerFavorites = pgTable(
  'offer_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.offerId] })],
);

/** Reports of offers by users, for the moderation queue. */
export const offerReports = pgTable(
  'offer_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('offer_reports_status_idx').on(table.status, table.createdAt),
    uniqueIndex('offer_reports_open_idx')
      .on(table.offerId, table.reporterId)
      .where(sql`${table.status} = 'open'`),
    check('offer_reports_status_check', sql`${table.status} in ('open', 'dismissed', 'actioned')`),
  ],
);
