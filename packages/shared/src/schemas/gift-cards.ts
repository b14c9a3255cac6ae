// Gift cards contract (issue 19, decision 028): a vendor's inventory, the card a gcc-auto trade hands
// over, the code a buyer submits in a manual gift-card trade, and the gift-card store.
//
// Codes and PINs travel only in the answers of the reveal calls (each recorded in the audit log):
// POST /rest/v1/gift-cards/{id}/reveal (the owner) and POST /rest/v1/trade/{id}/gift-card/reveal (a
// party once the card is shown to them, a moderator in a dispute). Lists and views never carry them.
import { z } from 'zod';
import {
  GIFT_CARD_CODE_MAX,
  GIFT_CARD_PIN_MAX,
  GIFT_CARD_STATUSES,
  GIFT_CARD_TYPES,
  giftCardCodeProblem,
} from '../domain/gift-card-codes.js';
import { cryptoCodeSchema } from './wallet.js';

export * from '../domain/gift-card-codes.js';

const decimal = z.string().regex(/^\d+(\.\d+)?$/);
const codeField = z
  .string({ error: 'Enter the code' })
  .max(GIFT_CARD_CODE_MAX * 2, 'The code is too long')
  .superRefine((value, ctx) => {
    const problem = giftCardCodeProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const pinField = z
  .string()
  .trim()
  .max(GIFT_CARD_PIN_MAX, `A PIN has at most ${GIFT_CARD_PIN_MAX} characters`)
  .regex(/^[A-Za-z0-9]*$/, 'A PIN has only letters and digits');

/** POST /rest/v1/gift-cards: one card into the caller's inventory (a photo follows with .../photo). */
export const giftCardInputSchema = z
  .object({
    /** The brand: the slug of a gift-card payment method (amazon-gift-card, ...). */
    payment_method: z.string({ error: 'Choose the brand' }).trim().min(1, 'Choose the brand').max(100),
    /** The card's region (a country id, as the offers' card regions). */
    region_id: z.number().int().positive('Unknown region').max(2_147_483_647, 'Unknown region').nullish(),
    currency: z
      .string({ error: 'Choose the currency' })
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'Choose the currency'),
    /** Face value in the currency's units as a decimal string ("25.00"). */
    face_value: z
      .string({ error: 'Enter the face value' })
      .trim()
      .regex(/^\d{1,12}(\.\d{1,4})?$/, 'Enter the face value, e.g. 25.00'),
    type: z.enum(GIFT_CARD_TYPES, { error: 'Choose physical or e-card' }),
    /** Required for an e-card; a physical card may come with a photo instead. */
    code: codeField.optional(),
    pin: pinField.optional(),
    /** Set the card aside for one of the caller's gcc-auto offers (status in_offer). */
    offer_hash: z.string().trim().min(1).max(32).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.type === 'e-card' && value.code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'An e-card needs its code' });
    }
  });
export type GiftCardInput = z.input<typeof giftCardInputSchema>;

/** A card as lists and views show it: never the code, the PIN or the photo. */
export const giftCardViewSchema = z.object({
  id: z.number().int(),
  brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  region: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  currency: z.string(),
  faceValue: decimal,
  type: z.enum(GIFT_CARD_TYPES),
  status: z.enum(GIFT_CARD_STATUSES),
  hasCode: z.boolean(),
  hasPin: z.boolean(),
  hasPhoto: z.boolean(),
  /** The offer the card is set aside for or was taken on. */
  offerHash: z.string().nullable(),
  /** The trade that holds or held the card. */
  tradeHash: z.string().nullable(),
  revealedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type GiftCardView = z.infer<typeof giftCardViewSchema>;

export const giftCardListQuerySchema = z
  .object({
    status: z.enum(GIFT_CARD_STATUSES, { error: 'Unknown status' }).optional(),
  })
  .strict();

export const giftCardListSchema = z.object({
  cards: z.array(giftCardViewSchema),
  /** Cards a trade may take now (free or set aside for an offer), by brand, currency and value. */
  inStock: z.number().int(),
});
export type GiftCardList = z.infer<typeof giftCardListSchema>;

/** The answer of a reveal: the secret parts of a card (each reveal is audited). */
export const giftCardSecretSchema = z.object({
  code: z.string().nullable(),
  pin: z.string().nullable(),
  /** GET the photo from photoUrl (same access rules, audited too). */
  photoUrl: z.string().nullable(),
});
export type GiftCardSecret = z.infer<typeof giftCardSecretSchema>;

/** The card of a gift-card trade as the trade view shows it (no code). */
export const tradeGiftCardSchema = z.object({
  brand: z.string(),
  region: z.string().nullable(),
  currency: z.string(),
  faceValue: decimal,
  type: z.enum(GIFT_CARD_TYPES),
  /** The code may be read now by the caller (POST .../gift-card/reveal). */
  canReveal: z.boolean(),
  /** Where the card is: reserved for the trade, shown to the seller, or used. */
  status: z.enum(GIFT_CARD_STATUSES),
  /** The card came from the vendor's inventory (gcc-auto) or the buyer submitted it (manual). */
  source: z.enum(['inventory', 'submitted']),
});
export type TradeGiftCard = z.infer<typeof tradeGiftCardSchema>;

/** POST /rest/v1/trade/{id}/gift-card: the buyer submits the card's code in a manual gift-card trade. */
export const tradeGiftCardCodeInputSchema = z
  .object({
    /** Checked for the card's shape only where the offer's code check is on (isGiftCodeCheckEnabled). */
    code: z
      .string({ error: 'Enter the code' })
      .trim()
      .min(1, 'Enter the code')
      .max(GIFT_CARD_CODE_MAX * 2, 'The code is too long'),
    pin: pinField.optional(),
    region_id: z.number().int().positive('Unknown region').max(2_147_483_647, 'Unknown region').nullish(),
  })
  .strict();
export type TradeGiftCardCodeInput = z.input<typeof tradeGiftCardCodeInputSchema>;

/** GET /rest/v1/gift-card-store: what is in stock across vendors. */
export const giftCardStoreQuerySchema = z
  .object({
    brand: z.string().trim().max(100).optional(),
    region_id: z.coerce.number().int().positive('Unknown region').max(2_147_483_647).optional(),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'Unknown currency')
      .optional(),
    coin: cryptoCodeSchema.optional(),
    /** Only offers at least this discount (percent, "2.5"). */
    min_discount: z
      .string()
      .trim()
      .regex(/^-?\d{1,3}(\.\d{1,2})?$/, 'Enter a percentage such as 2.5')
      .optional(),
  })
  .strict();
export type GiftCardStoreQuery = z.infer<typeof giftCardStoreQuerySchema>;

/** One line of the store: one vendor's offer and one face value it has cards of. */
export const giftCardStoreItemSchema = z.object({
  offerHash: z.string(),
  vendor: z.string(),
  brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  region: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  currency: z.string(),
  faceValue: decimal,
  coin: cryptoCodeSchema,
  /** What the card costs in the coin (before the escrow fee the buyer pays as the trade's seller). */
  cryptoAmount: decimal,
  fee: decimal,
  /** Percent below the market ("4.76"); negative when above it. */
  discountPercent: z.string(),
  inStock: z.number().int(),
});
export type GiftCardStoreItem = z.infer<typeof giftCardStoreItemSchema>;

export const giftCardStoreSchema = z.object({
  items: z.array(giftCardStoreItemSchema),
  brands: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type GiftCardStore = z.infer<typeof giftCardStoreSchema>;
