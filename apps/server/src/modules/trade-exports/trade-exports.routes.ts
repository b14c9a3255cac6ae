import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  tradeExportReportParamsSchema,
  tradeExportReportSchema,
  tradeExportRequestSchema,
} from '@p2p/shared';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { created, ok, strictQuery } from '../../lib/route-schemas.js';
import { DOWNLOAD_CONTENT_SECURITY_POLICY } from '../../plugins/security-headers.js';
import { requireUser } from '../../plugins/session.js';
import * as exports from './trade-exports.service.js';

/**
 * Trade history exports as jobs (decision 042): the spec names the call without a path; these sit
 * beside GET /rest/v1/trade/history/export, the direct download of one page's filters.
 */
export async function tradeExportsRoutes(
  fastify: FastifyInstance,
  options: { storage: FileStorage },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage } = options;
  const tags = ['trades'];
  const security = [{ session: [] }];

  app.post(
    '/rest/v1/trade/history/exports',
    {
      schema: {
        tags,
        security,
        summary: 'Ask for a trade history export (a job; the list shows its status)',
        description:
          "start_date and end_date are calendar days in the user's time zone, both included, at most 31 days " +
          'apart (a longer range is a 400 on end_date). At most 3 exports may wait at once (409).',
        querystring: strictQuery(),
        body: tradeExportRequestSchema,
        response: created(tradeExportReportSchema),
      },
    },
    async (request, reply) => {
      const data = await exports.requestExport(app.db, requireUser(request).userId, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/rest/v1/trade/history/exports',
    {
      schema: {
        tags,
        security,
        summary: "The caller's exports, newest first (the last 20)",
        querystring: strictQuery(),
        response: ok(z.array(tradeExportReportSchema)),
      },
    },
    async (request) => ({ data: await exports.listExports(app.db, requireUser(request).userId) }),
  );

  app.get(
    '/rest/v1/trade/history/exports/:id',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's exports (anyone else's is a 404)",
        params: tradeExportReportParamsSchema,
        querystring: strictQuery(),
        response: ok(tradeExportReportSchema),
      },
    },
    async (request) => ({
      data: await exports.getExport(app.db, requireUser(request).userId, request.params.id),
    }),
  );

  app.post(
    '/rest/v1/trade/history/exports/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel an export no worker has taken yet (pending); 409 once it runs or ended',
        params: tradeExportReportParamsSchema,
        querystring: strictQuery(),
        response: ok(tradeExportReportSchema),
      },
    },
    async (request) => ({
      data: await exports.cancelExport(app.db, requireUser(request).userId, request.params.id),
    }),
  );

  app.get(
    '/rest/v1/trade/history/exports/:id/file',
    {
      schema: {
        tags,
        security,
        summary: 'Download a completed export (its owner only; 404 once the file is deleted)',
        params: tradeExportReportParamsSchema,
        querystring: strictQuery(),
      },
    },
    async (request, reply) => {
      const { file, fileName, contentType } = await exports.openExportFile(
        app.db,
        storage,
        requireUser(request).userId,
        request.params.id,
      );
      return reply
        .type(contentType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOWNLOAD_CONTENT_SECURITY_POLICY)
        .header('content-length', file.size)
        .send(file.body);
    },
  );
}
