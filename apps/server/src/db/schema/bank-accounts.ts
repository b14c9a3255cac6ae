import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { offers } from './offers.js';
import { countries, fiatCurrencies } from './reference.js';
import { trades } from './trades.js';

// Bank accounts (see modules/bank-accounts). The bank directory is bundled data, not a table: `bank_id`
// names a directory entry ("GB:NWBK", "US:021000021", ...), and the bank's name is copied beside it.

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fiatCurrencyId: integer('fiat_currency_id')
      .notNull()
      .references(() => fiatCurrencies.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** The form the account was entered with: NG, US, FI, GB, IN, RU, MX or OTHER. */
    form: varchar('form', { length: 8 }).notNull(),
    /** User (personal) or Business. */
    accountType: text('account_type').notNull().default('User'),
    isPersonal: boolean('is_personal').notNull().default(true),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number'),
    iban: text('iban'),
    swiftCode: text('swift_code'),
    /** Routing number: ABA (US), sort code (GB), BIK (RU). */
    routingNumber: text('routing_number'),
    bankId: text('bank_id'),
    bankName: text('bank_name'),
    ifsc: varchar('ifsc', { length: 11 }),
    clabe: varchar('clabe', { length: 18 }),
    additionalInfo: text('additional_info'),
    /** The recipient's address, asked for SWIFT transfers. */
    residency: text('residency'),
    state: text('state'),
    city: text('city'),
    zip: text('zip'),
    address: text('address'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bank_accounts_user_idx')
      .on(table.userId)
      .where(sql`${table.deletedAt} is null`),
    check(
      'bank_accounts_form_check',
      sql`${table.form} in ('NG', 'US', 'FI', 'GB', 'IN', 'RU', 'MX', 'OTHER')`,
    ),
    check('bank_accounts_type_check', sql`${table.accountType} in ('User', 'Business')`),
  ],
);

/** The bank accounts a vendor offers for payment on an offer. */
export const offerBankAccounts = pgTable(
  'offer_bank_accounts',
  {
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    bankAccountId: bigint('bank_account_id', { mode: 'number' })
      .notNull()
      .references(() => bankAccounts.id),
  },
  (table) => [primaryKey({ columns: [table.offerId, table.bankAccountId] })],
);

/** Bank accounts shared in a trade's chat (the structured message links here). */
export const tradeBankAccounts = pgTable(
  'trade_bank_accounts',
  {
    tradeId: bigint('trade_id', { mode: 'number' })
      .notNull()
      .references(() => trades.id),
    bankAccountId: bigint('bank_account_id', { mode: 'number' })
      .notNull()
      .references(() => bankAccounts.id),
    sharedBy: integer('shared_by')
      .notNull()
      .references(() => users.id),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tradeId, table.bankAccountId] })],
);
