import {
  countrySchema,
  favoriteToggleResultSchema,
  fiatCurrencySchema,
  offerListingCardSchema,
  offerListingMetaSchema,
  offerViewSchema,
  pagedListMetaSchema,
  paymentMethodShortSchema,
  tradeStartInputSchema,
  tradeStartResultSchema,
} from '@p2p/shared';
import { z } from 'zod';

/**
 * The schemas the marketplace's requests check their answers with: a chunk of their own, fetched
 * alongside the first answer instead of with the listing and offer pages (zod stays out of the
 * first load). Load them through `loadMarketplaceSchemas()`; a static import would put them back.
 */
export {
  favoriteToggleResultSchema,
  offerListingMetaSchema,
  offerViewSchema,
  pagedListMetaSchema,
  tradeStartInputSchema,
  tradeStartResultSchema,
};

export const offerListingCardsSchema = z.array(offerListingCardSchema);
export const paymentMethodsShortSchema = z.array(paymentMethodShortSchema);
export const fiatCurrenciesSchema = z.array(fiatCurrencySchema);
export const countriesSchema = z.array(countrySchema);

/** An offer's feedback page (GET /rest/v1/offers/{hash}/feedback). */
export const feedbackListSchema = z.object({
  items: z.array(
    z.object({ rating: z.enum(['positive', 'negative']), message: z.string(), reply: z.string().nullable() }),
  ),
  positiveCount: z.number().int(),
  negativeCount: z.number().int(),
  totalCount: z.number().int(),
  nextPage: z.number().int().nullable(),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;
