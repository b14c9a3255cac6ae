import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_LOCALE,
  escrowFeesSchema,
  PUBLIC_PAGE_NAME_PATTERN,
  publicPageContentSchema,
  SUPPORTED_LOCALES,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import { answerCache } from '../../lib/answer-cache.js';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { offerFeeRates } from '../offers/offer-fees.js';
import { contentStore, CONTENT_CACHE_TTL_MS, escrowFees } from './public-pages.service.js';

const cacheControl = `public, max-age=${CONTENT_CACHE_TTL_MS / 1000}`;

/**
 * The public pages' operator-editable text (decision 037) and the escrow fees the fees page shows.
 * Operator files live in `DATA_DIR/content/<page>.<lang>.md`; an in-memory data folder has none.
 */
export async function publicPagesRoutes(
  fastify: FastifyInstance,
  options: { config: Pick<Config, 'DATA_DIR' | 'inMemory'> & Parameters<typeof offerFeeRates>[0] },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = options;
  const tags = ['public pages'];
  const store = contentStore({
    operatorDir: config.inMemory ? undefined : path.join(config.DATA_DIR, 'content'),
  });
  const rates = offerFeeRates(config);
  const feesCache = answerCache({ maxEntries: 4 });

  app.get(
    '/rest/v1/public-pages/:page',
    {
      schema: {
        tags,
        summary: "A public page's Markdown text: the operator's file, else the default; English when none",
        description: `Pages: about, fees, terms-of-service, privacy-policy, vendor-terms and the landings. Cached ${CONTENT_CACHE_TTL_MS / 1000} s.`,
        params: z.object({
          page: z.string().max(60).regex(PUBLIC_PAGE_NAME_PATTERN, 'a page name (lower case and hyphens)'),
        }),
        querystring: responseCaseQuery.extend({ lang: z.enum(SUPPORTED_LOCALES).default(DEFAULT_LOCALE) }),
        response: ok(publicPageContentSchema),
      },
    },
    async (request, reply) => {
      const data = await store.get(request.params.page, request.query.lang);
      void reply.header('cache-control', cacheControl);
      return { data };
    },
  );

  app.get(
    '/rest/v1/escrow-fees',
    {
      schema: {
        tags,
        summary: 'The escrow fee of each payment-method group, as configured (TRADE_FEE_BPS_*)',
        querystring: responseCaseQuery,
        response: ok(escrowFeesSchema),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', cacheControl);
      return feesCache.send(request, reply, async () => ({ data: await escrowFees(app.db, rates) }));
    },
  );
}
