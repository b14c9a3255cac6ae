import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kycDemandInputSchema, kycDemandSchema, withdrawKycDemandInputSchema } from '@p2p/shared';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as demands from './kyc-demands.service.js';

const userParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Staff's verification demands on a user (decision 040): forced verification, ID document request. */
export async function kycDemandsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ session: [] }];
  const actorOf = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { userId: user.userId, role: user.role };
  };

  app.get(
    '/rest/v1/admin/users/:id/kyc-demands',
    {
      schema: {
        tags,
        security,
        summary: "A user's verification demands: open, fulfilled and withdrawn (staff)",
        params: userParams,
        querystring: responseCaseQuery,
        response: ok(z.array(kycDemandSchema)),
      },
    },
    async (request) => ({
      data: await demands.listDemands(app.db, actorOf(request), request.params.id),
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
        params: userParams,
        querystring: responseCaseQuery,
        body: kycDemandInputSchema,
        response: ok(z.array(kycDemandSchema)),
      },
    },
    async (request) => ({
      data: await demands.createDemand(app.db, actorOf(request), {
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
        params: userParams.extend({ demandId: z.uuid() }),
        querystring: responseCaseQuery,
        body: withdrawKycDemandInputSchema,
        response: ok(z.array(kycDemandSchema)),
      },
    },
    async (request) => ({
      data: await demands.withdrawDemand(app.db, actorOf(request), {
        userId: request.params.id,
        demandId: request.params.demandId,
        reason: request.body.reason,
      }),
    }),
  );
}
