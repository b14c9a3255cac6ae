import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MOBILE_MONEY_WALLET_IN_USE_CODE,
  errorEnvelopeSchema,
  mobileMoneyWalletDeletedSchema,
  mobileMoneyWalletIdParamsSchema,
  mobileMoneyWalletInputSchema,
  mobileMoneyWalletSchema,
} from '@p2p/shared';
import { created, ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { mobileMoneyLinkRoutes } from './mobile-money-links.routes.js';
import * as wallets from './mobile-money.service.js';

const FORM_RULES =
  '`country_id` (a country with an ISO code), `phone` (national or +international; stored in E.164; it must ' +
  'be a valid mobile number of that country: `phone_parse_error`, `phone_invalid`, `phone_not_mobile`, ' +
  '`phone_wrong_country`, and `phone_non_unique` when the owner keeps it already), `holder_name` (1–100) and ' +
  '`payment_method_ids` (1–10 distinct active methods of the mobile money group 8, else `not_mobile_money`). ' +
  'Errors are 400 ERROR_INPUT_VALIDATION with `details: { field: [code] }`.';

/** Mobile money wallets of the signed-in user (issue 17): add, edit, select, delete. */
export async function mobileMoneyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['mobile-money'];
  const security = [{ session: [] }];
  const base = '/rest/v1/mobile-money-wallets';

  app.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's mobile money wallets",
        description: 'Oldest first; `isSelected` marks the default one.',
        querystring: responseCaseQuery,
        response: ok(z.array(mobileMoneyWalletSchema)),
      },
    },
    async (request) => ({ data: await wallets.listWallets(app.db, requireUser(request).userId) }),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Add a mobile money wallet',
        description: `The first wallet becomes the selected one. At most 20 (\`wallet: ['wallets_limit']\`). ${FORM_RULES}`,
        querystring: responseCaseQuery,
        body: mobileMoneyWalletInputSchema,
        response: created(mobileMoneyWalletSchema),
      },
    },
    async (request, reply) => {
      const data = await wallets.createWallet(app.db, requireUser(request).userId, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: "One of the signed-in user's mobile money wallets",
        description: "Someone else's or a deleted wallet is a 404.",
        params: mobileMoneyWalletIdParamsSchema,
        querystring: responseCaseQuery,
        response: ok(mobileMoneyWalletSchema),
      },
    },
    async (request) => ({
      data: await wallets.getWallet(app.db, requireUser(request).userId, request.params.id),
    }),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Replace a mobile money wallet',
        description: `The whole wallet, as for POST; whether it is selected stays. ${FORM_RULES}`,
        params: mobileMoneyWalletIdParamsSchema,
        querystring: responseCaseQuery,
        body: mobileMoneyWalletInputSchema,
        response: ok(mobileMoneyWalletSchema),
      },
    },
    async (request) => ({
      data: await wallets.updateWallet(app.db, requireUser(request).userId, request.params.id, request.body),
    }),
  );

  app.post(
    `${base}/:id/select`,
    {
      schema: {
        tags,
        security,
        summary: 'Make a wallet the selected (default) one',
        description: 'The previously selected wallet is no longer selected.',
        params: mobileMoneyWalletIdParamsSchema,
        querystring: responseCaseQuery,
        response: ok(mobileMoneyWalletSchema),
      },
    },
    async (request) => ({
      data: await wallets.selectWallet(app.db, requireUser(request).userId, request.params.id),
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a mobile money wallet',
        description:
          `Soft delete; a disabled offer showing it loses it. 422 ${MOBILE_MONEY_WALLET_IN_USE_CODE} when an ` +
          "open trade shows it (`details.wallet: ['linked_to_open_trade']`) or an enabled offer does " +
          "(`['linked_to_enabled_offer']`). When the selected wallet goes the newest one left is selected: " +
          '`selectedWalletId` answers which.',
        params: mobileMoneyWalletIdParamsSchema,
        querystring: responseCaseQuery,
        response: {
          ...ok(mobileMoneyWalletDeletedSchema),
          422: errorEnvelopeSchema.describe('The wallet is in use'),
        },
      },
    },
    async (request) => ({
      data: await wallets.deleteWallet(app.db, requireUser(request).userId, request.params.id),
    }),
  );

  await app.register(mobileMoneyLinkRoutes);
}
