import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema, myBadgeProgressSchema } from '@p2p/shared';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import type { WalletPrices } from '../wallet/wallet.service.js';
import { getBadgeProgress, getDashboard } from './dashboard.service.js';

/** The user dashboard's home in one request (decision 038). */
export async function dashboardRoutes(
  fastify: FastifyInstance,
  options: { prices: WalletPrices },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/rest/v1/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ session: [] }],
        summary:
          'The dashboard home: open trades with the step each needs from me, balances with fiat value, my offers by state, the latest notifications',
        querystring: responseCaseQuery,
        response: ok(dashboardSchema),
      },
    },
    async (request) => ({
      data: await getDashboard(app.db, options.prices, requireUser(request).userId),
    }),
  );

  app.get(
    '/rest/v1/dashboard/badges',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ session: [] }],
        summary: 'My trader level badge and the figures the badge rules read (progress toward the next)',
        querystring: responseCaseQuery,
        response: ok(myBadgeProgressSchema),
      },
    },
    async (request) => ({ data: await getBadgeProgress(app.db, requireUser(request).userId) }),
  );
}
