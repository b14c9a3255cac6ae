import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mineBlocks,
  mineInputSchema,
  simulateDeposit,
  simulatedDepositInputSchema,
} from './simulation.service.js';

/**
 * Browser tests drive the simulated chains: a deposit arrives, blocks are mined, and the watcher
 * runs at once. Registered only when E2E_TEST_HOOKS is set, which config.ts refuses in production.
 */
export async function walletTestHooksRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { csrf: false };
  app.post(
    '/internal/test/chain/deposit',
    { config, schema: { hide: true, body: simulatedDepositInputSchema } },
    async (request) => {
      const deposit = await simulateDeposit(app.db, app.chains, request.body);
      await app.syncChains();
      return { data: deposit };
    },
  );
  app.post(
    '/internal/test/chain/mine',
    { config, schema: { hide: true, body: mineInputSchema } },
    async (request) => {
      const heights = await mineBlocks(app.chains, request.body);
      await app.syncChains();
      return { data: { heights } };
    },
  );
}
