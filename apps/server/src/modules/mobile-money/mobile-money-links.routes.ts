import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  offerMobileMoneyWalletInputSchema,
  offerMobileMoneyWalletSchema,
  tradeMobileMoneyWalletSchema,
} from '@p2p/shared';
import { ok, responseCaseQuery, offerHashParams, tradeIdParams } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { getOfferWallet, getTradeWallet, setOfferWallet } from './mobile-money-links.service.js';

/** The wallet a mobile money offer shows, and the one a trade's buyer pays to. */
export async function mobileMoneyLinkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ session: [] }];

  app.get(
    '/rest/v1/my-offers/:hash/mobile-money-wallet',
    {
      schema: {
        tags: ['mobile-money', 'offers'],
        security,
        summary: 'The mobile money wallet an offer shows',
        description: "The owner's only; another user's offer is a 404.",
        params: offerHashParams,
        querystring: responseCaseQuery,
        response: ok(offerMobileMoneyWalletSchema),
      },
    },
    async (request) => ({
      data: await getOfferWallet(app.db, requireUser(request).userId, request.params.hash),
    }),
  );

  app.put(
    '/rest/v1/my-offers/:hash/mobile-money-wallet',
    {
      schema: {
        tags: ['mobile-money', 'offers'],
        security,
        summary: 'Choose the mobile money wallet an offer shows',
        description:
          '`wallet_id: null` removes it. The offer must be a sell offer (`offer_not_sell`) paid by a mobile money ' +
          'method (`offer_not_mobile_money`) that the wallet takes (`wallet_not_for_method`), all on `wallet_id`; ' +
          "another user's offer or wallet is a 404.",
        params: offerHashParams,
        querystring: responseCaseQuery,
        body: offerMobileMoneyWalletInputSchema,
        response: ok(offerMobileMoneyWalletSchema),
      },
    },
    async (request) => ({
      data: await setOfferWallet(
        app.db,
        requireUser(request).userId,
        request.params.hash,
        request.body.wallet_id,
      ),
    }),
  );

  app.get(
    '/rest/v1/trade/:id/mobile-money-wallet',
    {
      schema: {
        tags: ['mobile-money', 'trades'],
        security,
        summary: "The seller's mobile money wallet of a trade",
        description:
          'The wallet the offer shows, when the vendor sells by mobile money (else `wallet: null`). The buyer ' +
          'sees it once the payment details are revealed (`hidden: true` before). Guests 401, strangers 404.',
        params: tradeIdParams,
        querystring: responseCaseQuery,
        response: ok(tradeMobileMoneyWalletSchema),
      },
    },
    async (request) => {
      requireUser(request);
      return { data: await getTradeWallet(app.db, request.params.id, request.sessionUser) };
    },
  );
}
