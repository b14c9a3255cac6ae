import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { myOfferSchema, offerPinnedInfoSchema } from '@p2p/shared';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as promotion from './offers-promotion.service.js';
import type { OffersDeps } from './offers.service.js';

/** Pinned info and promotions of the owner's offers (registered by offersRoutes). */
export async function offersPromotionRoutes(
  fastify: FastifyInstance,
  options: { deps: () => OffersDeps; hashParams: z.ZodObject<{ hash: z.ZodString }> },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['offers'];
  const security = [{ session: [] }];
  const { deps, hashParams } = options;

  app.get(
    '/rest/v1/my-offers/:hash/pinned-info',
    {
      schema: {
        tags,
        security,
        summary: 'How an offer is promoted',
        params: hashParams,
        querystring: responseCaseQuery,
        response: ok(offerPinnedInfoSchema),
      },
    },
    async (request) => ({
      data: await promotion.getPinnedInfo(deps(), {
        userId: requireUser(request).userId,
        hash: request.params.hash,
      }),
    }),
  );

  app.post(
    '/rest/v1/my-offers/:hash/promote',
    {
      schema: {
        tags,
        security,
        summary: 'Promote an offer (uses one promote slot)',
        description:
          'Pins the offer to the top of its listing for 7 days (pinnedInfo.stickiedUntil says until when). ' +
          'The slot is used only while the promotion lasts. 409 when all slots are in use; promoting a ' +
          'promoted offer changes nothing. Anyone but the owner gets 404.',
        params: hashParams,
        querystring: responseCaseQuery,
        response: ok(myOfferSchema),
      },
    },
    async (request) => ({
      data: await promotion.promoteOffer(deps(), {
        userId: requireUser(request).userId,
        hash: request.params.hash,
      }),
    }),
  );

  app.delete(
    '/rest/v1/my-offers/:hash/promote',
    {
      schema: {
        tags,
        security,
        summary: 'End the promotion of an offer',
        description:
          'Ends the promotion now: the offer goes back to its place in the listing and its slot is free ' +
          'again. Ending an offer that is not promoted changes nothing. Anyone but the owner gets 404.',
        params: hashParams,
        querystring: responseCaseQuery,
        response: ok(myOfferSchema),
      },
    },
    async (request) => ({
      data: await promotion.endPromotion(deps(), {
        userId: requireUser(request).userId,
        hash: request.params.hash,
      }),
    }),
  );
}
