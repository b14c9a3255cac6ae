import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  platformStatistics,
  platformStatisticsSchema,
  PUBLIC_STATISTICS_MIN_GROUP_TRADES,
  statisticsQuerySchema,
  statisticsRange,
  traderStatistics,
  traderStatisticsSchema,
} from '@p2p/shared';
import { answerCache } from '../../lib/answer-cache.js';
import { ok, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { platformStatisticsFacts } from './platform-statistics.repository.js';
import { traderStatisticsFacts } from './trader-statistics.repository.js';

/** How long the public figures of one period are reused before they are computed again. */
export const PLATFORM_STATISTICS_MAX_AGE_SECONDS = 120;

/**
 * The trader's statistics page and the public statistic dashboard (decision 039). The trader's
 * figures are computed on each request in one statement; the public ones at most once per period
 * every PLATFORM_STATISTICS_MAX_AGE_SECONDS on each node, and the same bytes are sent meanwhile.
 */
export async function tradeStatisticsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const maxAgeMs = PLATFORM_STATISTICS_MAX_AGE_SECONDS * 1000;
  // Keyed by the period alone: the response case is applied after serialization.
  const publicCache = answerCache({
    maxEntries: 16,
    maxAgeMs,
    keyOf: (request) => (request.query as { period: string }).period,
  });

  app.get(
    '/rest/v1/trade/statistics',
    {
      schema: {
        tags: ['trades'],
        security: [{ session: [] }],
        summary: "The caller's trade statistics for a period",
        description:
          'period: day, 24h, week, 7d, month, 1m or year (default: the last twelve months). Trades count ' +
          'in the period they finished in; volume, methods and partners count completed trades only; ' +
          'amounts are coin minor units as strings.',
        querystring: strictQuery(statisticsQuerySchema.shape),
        response: ok(traderStatisticsSchema),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const range = statisticsRange(request.query.period, new Date());
      return { data: traderStatistics({ range, ...(await traderStatisticsFacts(app.db, userId, range)) }) };
    },
  );

  app.get(
    '/rest/v1/statistics/platform',
    {
      schema: {
        tags: ['statistics'],
        summary: "The platform's completed trades and volume for a period (the public statistic dashboard)",
        description:
          `Aggregates of completed trades only; a group of fewer than ${PUBLIC_STATISTICS_MIN_GROUP_TRADES} ` +
          `trades shows null figures. Computed at most once per period every ${PLATFORM_STATISTICS_MAX_AGE_SECONDS} s.`,
        querystring: strictQuery(statisticsQuerySchema.shape),
        response: ok(platformStatisticsSchema),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', `public, max-age=${PLATFORM_STATISTICS_MAX_AGE_SECONDS}`);
      return publicCache.send(request, reply, async () => {
        const now = new Date();
        const range = statisticsRange(request.query.period, now);
        const facts = await platformStatisticsFacts(app.db, range);
        return { data: platformStatistics({ range, computedAt: now, ...facts }) };
      });
    },
  );
}
