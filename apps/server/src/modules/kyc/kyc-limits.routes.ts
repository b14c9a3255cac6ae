import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kycCheckSchema, levelInfoSchema, levelLimitsInputSchema, parseLevelParam } from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as kyc from './kyc.service.js';
import * as review from './kyc-review.service.js';

const LEVEL_FORMS =
  'The level as a named form (none, first, first-plus, second, third), an L-name in any case ' +
  '(L0, L1, L1+ (written L1%2B), L2, L2+POA, L3, L4) or its number (0, 1, 1.5, 2, 2.5, 3, 4).';

const levelParams = z.object({
  level: z
    .string()
    .max(20)
    .refine((value) => parseLevelParam(value) !== undefined, 'Unknown verification level')
    .transform((value) => parseLevelParam(value)!)
    .describe(LEVEL_FORMS),
});

/** Level limits (public), their change by admins, and the signed-in user's own check. */
export async function registerLimitsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['verification'];

  app.get(
    '/rest/v1/limits/levels-info',
    {
      schema: {
        tags,
        summary: 'Every verification level with its requirements and limits (USD; null is no cap)',
        querystring: responseCaseQuery,
        response: ok(z.array(levelInfoSchema)),
      },
    },
    async () => ({ data: await kyc.listLevelsInfo(app.db) }),
  );

  app.get(
    '/rest/v1/limits/:level-level-limitations',
    {
      schema: {
        tags,
        summary: 'One level with its requirements and limits',
        description: LEVEL_FORMS,
        params: levelParams,
        querystring: responseCaseQuery,
        response: ok(levelInfoSchema),
      },
    },
    async (request) => ({ data: await kyc.getLevelInfo(app.db, request.params.level) }),
  );

  app.put(
    '/rest/v1/limits/:level-level-limitations',
    {
      // Who may change limits is decided before the body is read: a non-admin learns nothing from it.
      preValidation: async (request) => {
        if (requireUser(request).role !== 'admin') throw AppError.forbidden('Only admins may do this');
      },
      schema: {
        tags,
        summary: "Change a level's limits (admins; audit-logged)",
        description: `${LEVEL_FORMS} Amounts are decimal USD strings with at most two decimals; null is no cap.`,
        security: [{ session: [], csrf: [] }],
        params: levelParams,
        querystring: responseCaseQuery,
        body: levelLimitsInputSchema,
        response: ok(levelInfoSchema),
      },
    },
    async (request) => ({
      data: await review.updateLevelLimits(app.db, requireUser(request), request.params.level, request.body),
    }),
  );

  app.get(
    '/rest/v1/users/kyc-check',
    {
      schema: {
        tags,
        summary: "The signed-in user's level, limits and unused lifetime volume",
        description:
          'Amounts are in the asked currency when it is USD; for another currency they stay in USD ' +
          '(amountsCurrencyCode) with a note until exchange rates exist.',
        security: [{ session: [] }],
        querystring: responseCaseQuery.extend({
          fiatCurrencyCode: z
            .string()
            .regex(/^[A-Za-z]{3}$/, 'A three-letter ISO 4217 code')
            .optional()
            .describe("The user's own currency when absent"),
        }),
        response: ok(kycCheckSchema),
      },
    },
    async (request) => ({
      data: await kyc.kycCheck(app.db, requireUser(request).userId, request.query.fiatCurrencyCode),
    }),
  );
}
