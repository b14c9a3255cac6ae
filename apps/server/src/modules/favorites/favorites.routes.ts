import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  favoriteOffersMetaSchema,
  favoriteOffersQueryShape,
  favoriteToggleResultSchema,
  offerListingCardSchema,
} from '@p2p/shared';
import { ok, okWithMeta, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { offerIdParams } from '../offer-search/offer-search.routes.js';
import * as favorites from './favorites.service.js';

export async function favoritesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['favorites'];
  const security = [{ session: [] }];
  const toggleSchema = (summary: string) => ({
    tags,
    security,
    summary,
    description: '`id` is the offer hash. Idempotent. 404 for unknown or deleted offers.',
    params: offerIdParams,
    querystring: strictQuery(),
    response: ok(favoriteToggleResultSchema),
  });

  app.post(
    '/rest/v1/favorites/offers/:id',
    { schema: toggleSchema('Add an offer to favourites') },
    async (request) => ({
      data: await favorites.setFavorite(app.db, {
        userId: requireUser(request).userId,
        hash: request.params.id,
        favorite: true,
      }),
    }),
  );

  app.delete(
    '/rest/v1/favorites/offers/:id',
    { schema: toggleSchema('Remove an offer from favourites') },
    async (request) => ({
      data: await favorites.setFavorite(app.db, {
        userId: requireUser(request).userId,
        hash: request.params.id,
        favorite: false,
      }),
    }),
  );

  app.get(
    '/rest/v1/favorites/offers',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's favourite offers, 10 a page",
        description:
          "`type` is the visitor's side as on the listing (`buy` lists sell offers); both when absent. Offers no " +
          'longer on the market stay listed with `isAvailable: false` until deleted. Trusted-only offers of ' +
          'owners who do not trust the user, and offers across a block either way, are left out.',
        querystring: strictQuery(favoriteOffersQueryShape),
        response: okWithMeta(z.array(offerListingCardSchema), favoriteOffersMetaSchema),
      },
    },
    async (request) =>
      favorites.listFavorites(app.db, app.rates, {
        userId: requireUser(request).userId,
        query: request.query,
      }),
  );
}
