import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kycDemandInputSchema, kycDemandSchema, withdrawKycDemandInputSchema } from '@p2p/shared';
import { ok, responseCaseQuery, userIdParams } from '../../lib/route-schemas.js';
import { requireActor } from '../../plugins/session.js';
import * as demands from './kyc-demands.service.js';

/** Staff's verification demands on a user (decision 040): forced verification, ID document request. */
export async function kycDemandsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ session: [] }];

  app.get(
    '/rest/v1/admin/users/:id/kyc-demands',
    {
      schema: {
        tags,
        security,
        summary: "A user's verification demands: open, fulfilled and withdrawn (staff)",
        params: userIdParams,
        querystring: responseCaseQuery,
        response: ok(z.array(kycDemandSchema)),
      },
    },
    async (request) => ({
      data: await demands.listDemands(app.db, requireActor(request), request.params.id),
    }),
  );

  app.post(
    '/rest/v1/admin/users/:id/kyc-demands',
    {
      schema: {
        tags,
        security,
        summary: 'Force an identity verification (admin, supermoderator) or ask for an ID document (staff)',
        description:
          '`forced_verification` blocks trades, offers and the wallet (blockedKycActions) until an ID ' +
          'verification is approved, and shows the kycForcedAlert banner; `id_document` shows the ' +
          'requestedIdVerification banner until an ID verification is submitted. Audited.',
        params: userIdParams,
        querystring: responseCaseQuery,
        body: kycDemandInputSchema,
        response: ok(z.array(kycDemandSchema)),
      },
    },
    async (request) => ({
      data: await demands.createDemand(app.db, requireActor(request), {
        userId: request.params.id,
        ...request.body,
      }),
    }),
  );

  app.post(
    '/rest/v1/admin/users/:id/kyc-demands/:demandId/withdraw',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw a verification demand, with a reason (staff of the role that may make it)',
        params: userIdParams.extend({ demandId: z.uuid() }),
        querystring: responseCaseQuery,
        body: withdrawKycDemandInputSchema,
        response: ok(z.array(kycDemandSchema)),
      },
    },
    async (request) => ({
      data: await demands.withdrawDemand(app.db, requireActor(request), {
        userId: request.params.id,
        demandId: request.params.demandId,
        reason: request.body.reason,
      }),
    }),
  );
}
