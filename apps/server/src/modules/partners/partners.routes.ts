import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ambassadorSchema,
  assignAmbassadorInputSchema,
  partnerDashboardSchema,
  partnerPayoutsQuerySchema,
  partnerPayoutsSchema,
  partnerTermsSchema,
} from '@p2p/shared';
import { ok, responseCaseQuery, strictQuery, userIdParams } from '../../lib/route-schemas.js';
import { requireActor, requireUser } from '../../plugins/session.js';
import { getPayouts } from './partner-payouts.js';
import * as partners from './partners.service.js';

/** The partner programme's routes (decision 030): terms, the dashboard, and staff's ambassadors. */
export async function partnersRoutes(
  fastify: FastifyInstance,
  options: { settings: partners.PartnerSettings },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { settings } = options;
  const tags = ['partners'];
  const security = [{ session: [] }];

  app.get(
    '/rest/v1/partner-program/terms',
    {
      schema: {
        tags,
        summary: "The programme's terms: reward share, ambassador share, reward period, whether it runs",
        querystring: responseCaseQuery,
        response: ok(partnerTermsSchema),
      },
    },
    async () => ({ data: partners.termsOf(settings) }),
  );

  app.get(
    '/rest/v1/partner-program',
    {
      schema: {
        tags,
        security,
        summary: 'The partner dashboard: referral code and link, referred users, rewards by month',
        description: '404 while the programme is turned off (PARTNER_PROGRAM_ENABLED=false).',
        querystring: responseCaseQuery,
        response: ok(partnerDashboardSchema),
      },
    },
    async (request) => ({
      data: await partners.getDashboard(app.db, settings, requireUser(request).userId),
    }),
  );

  app.get(
    '/rest/v1/partner-program/payouts',
    {
      schema: {
        tags,
        security,
        summary: "The partner's payouts: each reward paid to the wallet with its ledger entry, by month",
        description: '`period=YYYY-MM` keeps the list to one month (UTC). 404 while the programme is off.',
        querystring: strictQuery(partnerPayoutsQuerySchema.shape),
        response: ok(partnerPayoutsSchema),
      },
    },
    async (request) => ({
      data: await getPayouts(app.db, settings, requireUser(request).userId, { period: request.query.period }),
    }),
  );

  app.get(
    '/rest/v1/assign-ambassador/:id',
    {
      schema: {
        tags,
        security,
        summary: "A user's ambassador status (admin, supermoderator); 404 when not an ambassador",
        params: userIdParams,
        querystring: responseCaseQuery,
        response: ok(ambassadorSchema),
      },
    },
    async (request) => ({
      data: await partners.getAmbassador(app.db, requireActor(request), request.params.id),
    }),
  );

  app.post(
    '/rest/v1/assign-ambassador/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Give a user the ambassador badge and reward share, or change the share (audited)',
        params: userIdParams,
        querystring: responseCaseQuery,
        body: assignAmbassadorInputSchema,
        response: ok(ambassadorSchema),
      },
    },
    async (request) => ({
      data: await partners.assignAmbassador(app.db, settings, requireActor(request), {
        userId: request.params.id,
        rewardShareBps: request.body.rewardShareBps,
      }),
    }),
  );

  app.delete(
    '/rest/v1/assign-ambassador/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Take the ambassador badge away (audited)',
        params: userIdParams,
        querystring: responseCaseQuery,
        response: ok(z.object({ revoked: z.literal(true) })),
      },
    },
    async (request) => {
      await partners.revokeAmbassador(app.db, settings, requireActor(request), request.params.id);
      return { data: { revoked: true as const } };
    },
  );
}
