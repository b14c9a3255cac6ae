import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeOffersQueryShape,
  feedbackListSchema as offerFeedbackListSchema,
  offerListingCardSchema,
  offerListingMetaSchema,
  offerListingQueryShape,
  offerViewSchema,
  pagedListMetaSchema,
  usernameSchema,
  viewOfferQueryShape,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import { recentValues } from '../../lib/recent-values.js';
import { ok, okWithMeta, strictQuery } from '../../lib/route-schemas.js';
import { offerFeeRates } from '../offers/offer-fees.js';
import * as search from './offer-search.service.js';
import * as view from './offer-view.service.js';

export const offerIdParams = z.object({
  id: z.string().regex(view.OFFER_HASH_PATTERN, 'An offer id is its hash: letters, digits, - and _'),
});

export async function offerSearchRoutes(
  fastify: FastifyInstance,
  options: { config?: Config } = {},
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const fees = options.config ? offerFeeRates(options.config) : undefined;
  const tags = ['offers'];
  // The listing's totals of recent searches, per node (a broad search counts up to 10,000 matches).
  const totals = recentValues<number>({ maxAgeMs: options.config?.SEARCH_TOTAL_CACHE_MS ?? 0 });
  const viewerOf = (request: { sessionUser?: { userId: number } }) =>
    request.sessionUser ? { userId: request.sessionUser.userId } : undefined;

  app.get(
    '/rest/v1/offers',
    {
      schema: {
        tags,
        summary: 'Search the offer listing',
        description: [
          "`type` is the visitor's side: `buy` lists sell offers, `sell` lists buy offers (default buy).",
          'Empty, `null` and `undefined` values count as absent. Paging: `limit` (1–100, default 20) with',
          '`page` (1-based) or `offset`; `page` wins. Only offers on the market are listed: enabled, not',
          'blocked, not deleted or penalized, cap not reached, owner not banned or restricted, and for sell',
          'offers an available balance that covers the minimum in crypto at the live price.',
          'Amount filters (`fiat-min`, `amount_range_*`) need `currency`. `tags` must all be present.',
          '`user_badges`: badges come with trades, so until then every vendor has `no_badge`.',
          "`location_id` is the vendor's country id. `is_payment_method_localized`, `page_id` and",
          '`searchId` are accepted (searchId is echoed in meta). Sort `release_time_*` orders by the',
          "vendor's last activity until trades give a median release time.",
          'The default sort puts promoted offers first, then featured ones; then, with a `currency`, the',
          "taker's best price (lowest for sell offers, highest for buy offers), and without one (prices in",
          'different currencies do not compare) the newest offers first.',
          '`meta.total` counts at most 10,000 matches: a broader search answers 10,000 (and `lastPage`',
          'accordingly) unless the page reached the end, whose total is exact.',
        ].join(' '),
        querystring: strictQuery(offerListingQueryShape),
        response: okWithMeta(z.array(offerListingCardSchema), offerListingMetaSchema),
      },
    },
    async (request) =>
      search.searchListing(app.db, app.rates, {
        viewer: viewerOf(request),
        query: request.query,
        totals,
      }),
  );

  app.get(
    '/rest/v1/offers/:id',
    {
      schema: {
        tags,
        summary: 'View an offer (the page /offer/{offerId})',
        description:
          'The offer, its state flags and the feature flags (trading.md §3, numbered in OFFER_FEATURE_FLAGS) that ' +
          'apply to this visitor; `canTrade` is false when a blocking flag applies. `fiat-min` is kept only when ' +
          'numeric and `sourceId` only from the allowed set (others are ignored). `visitor_country_iso` overrides ' +
          "the signed-in visitor's country for the country check. Deleted offers are 404, and so are a " +
          'trusted-only offer to a guest and an offer across a block (either side blocked the other).',
        params: offerIdParams,
        querystring: strictQuery({
          ...viewOfferQueryShape,
          visitor_country_iso: z
            .string()
            .regex(/^[A-Za-z]{2}$/, 'Use two-letter country codes, e.g. US')
            .transform((value) => value.toUpperCase())
            .optional(),
        }),
        response: ok(offerViewSchema),
      },
    },
    async (request) => ({
      data: await view.viewOffer(app.db, app.rates, {
        viewer: viewerOf(request),
        hash: request.params.id,
        sourceId: request.query.sourceId,
        visitorCountryIso: request.query.visitor_country_iso,
        fees,
      }),
    }),
  );

  app.get(
    '/rest/v1/offers/:id/recommended',
    {
      schema: {
        tags,
        summary: 'Up to five similar offers on the market (same side, coin, currency and payment method)',
        description: 'A 404 wherever the offer itself is (deleted, trusted-only to a guest, across a block).',
        params: offerIdParams,
        querystring: strictQuery(),
        response: ok(z.array(offerListingCardSchema)),
      },
    },
    async (request) => ({
      data: await view.recommendedOffers(app.db, app.rates, {
        viewer: viewerOf(request),
        hash: request.params.id,
      }),
    }),
  );

  app.get(
    '/rest/v1/offers/:id/feedback',
    {
      schema: {
        tags,
        summary: "The feedback the offer's owner received on its trades, 10 a page",
        description: 'A 404 wherever the offer itself is (deleted, trusted-only to a guest, across a block).',
        params: offerIdParams,
        querystring: strictQuery({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
        response: okWithMeta(offerFeedbackListSchema, pagedListMetaSchema),
      },
    },
    async (request) =>
      view.offerFeedback(app.db, {
        hash: request.params.id,
        page: request.query.page,
        viewer: viewerOf(request),
      }),
  );

  app.get(
    '/rest/v1/users/:username/active-offers',
    {
      schema: {
        tags,
        summary: "A user's offers on the market, 10 from `offset`",
        description:
          "`type` is the offers' own type (the owner's side: `sell` = the user sells crypto); both when absent.",
        params: z.object({ username: usernameSchema }),
        querystring: strictQuery(activeOffersQueryShape),
        response: okWithMeta(z.array(offerListingCardSchema), pagedListMetaSchema),
      },
    },
    async (request) =>
      search.listActiveOffers(app.db, app.rates, {
        viewer: viewerOf(request),
        username: request.params.username,
        offset: request.query.offset,
        type: request.query.type,
        coin: request.query.crypto_currency_code,
        sort: request.query.sort,
      }),
  );
}
