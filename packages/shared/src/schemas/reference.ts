import { z } from 'zod';

export const countrySchema = z.object({
  id: z.number().int(),
  /** Null for the pseudo-country WORLDWIDE (id 9999). */
  iso: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  originalName: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const phoneCountrySchema = countrySchema.extend({ phoneCode: z.string() });

export const fiatCurrencySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  originalName: z.string(),
  urlParam: z.string(),
  fullName: z.string(),
  shortName: z.string(),
  formattingDecimalsCount: z.number().int(),
  isStablecoin: z.boolean(),
  icon: z.string().nullable(),
  order: z.number().int(),
  isPopular: z.boolean(),
  defaultAmount: z.string().nullable(),
  rate: z.object({ usd: z.string().nullable(), btc: z.string().nullable(), usdt: z.string().nullable() }),
});
export type FiatCurrency = z.infer<typeof fiatCurrencySchema>;

export const cryptoCurrencySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  fullName: z.string(),
  urlParam: z.string(),
  formattingDecimalsCount: z.number().int(),
  maxPrecision: z.number().int(),
  isStablecoin: z.boolean(),
  icon: z.string(),
  rate: z.string().nullable(),
});
export type CryptoCurrency = z.infer<typeof cryptoCurrencySchema>;

export const paymentMethodGroupSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type PaymentMethodGroup = z.infer<typeof paymentMethodGroupSchema>;

/** The short form of a payment method (trading.md §3), keys as the spec spells them. */
export const paymentMethodShortSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  payment_method_group_id: z.number().int(),
  slug: z.string(),
  originalName: z.string(),
  buyOffersCount: z.number().int(),
  isBinCodeEnabled: z.boolean(),
  icon_url: z.string(),
});
export type PaymentMethodShort = z.infer<typeof paymentMethodShortSchema>;

export const paymentMethodSchema = paymentMethodShortSchema.extend({
  group: paymentMethodGroupSchema,
  sellOffersCount: z.number().int(),
  tags: z.array(z.string()),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const tagSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const disputeReasonSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
});
export type DisputeReasonItem = z.infer<typeof disputeReasonSchema>;

/** GET /rest/v1/regions: the spec's Region (id, name); a gift card's or an offer's card region. */
export const regionSchema = z.object({ id: z.number().int(), name: z.string() });
export type Region = z.infer<typeof regionSchema>;

/** GET /rest/v1/timezones: an IANA zone (`id`), its place name and its area (Europe, America, UTC). */
export const timeZoneSchema = z.object({ id: z.string(), name: z.string(), group: z.string() });
export type TimeZoneItem = z.infer<typeof timeZoneSchema>;
