// Mobile money wallets contract (issue 17): a phone number in a country, the mobile money payment
// methods (M-Pesa, MTN Mobile Money, Airtel Money, Orange Money, ...) it takes, and which wallet is the
// user's selected (default) one. Offers paying by mobile money show one wallet to the buyer of a trade.
//
// Errors: 400 ERROR_INPUT_VALIDATION with `details: { <field>: ['<code>'] }`, the codes of
// MOBILE_MONEY_ERROR_CODES. The server adds the checks needing its data: the phone parsed for the
// country (`phone_parse_error`, `phone_invalid`, `phone_not_mobile`, `phone_wrong_country`,
// `phone_non_unique`), an unknown country (`country_id: ['default']`), a payment method that is not
// mobile money (`payment_method_ids: ['not_mobile_money']`). DELETE of a wallet an enabled offer or an
// open trade shows answers 422 MOBILE_MONEY_WALLET_IN_USE_CODE with
// `details: { wallet: ['linked_to_enabled_offer' | 'linked_to_open_trade'] }`. Someone else's wallet (or
// a deleted one) answers 404; guests 401.
import { z } from 'zod';

/** The payment method group of mobile money (trading.md: categories, mobile money 8). */
export const MOBILE_MONEY_GROUP_ID = 8;
/** How many wallets a user keeps (a number may take several providers, so a handful is plenty). */
export const MOBILE_MONEY_WALLETS_MAX = 20;
export const MOBILE_MONEY_METHODS_MAX = 10;
export const MOBILE_MONEY_HOLDER_MAX = 100;
export const MOBILE_MONEY_WALLET_IN_USE_CODE = 'ERROR_MOBILE_MONEY_WALLET_IN_USE';

export const MOBILE_MONEY_ERROR_CODES = [
  'default',
  'required',
  'too_long',
  'phone_parse_error',
  'phone_invalid',
  'phone_not_mobile',
  'phone_wrong_country',
  'phone_non_unique',
  'not_mobile_money',
  'duplicate',
  'wallets_limit',
  'offer_not_mobile_money',
  'offer_not_sell',
  'wallet_not_for_method',
  'linked_to_enabled_offer',
  'linked_to_open_trade',
] as const;
export type MobileMoneyErrorCode = (typeof MOBILE_MONEY_ERROR_CODES)[number];

const INT4_MAX = 2_147_483_647;
const positiveId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);

/**
 * POST /rest/v1/mobile-money-wallets and PUT /rest/v1/mobile-money-wallets/{id} (the whole wallet).
 * The phone is typed as the user knows it (national or +international); the server stores E.164.
 */
export const mobileMoneyWalletInputSchema = z.strictObject({
  country_id: positiveId('default'),
  phone: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(32, 'too_long')
    .regex(/^\+?[\d\s().-]+$/, 'phone_parse_error'),
  holder_name: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(MOBILE_MONEY_HOLDER_MAX, 'too_long')
    .refine((value) => !/[\p{Cc}<>]/u.test(value), 'default'),
  payment_method_ids: z
    .array(positiveId('default'), { error: 'required' })
    .min(1, 'required')
    .max(MOBILE_MONEY_METHODS_MAX, 'too_long')
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate'),
});
export type MobileMoneyWalletInput = z.input<typeof mobileMoneyWalletInputSchema>;

export const mobileMoneyPaymentMethodSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type MobileMoneyPaymentMethod = z.infer<typeof mobileMoneyPaymentMethodSchema>;

/** One wallet as its owner sees it: the spec's "id and payment methods", and what they belong to. */
export const mobileMoneyWalletSchema = z.object({
  id: z.number().int(),
  countryId: z.number().int(),
  countryIso: z.string(),
  countryName: z.string(),
  /** E.164, e.g. +254712345678. */
  phone: z.string(),
  holderName: z.string(),
  paymentMethods: z.array(mobileMoneyPaymentMethodSchema),
  /** The user's selected (default) wallet; one at most, and one whenever they have any. */
  isSelected: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MobileMoneyWallet = z.infer<typeof mobileMoneyWalletSchema>;

export const mobileMoneyWalletIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Not a wallet id' }).int('Not a wallet id').positive('Not a wallet id'),
});

/** The answer of DELETE: the wallet gone, and the one selected now (null when none is left). */
export const mobileMoneyWalletDeletedSchema = z.object({
  id: z.number().int(),
  deleted: z.literal(true),
  selectedWalletId: z.number().int().nullable(),
});
export type MobileMoneyWalletDeleted = z.infer<typeof mobileMoneyWalletDeletedSchema>;

// The offer link: GET and PUT /rest/v1/my-offers/{hash}/mobile-money-wallet.

export const offerMobileMoneyWalletInputSchema = z.strictObject({
  wallet_id: positiveId('default').nullable(),
});
export const offerMobileMoneyWalletSchema = z.object({
  offerHash: z.string(),
  wallet: mobileMoneyWalletSchema.nullable(),
});
export type OfferMobileMoneyWallet = z.infer<typeof offerMobileMoneyWalletSchema>;

// The trade: GET /rest/v1/trade/{id}/mobile-money-wallet.

/** What the buyer needs to pay: the seller's number, name and the providers it takes. */
export const tradeMobileMoneyWalletSchema = z.object({
  tradeHash: z.string(),
  /** The buyer sees it once the payment details are revealed (the same rule as paymentDetails). */
  hidden: z.boolean(),
  wallet: z
    .object({
      phone: z.string(),
      holderName: z.string(),
      countryIso: z.string(),
      countryName: z.string(),
      paymentMethods: z.array(mobileMoneyPaymentMethodSchema),
    })
    .nullable(),
});
export type TradeMobileMoneyWallet = z.infer<typeof tradeMobileMoneyWalletSchema>;
