import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COUNTRY_PAGE_SIZE,
  countrySchema,
  disputeReasonSchema,
  fiatCurrencySchema,
  limitOffsetQuery,
  paymentMethodGroupSchema,
  paymentMethodSchema,
  paymentMethodShortSchema,
  phoneCountrySchema,
  queryBoolean,
  SUPPORTED_LOCALES,
  tagSchema,
} from '@p2p/shared';
import { answerCache } from '../../lib/answer-cache.js';
import { AppError } from '../../lib/app-error.js';
import { ok, okWithMeta, responseCaseQuery } from '../../lib/route-schemas.js';
import { referenceLookupRoutes } from './reference-lookups.routes.js';
import * as reference from './reference.service.js';

const localeQuery = z.object({ locale: z.enum(SUPPORTED_LOCALES).optional() });
const pageMeta = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
const groupIdList = z
  .string()
  .max(200)
  .regex(/^\d+(,\d+)*$/, 'a comma-separated list of group ids')
  .transform((value) => value.split(',').map(Number));

export async function referenceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The rates plugin decorates the root app; its prices fill the currencies' spec rate.
  const rateOf: reference.FiatRateLookup = (code) =>
    app.rates?.hasCurrency(code) ? app.rates.fiatRate(code) : undefined;
  const tags = ['reference data'];
  // Reference data is held in memory and changes only at a node's start: answers are built and
  // serialized once per query (see lib/answer-cache); the currencies' answers carry rates, so they
  // are kept apart and built again when the rates change.
  const cache = answerCache();
  const ratedCache = answerCache({ maxEntries: 100 });
  const ratesVersion = () => app.rates?.ratesVersion();
  await app.register(referenceLookupRoutes);

  app.get(
    '/rest/v2/payment-methods',
    {
      schema: {
        tags,
        summary: 'Payment methods (mode=short for the compact form)',
        querystring: responseCaseQuery
          .extend(localeQuery.shape)
          .extend({ mode: z.enum(['short', 'full']).default('full') }),
        // Full first: a union answers with its first matching member, which would strip the full fields.
        response: ok(z.union([z.array(paymentMethodSchema), z.array(paymentMethodShortSchema)])),
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => ({
        data: await reference.listPaymentMethods(app.db, request.query.mode),
      })),
  );

  app.get(
    '/rest/v2/payment-methods/popular',
    {
      schema: {
        tags,
        summary: 'The most traded payment methods for buying and for selling',
        querystring: responseCaseQuery.extend(localeQuery.shape).extend({
          country: z
            .string()
            .regex(/^[A-Za-z]{2}$/, 'a two-letter ISO country code')
            .optional(),
          groups: groupIdList.optional(),
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: ok(
          z.object({ buy: z.array(paymentMethodShortSchema), sell: z.array(paymentMethodShortSchema) }),
        ),
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => ({
        data: await reference.listPopularPaymentMethods(app.db, {
          groupIds: request.query.groups,
          limit: request.query.limit,
        }),
      })),
  );

  app.get(
    '/rest/v2/payment-method-groups',
    {
      schema: {
        tags,
        summary: 'Payment method groups',
        querystring: responseCaseQuery.extend(localeQuery.shape),
        response: ok(z.array(paymentMethodGroupSchema)),
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => ({ data: await reference.listGroups(app.db) })),
  );

  app.get(
    '/rest/v2/payment-methods/:slug',
    {
      schema: {
        tags,
        summary: 'One payment method by slug',
        params: z.object({ slug: z.string().min(1).max(100) }),
        querystring: responseCaseQuery
          .extend(localeQuery.shape)
          .extend({ crypto: z.string().max(20).optional() }),
        response: ok(paymentMethodSchema),
      },
    },
    async (request, reply) => {
      const { crypto } = request.query;
      if (crypto !== undefined && !reference.isKnownCrypto(crypto)) {
        throw AppError.validation('crypto', `Unknown crypto currency: ${crypto}`);
      }
      return cache.send(request, reply, async () => ({
        data: await reference.getPaymentMethod(app.db, request.params.slug),
      }));
    },
  );

  app.get(
    '/rest/v2/currencies',
    {
      schema: {
        tags,
        summary: 'Fiat currencies (ISO 4217), popular first',
        querystring: responseCaseQuery.extend({
          'with-popular': queryBoolean.default(false),
          count: z.coerce.number().int().min(1).max(500).optional().describe('At most this many currencies'),
        }),
        response: okWithMeta(
          z.array(fiatCurrencySchema),
          z.object({ total: z.number().int(), popular: z.array(z.string()).optional() }),
        ),
      },
    },
    async (request, reply) =>
      ratedCache.send(
        request,
        reply,
        () =>
          reference.listFiatCurrencies(app.db, {
            withPopular: request.query['with-popular'],
            count: request.query.count,
            rateOf,
          }),
        ratesVersion(),
      ),
  );

  app.get(
    '/rest/v2/currencies/:code',
    {
      schema: {
        tags,
        summary: 'One fiat currency by ISO code',
        params: z.object({ code: z.string().regex(/^[A-Za-z]{3}$/, 'a three-letter ISO 4217 code') }),
        querystring: responseCaseQuery,
        response: ok(fiatCurrencySchema),
      },
    },
    async (request, reply) =>
      ratedCache.send(
        request,
        reply,
        async () => ({ data: await reference.getFiatCurrency(app.db, request.params.code, rateOf) }),
        ratesVersion(),
      ),
  );

  app.get(
    '/rest/v1/countries',
    {
      schema: {
        tags,
        summary: 'Countries, WORLDWIDE (id 9999) first',
        querystring: responseCaseQuery.extend(limitOffsetQuery(COUNTRY_PAGE_SIZE).shape),
        response: okWithMeta(z.array(countrySchema), pageMeta),
      },
    },
    async (request, reply) =>
      cache.send(request, reply, () =>
        reference.listCountries(app.db, {
          includeIsoNull: true,
          limit: request.query.limit,
          offset: request.query.offset,
        }),
      ),
  );

  app.get(
    '/rest/v2/countries',
    {
      schema: {
        tags,
        summary: 'Countries with filters',
        description:
          'kyc: only countries whose documents verification accepts; important: only the main markets; ' +
          'iso_null: include pseudo-countries without an ISO code (WORLDWIDE).',
        querystring: responseCaseQuery.extend(limitOffsetQuery(COUNTRY_PAGE_SIZE).shape).extend({
          kyc: queryBoolean.optional(),
          important: queryBoolean.optional(),
          iso_null: queryBoolean.default(false),
        }),
        response: okWithMeta(z.array(countrySchema), pageMeta),
      },
    },
    async (request, reply) =>
      cache.send(request, reply, () =>
        reference.listCountries(app.db, {
          kyc: request.query.kyc,
          important: request.query.important,
          includeIsoNull: request.query.iso_null,
          limit: request.query.limit,
          offset: request.query.offset,
        }),
      ),
  );

  app.get(
    '/rest/v2/countries/phone-verification',
    {
      schema: {
        tags,
        summary: 'Countries whose phone numbers can be verified, with calling codes',
        querystring: responseCaseQuery.extend(limitOffsetQuery(COUNTRY_PAGE_SIZE).shape),
        response: okWithMeta(z.array(phoneCountrySchema), pageMeta),
      },
    },
    async (request, reply) =>
      cache.send(request, reply, () => reference.listPhoneCountries(app.db, request.query)),
  );

  app.get(
    '/rest/v1/tags',
    {
      schema: {
        tags,
        summary: 'Offer tags, optionally those used with a payment method or group',
        querystring: responseCaseQuery.extend({
          'payment-method': z.string().min(1).max(100).optional(),
          group: z.string().min(1).max(100).optional(),
        }),
        response: ok(z.array(tagSchema)),
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => ({
        data: await reference.listTags(app.db, {
          paymentMethod: request.query['payment-method'],
          group: request.query.group,
        }),
      })),
  );

  app.get(
    '/rest/v1/dispute/reasons',
    {
      schema: {
        tags,
        summary: 'Reasons a trade dispute can be opened for',
        querystring: responseCaseQuery,
        response: ok(z.array(disputeReasonSchema)),
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => ({ data: await reference.listDisputeReasons(app.db) })),
  );
}
