import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    check('users_role_check', sql`${table.role} in ('user', 'moderator', 'supermoderator', 'admin')`),
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
