import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeTradesSchema,
  chargebackInputSchema,
  chargebackReportSchema,
  pagedListMetaSchema,
  receiptParamsSchema,
  recentTradesQuerySchema,
  tradeHistoryExportQuerySchema,
  tradeHistoryQuerySchema,
  tradeListItemSchema,
  tradeOfferV2Schema,
  tradeReceiptSchema,
  tradeSummaryV2Schema,
  tradeV2QuerySchema,
} from '@p2p/shared';
import { created, ok, okWithMeta, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { myChargebacks, reportChargeback } from './chargeback.service.js';
import * as lists from './trade-lists.service.js';

const tradeHashParams = z.object({
  tradeHash: z.string().regex(/^[A-Za-z0-9_-]{6,16}$/, 'A trade id is its hash'),
});

export async function tradeListsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['trades'];
  const security = [{ session: [] }];

  app.get(
    '/rest/v1/trade/active',
    {
      schema: {
        tags,
        security,
        summary: "The caller's open trades, buy and sell, with those that need them now (alarmed)",
        querystring: strictQuery(),
        response: ok(activeTradesSchema),
      },
    },
    async (request) => ({ data: await lists.activeTrades(app.db, requireUser(request).userId) }),
  );

  app.get(
    '/rest/v1/trade/recent',
    {
      schema: {
        tags,
        security,
        summary: "The caller's trades, newest first, 10 a page",
        querystring: strictQuery(recentTradesQuerySchema.shape),
        response: okWithMeta(z.array(tradeListItemSchema), pagedListMetaSchema),
      },
    },
    async (request) => lists.recentTrades(app.db, requireUser(request).userId, request.query.page),
  );

  app.get(
    '/rest/v1/trade/history',
    {
      schema: {
        tags,
        security,
        summary: 'Finished trades by status and side, 10 a page',
        description:
          'status: all, released, cancelled (buyer, seller or system), expired, disputed, dispute_won and ' +
          "dispute_lost (from the caller's side); type: all, buy, sell (the caller's side).",
        querystring: strictQuery(tradeHistoryQuerySchema.shape),
        response: okWithMeta(z.array(tradeListItemSchema), pagedListMetaSchema),
      },
    },
    async (request) => {
      const { status, type, page } = request.query;
      return lists.tradeHistory(app.db, requireUser(request).userId, { status, type }, page);
    },
  );

  app.get(
    '/rest/v1/trade/history/export',
    {
      schema: {
        tags,
        security,
        summary: 'The trade history as a CSV, XLSX or PDF download (same filters, every page)',
        querystring: strictQuery(tradeHistoryExportQuerySchema.shape),
      },
    },
    async (request, reply) => {
      const { status, type, format } = request.query;
      const file = await lists.exportHistory(app.db, requireUser(request).userId, { status, type }, format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/rest/v1/trade/receipt/:invoiceUuid',
    {
      schema: {
        tags,
        summary: 'The public receipt of a completed trade (no private data)',
        params: receiptParamsSchema,
        querystring: strictQuery(),
        response: ok(tradeReceiptSchema),
      },
    },
    async (request) => ({ data: await lists.receipt(app.db, request.params.invoiceUuid) }),
  );

  app.get(
    '/rest/v2/trade/:tradeHash',
    {
      schema: {
        tags,
        security,
        summary: "A trade's summary for the new-trade modal (parties only)",
        params: tradeHashParams,
        querystring: strictQuery(tradeV2QuerySchema.shape),
        response: ok(tradeSummaryV2Schema),
      },
    },
    async (request) => ({
      data: await lists.tradeSummaryV2(app.db, request.params.tradeHash, requireUser(request).userId),
    }),
  );

  app.get(
    '/rest/v2/trade/:tradeHash/offer',
    {
      schema: {
        tags,
        security,
        summary: 'The offer of a trade, as it was traded (parties only)',
        params: tradeHashParams,
        querystring: strictQuery(tradeV2QuerySchema.shape),
        response: ok(tradeOfferV2Schema),
      },
    },
    async (request) => ({
      data: await lists.tradeOfferV2(
        app.db,
        request.params.tradeHash,
        requireUser(request).userId,
        request.query.timestamp,
      ),
    }),
  );

  app.post(
    '/rest/v1/user-reports/chargeback',
    {
      schema: {
        tags,
        security,
        summary: 'The seller of a completed trade reports a chargeback (starts Pending)',
        description:
          'Anyone but the seller of that completed trade gets 403 ERROR_CHARGEBACK_IDENTITY ("contact support").',
        querystring: strictQuery(),
        body: chargebackInputSchema,
        response: created(chargebackReportSchema),
      },
    },
    async (request, reply) => {
      const data = await reportChargeback(app.db, requireUser(request).userId, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/rest/v1/user-reports/chargeback',
    {
      schema: {
        tags,
        security,
        summary: "The caller's chargeback reports and their statuses",
        querystring: strictQuery(),
        response: ok(z.array(chargebackReportSchema)),
      },
    },
    async (request) => ({ data: await myChargebacks(app.db, requireUser(request).userId) }),
  );
}
