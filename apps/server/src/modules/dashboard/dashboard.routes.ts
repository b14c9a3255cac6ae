import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '@p2p/shared';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import type { WalletPrices } from '../wallet/wallet.service.js';
import { getDashboard } from './dashboard.service.js';

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
}
