import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxQuerySchema } from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';
import { safeEqual } from '../../lib/tokens.js';
import { listOutbox } from '../outbox/outbox.service.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import {
  mineBlocks,
  mineInputSchema,
  simulateDeposit,
  simulatedDepositInputSchema,
} from '../wallet/simulation.service.js';
import { sendOutOpsRoutes } from '../wallet/send-out-ops.routes.js';
import { platformOpsInputSchema, runPlatformOps } from '../platform-controls/platform-ops.js';
import { accessOpsInputSchema, runAccessOps } from '../access-rules/access-ops.js';
import { dumpDatabase } from './embedded-backup.js';
import * as ops from './ops.service.js';

/**
 * Operator commands run inside the server that owns an embedded data folder (see lib/data-dir-lock).
 * They answer only to the bearer token written in that folder's lock file, readable by its owner.
 */
export async function opsRoutes(fastify: FastifyInstance, options: { opsToken: string }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { hide: true } as const;
  const config = { csrf: false };

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !safeEqual(header.slice(7), options.opsToken)) {
      throw AppError.unauthorized('Operator token required');
    }
  });

  await app.register(sendOutOpsRoutes);

  app.post('/internal/ops/migrate', { schema, config }, async () => ({
    data: { message: 'Migrations and reference data were applied when this server started.' },
  }));

  app.post(
    '/internal/ops/create-admin',
    { schema: { ...schema, body: ops.createAdminInputSchema }, config },
    async (request) => ({ data: await ops.createAdmin(app.db, request.body) }),
  );

  app.post(
    '/internal/ops/outbox',
    { schema: { ...schema, body: outboxQuerySchema }, config },
    async (request) => ({
      data: await listOutbox(app.db, request.body),
    }),
  );

  app.post(
    '/internal/ops/seed-demo',
    { schema: { ...schema, body: z.object({}).optional() }, config },
    async () => ({
      data: await ops.seedDemo(app.db),
    }),
  );

  app.post(
    '/internal/ops/ledger-verify',
    { schema: { ...schema, body: z.object({}).optional() }, config },
    async () => {
      const report = await verifyLedger(app.db);
      app.metrics.ledgerVerified(report);
      return { data: report };
    },
  );

  // The embedded database's dump, taken while no transaction runs (see embedded-backup).
  app.post(
    '/internal/ops/backup',
    { schema: { ...schema, body: z.object({}).optional() }, config },
    async (_request, reply) => {
      const bytes = await dumpDatabase(app.dbHandle);
      return reply.type('application/gzip').send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
    },
  );

  app.post(
    '/internal/ops/platform',
    { schema: { ...schema, body: platformOpsInputSchema }, config },
    async (request) => {
      const result = await runPlatformOps(app.db, request.body);
      await app.platform.reload();
      return { data: result };
    },
  );

  app.post(
    '/internal/ops/access',
    { schema: { ...schema, body: accessOpsInputSchema }, config },
    async (request) => {
      const result = await runAccessOps(app.db, request.body);
      await app.accessRules.reload();
      return { data: result };
    },
  );

  app.post(
    '/internal/ops/deposit',
    { schema: { ...schema, body: simulatedDepositInputSchema }, config },
    async (request) => {
      const deposit = await simulateDeposit(app.db, app.chains, request.body);
      await app.syncChains();
      return { data: deposit };
    },
  );

  app.post(
    '/internal/ops/mine',
    { schema: { ...schema, body: mineInputSchema }, config },
    async (request) => {
      const heights = await mineBlocks(app.chains, request.body);
      await app.syncChains();
      return { data: { heights } };
    },
  );
}
