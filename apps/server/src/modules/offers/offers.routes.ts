import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  myOfferEditSchema,
  myOfferSchema,
  myOffersListMetaSchema,
  myOffersListSchema,
  myOffersQueryShape,
  offerAmountInputSchema,
  offerCapUpdateInputSchema,
  offerFixedPriceInputSchema,
  offerInputSchema,
  offerManualEscrowFeeInputSchema,
  offerMarginInputSchema,
  offerSavedSchema,
  offerStatusInputSchema,
  toggleAllOffersInputSchema,
  toggleAllOffersResultSchema,
  addFieldError,
  emptyFieldErrors,
  type OfferErrorArea,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { created, ok, okWithMeta, responseCaseQuery, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { offerFeeRates } from './offer-fees.js';
import { offersPromotionRoutes } from './offers-promotion.routes.js';
import * as quickEdits from './offers-quick-edits.service.js';
import * as offers from './offers.service.js';

export const hashParams = z.object({ hash: z.string().min(1).max(32).describe('The offer hash (idHashed)') });
const idParams = z.object({ id: z.string().min(1).max(32).describe('The offer hash (idHashed)') });

/**
 * Quick edits keep errors per offer and area (trading.md §8): a bad body answers 400 with the
 * area (margin, fixedPrice, limits, general) and the offer hash in error.details besides the fields.
 */
function inArea(area: OfferErrorArea) {
  return (error: FastifyError, request: FastifyRequest, _reply: FastifyReply) => {
    if (!hasZodFastifySchemaValidationErrors(error) || error.validationContext !== 'body') throw error;
    // Field names come from the request: a prototype-free map keeps `toString` an ordinary key.
    const details = emptyFieldErrors();
    const messages: string[] = [];
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      const message = issue.message ?? 'Invalid value';
      addFieldError(details, field, message);
      messages.push(message);
    }
    details[area] = messages;
    const params = request.params as { hash?: string; id?: string };
    const hash = params.hash ?? params.id;
    if (hash) details[offers.OFFER_HASH_DETAIL] = [hash];
    throw new AppError('ERROR_INPUT_VALIDATION', messages[0] ?? 'The request has invalid fields', details);
  };
}

export async function offersRoutes(
  fastify: FastifyInstance,
  options: { config?: Config } = {},
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['offers'];
  const security = [{ session: [] }];
  const fees = options.config ? offerFeeRates(options.config) : undefined;
  const deps = () => ({ db: app.db, rates: app.rates, fees });

  app.post(
    '/rest/v1/my-offers',
    {
      schema: {
        tags,
        security,
        summary: 'Create an offer',
        description:
          'Creates a buy or sell offer for the signed-in user. Needs a level that does not block create-offer ' +
          'and no restriction forbidding it. Fiat amounts are decimal strings in the currency digits; the ' +
          'margin is a percent string. An offer whose bond is required but missing starts switched off.',
        querystring: responseCaseQuery,
        body: offerInputSchema,
        response: created(offerSavedSchema),
      },
    },
    async (request, reply) => {
      const data = await offers.createOffer(deps(), {
        userId: requireUser(request).userId,
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/rest/v1/my-offers/:hash',
    {
      schema: {
        tags,
        security,
        summary: 'Edit an offer',
        description: "Replaces the owner's offer with the editor's input (the same body as create).",
        params: hashParams,
        querystring: responseCaseQuery,
        body: offerInputSchema,
        response: ok(offerSavedSchema),
      },
    },
    async (request) => ({
      data: await offers.editOffer(deps(), {
        userId: requireUser(request).userId,
        hash: request.params.hash,
        input: request.body,
      }),
    }),
  );

  app.delete(
    '/rest/v1/my-offers/:hash',
    {
      schema: {
        tags,
        security,
        summary: 'Delete an offer',
        params: hashParams,
        querystring: responseCaseQuery,
        response: ok(z.object({ hash: z.string(), deleted: z.literal(true) })),
      },
    },
    async (request) => ({
      data: await offers.deleteOffer(deps(), {
        userId: requireUser(request).userId,
        hash: request.params.hash,
      }),
    }),
  );

  app.get(
    '/rest/v1/my-offers/list',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's offers with buy and sell counts",
        querystring: strictQuery(myOffersQueryShape),
        response: okWithMeta(myOffersListSchema, myOffersListMetaSchema),
      },
    },
    async (request) =>
      offers.listMyOffers(deps(), { userId: requireUser(request).userId, type: request.query.type }),
  );

  app.get(
    '/rest/v1/my-offers/:hash',
    {
      schema: {
        tags,
        security,
        summary: "One of the signed-in user's offers with the editor's input",
        params: hashParams,
        querystring: responseCaseQuery,
        response: ok(myOfferEditSchema),
      },
    },
    async (request) => ({
      data: await offers.getOfferForEdit(deps(), {
        userId: requireUser(request).userId,
        hash: request.params.hash,
      }),
    }),
  );

  await app.register(offersPromotionRoutes, { deps, hashParams });

  app.put(
    '/rest/v1/my-offers/:hash/status',
    {
      schema: {
        tags,
        security,
        summary: 'Switch an offer on or off',
        description:
          'Switching on is refused (with the offer hash and the area general) when the level blocks ' +
          'activate-offer, the offer is blocked or penalized, or its bond is required and not deposited.',
        params: hashParams,
        querystring: responseCaseQuery,
        body: offerStatusInputSchema,
        response: ok(myOfferSchema),
      },
      errorHandler: inArea('general'),
    },
    async (request) => ({
      data: await quickEdits.setOfferStatus(deps(), {
        userId: requireUser(request).userId,
        hash: request.params.hash,
        enabled: request.body.new_status,
      }),
    }),
  );

  app.post(
    '/offer-manager/toggle-all-offers-state',
    {
      schema: {
        tags,
        security,
        summary: "Switch all the signed-in user's offers on or off",
        querystring: responseCaseQuery,
        body: toggleAllOffersInputSchema,
        response: ok(toggleAllOffersResultSchema),
      },
    },
    async (request) => ({
      data: await quickEdits.toggleAllOffers(deps(), {
        userId: requireUser(request).userId,
        enabled: request.body.new_status,
        type: request.body.type,
      }),
    }),
  );

  app.put(
    '/rest/v1/my-offers/:hash/margin',
    {
      schema: {
        tags,
        security,
        summary: 'Quick edit: the margin (percent)',
        params: hashParams,
        querystring: responseCaseQuery,
        body: offerMarginInputSchema,
        response: ok(myOfferSchema),
      },
      errorHandler: inArea('margin'),
    },
    async (request) => ({
      data: await quickEdits.updateMargin(deps(), {
        userId: requireUser(request).userId,
        hash: request.params.hash,
        margin: request.body.new_margin,
      }),
    }),
  );

  app.put(
    '/rest/v1/my-offers/:hash/fixed-price',
    {
      schema: {
        tags,
        security,
        summary: 'Quick edit: the fixed price (fiat per coin)',
        params: hashParams,
        querystring: responseCaseQuery,
        body: offerFixedPriceInputSchema,
        response: ok(myOfferSchema),
      },
      errorHandler: inArea('fixedPrice'),
    },
    async (request) => ({
      data: await quickEdits.updateFixedPrice(deps(), {
        userId: requireUser(request).userId,
        hash: request.params.hash,
        fixedPrice: request.body.new_fixed_price,
      }),
    }),
  );

  app.put(
    '/rest/v1/my-offers/:hash/amount',
    {
      schema: {
        tags,
        security,
        summary: 'Quick edit: the limits (range_min and range_max, or predefined_amount)',
        params: hashParams,
        querystring: responseCaseQuery,
        body: offerAmountInputSchema,
        response: ok(myOfferSchema),
      },
      errorHandler: inArea('limits'),
    },
    async (request) => ({
      data: await quickEdits.updateAmount(deps(), {
        userId: requireUser(request).userId,
        hash: request.params.hash,
        input: request.body,
      }),
    }),
  );

  app.put(
    '/rest/v1/my-offers/:hash/manual-escrow-fee',
    {
      schema: {
        tags,
        security,
        summary: 'Staff: set the escrow fee of an offer (percent, null for the default)',
        params: hashParams,
        querystring: responseCaseQuery,
        body: offerManualEscrowFeeInputSchema,
        response: ok(myOfferSchema),
      },
      errorHandler: inArea('general'),
    },
    async (request) => {
      const user = requireUser(request);
      return {
        data: await quickEdits.updateManualEscrowFee(deps(), {
          userId: user.userId,
          role: user.role,
          hash: request.params.hash,
          fee: request.body.new_manual_escrow_fee,
        }),
      };
    },
  );

  app.put(
    '/rest/v1/my-offers/:hash/reset-penalty',
    {
      schema: {
        tags,
        security,
        summary: 'Lift the system penalty of an offer',
        params: hashParams,
        querystring: responseCaseQuery,
        response: ok(myOfferSchema),
      },
    },
    async (request) => ({
      data: await quickEdits.resetPenalty(deps(), {
        userId: requireUser(request).userId,
        hash: request.params.hash,
      }),
    }),
  );

  app.post(
    '/rest/v1/offers/:id/offer-cap',
    {
      schema: {
        tags,
        security,
        summary: 'Set the offer cap (and optionally the limits)',
        description: 'Used = initial value − remaining value; changing the cap keeps what was used.',
        params: idParams,
        querystring: responseCaseQuery,
        body: offerCapUpdateInputSchema,
        response: ok(myOfferSchema),
      },
      errorHandler: inArea('limits'),
    },
    async (request) => ({
      data: await quickEdits.updateOfferCap(deps(), {
        userId: requireUser(request).userId,
        hash: request.params.id,
        input: request.body,
      }),
    }),
  );
}
