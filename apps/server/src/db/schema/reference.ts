import { boolean, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

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
