import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTEMPT_KINDS,
  countrySchema,
  documentCountrySchema,
  kycSummarySchema,
  leftAttemptsSchema,
  markProviderPendingInputSchema,
  startAddressVerificationInputSchema,
  startBasicVerificationInputSchema,
  startIdVerificationInputSchema,
  verificationRequestSchema,
  videoVerificationInputSchema,
} from '@p2p/shared';
import { created, ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as kyc from './kyc.service.js';
import * as requests from './verification-requests.service.js';

const providerReferenceSchema = z.object({
  provider: z.literal('sumsub'),
  verificationReference: z.string(),
});

/** Starting verifications, their attempts and states, for the signed-in user. */
export async function registerVerificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['verification'];
  const session = [{ session: [] }];
  const write = [{ session: [], csrf: [] }];
  const startAnswer = created(verificationRequestSchema);

  app.post(
    '/account/verification/start/id',
    {
      schema: {
        tags,
        summary: 'Start an ID verification (then upload the document images to it)',
        security: write,
        querystring: responseCaseQuery,
        body: startIdVerificationInputSchema,
        response: startAnswer,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await requests.startIdVerification(app.db, user.userId, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/account/verification/start/document',
    {
      schema: {
        tags,
        summary: 'Start a proof-of-address verification (then upload the document to it)',
        description: 'nga_nin and nga_bvn (11 digits each, optional) are accepted only for country_iso3 NGA.',
        security: write,
        querystring: responseCaseQuery,
        body: startAddressVerificationInputSchema,
        response: startAnswer,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await requests.startAddressVerification(app.db, user.userId, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/account/verification/start/basic',
    {
      schema: {
        tags,
        summary: 'Give full name and birthday (level L1+); recorded as approved at once',
        security: write,
        querystring: responseCaseQuery,
        body: startBasicVerificationInputSchema,
        response: startAnswer,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await requests.startBasicVerification(app.db, user.userId, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/account/verification/video/upload',
    {
      schema: {
        tags,
        summary: 'Submit the link of a recorded verification video for review',
        security: write,
        querystring: responseCaseQuery,
        body: videoVerificationInputSchema,
        response: startAnswer,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await requests.submitVideo(app.db, user.userId, request.body.url);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/rest/v3/kyc/verifications/sumsub/start',
    {
      schema: {
        tags,
        summary: "Start the identity provider's check: the reference its widget runs under",
        description:
          'mark-pending accepts only a reference issued here to the same user. 409 once the identity is verified.',
        security: write,
        querystring: responseCaseQuery,
        response: created(providerReferenceSchema),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await requests.startProviderVerification(app.db, user.userId);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/rest/v3/kyc/verifications/sumsub/mark-pending',
    {
      schema: {
        tags,
        summary: "Record the identity provider's verification as pending (201 new, 200 known reference)",
        description: 'The reference must be one sumsub/start issued to the caller; any other is a 400.',
        security: write,
        querystring: responseCaseQuery,
        body: markProviderPendingInputSchema,
        response: { ...ok(verificationRequestSchema), ...startAnswer },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await requests.markProviderPending(
        app.db,
        user.userId,
        request.body.verificationReference,
      );
      return reply.status(result.created ? 201 : 200).send({ data: result.request });
    },
  );

  app.get(
    '/rest/v1/verification/left-attempt/:type',
    {
      schema: {
        tags,
        summary: 'Attempts left for a verification kind (3 each; rejected ones are used up)',
        security: session,
        params: z.object({ type: z.enum(ATTEMPT_KINDS) }),
        querystring: responseCaseQuery,
        response: ok(leftAttemptsSchema),
      },
    },
    async (request) => ({
      data: await requests.leftAttempts(app.db, requireUser(request).userId, request.params.type),
    }),
  );

  app.get(
    '/rest/v1/verification/supported-countries',
    {
      schema: {
        tags,
        summary: 'Countries whose documents verification accepts, by name',
        querystring: responseCaseQuery,
        response: ok(z.array(countrySchema)),
      },
    },
    async () => ({ data: await requests.supportedCountries(app.db) }),
  );

  app.get(
    '/rest/v1/verification/document-country',
    {
      schema: {
        tags,
        summary: 'The country to preselect on the document forms (ID document, profile or phone)',
        security: session,
        querystring: responseCaseQuery,
        response: ok(documentCountrySchema),
      },
    },
    async (request) => ({ data: await requests.documentCountry(app.db, requireUser(request).userId) }),
  );

  app.get(
    '/rest/v1/verification/status',
    {
      schema: {
        tags,
        summary: "The signed-in user's level, limits, verification states and blocked actions",
        security: session,
        querystring: responseCaseQuery,
        response: ok(kycSummarySchema),
      },
    },
    async (request) => ({ data: await kyc.getKycSummary(app.db, requireUser(request).userId) }),
  );

  app.get(
    '/rest/v1/verification/requests',
    {
      schema: {
        tags,
        summary: "The signed-in user's verification requests, newest first, with their files",
        security: session,
        querystring: responseCaseQuery,
        response: ok(z.array(verificationRequestSchema)),
      },
    },
    async (request) => ({ data: await requests.listOwnRequests(app.db, requireUser(request).userId) }),
  );
}
