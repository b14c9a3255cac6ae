import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { offers } from './offers.js';
import { countries } from './reference.js';

// Mobile money wallets (see modules/mobile-money). A wallet is a phone number in a country and the
// mobile money payment methods it takes; one live wallet per user is the selected (default) one.

export const mobileMoneyWallets = pgTable(
  'mobile_money_wallets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    /** E.164, checked for the country and for a mobile line when saved. */
    phone: text('phone').notNull(),
    holderName: text('holder_name').notNull(),
    /** Payment methods of the mobile money group (8), in the order the owner chose them. */
    paymentMethodIds: integer('payment_method_ids').array().notNull(),
    isSelected: boolean('is_selected').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mobile_money_wallets_user_idx')
      .on(table.userId)
      .where(sql`${table.deletedAt} is null`),
    // One number once per owner, and one selected wallet at most: the database holds both rules.
    uniqueIndex('mobile_money_wallets_phone_uq')
      .on(table.userId, table.phone)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex('mobile_money_wallets_selected_uq')
      .on(table.userId)
      .where(sql`${table.isSelected} and ${table.deletedAt} is null`),
  ],
);

/** The wallet a mobile money sell offer shows to the buyer of its trades (one per offer). */
export const offerMobileMoneyWallets = pgTable(
  'offer_mobile_money_wallets',
  {
    offerId: bigint('offer_id', { mode: 'number' })
      .primaryKey()
      .references(() => offers.id, { onDelete: 'cascade' }),
    walletId: bigint('wallet_id', { mode: 'number' })
      .notNull()
      .references(() => mobileMoneyWallets.id),
  },
  (table) => [index('offer_mobile_money_wallets_wallet_idx').on(table.walletId)],
);
