import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { money } from './money.js';
import { offers } from './offers.js';
import { countries, fiatCurrencies, paymentMethods } from './reference.js';

// Gift cards (see modules/gift-cards and decision 028). Codes and PINs are sealed with the secret box
// (AES-256-GCM, bound to the owner by its context) and never stored in the clear; `code_digest` is an HMAC of
// the normalised code under the server secret, so a code seen before is recognised without opening it.

const GIFT_CARD_STATUSES = ['free', 'in_use', 'revealed', 'used', 'deleted', 'in_offer'] as const;

/** A vendor's inventory: cards that gcc-auto trades and the gift-card store hand out. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** The brand: a payment method of the gift-card group (1). */
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /** The card's region (a country id, as the offers' card regions); null when it has none. */
    regionId: integer('region_id').references(() => countries.id),
    fiatCurrencyId: integer('fiat_currency_id')
      .notNull()
      .references(() => fiatCurrencies.id),
    /** Face value in the currency's minor units. */
    faceValue: money('face_value').notNull(),
    type: text('type').notNull(),
    status: text('status', { enum: GIFT_CARD_STATUSES }).notNull().default('free'),
    /** Set while the card is set aside for one offer (status in_offer, or taken by a trade on it). */
    offerId: bigint('offer_id', { mode: 'number' }).references(() => offers.id),
    codeSealed: text('code_sealed'),
    pinSealed: text('pin_sealed'),
    codeDigest: text('code_digest'),
    /** The photo of a physical card in the private file storage. */
    photoKey: text('photo_key'),
    photoMimetype: text('photo_mimetype'),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A trade's claim: the owner's cards of one brand, currency and value that are free.
    index('gift_cards_claim_idx')
      .on(table.ownerId, table.paymentMethodId, table.fiatCurrencyId, table.faceValue)
      .where(sql`${table.status} in ('free', 'in_offer')`),
    index('gift_cards_owner_idx').on(table.ownerId, table.id),
    uniqueIndex('gift_cards_code_digest_idx')
      .on(table.codeDigest)
      .where(sql`${table.codeDigest} is not null and ${table.status} <> 'deleted'`),
    check('gift_cards_type_check', sql`${table.type} in ('physical', 'e-card')`),
    check(
      'gift_cards_status_check',
      sql.raw(`status in (${GIFT_CARD_STATUSES.map((s) => `'${s}'`).join(', ')})`),
    ),
    check('gift_cards_face_value_check', sql`${table.faceValue} > 0`),
    check('gift_cards_secret_check', sql`${table.codeSealed} is not null or ${table.photoKey} is not null`),
  ],
);

/** Codes a buyer submitted in a manual gift-card trade (the trade's gift_card_code requirement). */
export const tradeGiftCardCodes = pgTable(
  'trade_gift_card_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tradeId: bigint('trade_id', { mode: 'number' }).notNull(),
    submitterId: integer('submitter_id')
      .notNull()
      .references(() => users.id),
    codeSealed: text('code_sealed').notNull(),
    pinSealed: text('pin_sealed'),
    codeDigest: text('code_digest').notNull(),
    regionId: integer('region_id').references(() => countries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('trade_gift_card_codes_trade_idx').on(table.tradeId),
    index('trade_gift_card_codes_digest_idx').on(table.codeDigest),
  ],
);
