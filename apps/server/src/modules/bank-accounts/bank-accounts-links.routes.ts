import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  offerBankAccountsInputSchema,
  offerBankAccountsSchema,
  shareBankAccountInputSchema,
  shareBankAccountResultSchema,
} from '@p2p/shared';
import {
  errorResponses,
  ok,
  responseCaseQuery,
  offerHashParams,
  tradeIdParams,
} from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { getOfferBankAccounts, setOfferBankAccounts } from './bank-accounts-offers.service.js';
import { shareBankAccount } from './bank-accounts-share.service.js';

/** Bank accounts on offers (what a vendor offers for payment) and shared in a trade's chat. */
export async function bankAccountLinkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ session: [] }];

  app.get(
    '/rest/v1/my-offers/:hash/bank-accounts',
    {
      schema: {
        tags: ['bank-accounts', 'offers'],
        security,
        summary: 'The bank accounts an offer shows',
        description: "The owner's only; another user's offer is a 404.",
        params: offerHashParams,
        querystring: responseCaseQuery,
        response: ok(offerBankAccountsSchema),
      },
    },
    async (request) => ({
      data: await getOfferBankAccounts(app.db, requireUser(request).userId, request.params.hash),
    }),
  );

  app.put(
    '/rest/v1/my-offers/:hash/bank-accounts',
    {
      schema: {
        tags: ['bank-accounts', 'offers'],
        security,
        summary: 'Choose the bank accounts an offer shows',
        description:
          'Replaces the list. Every account must be the owner’s, not deleted, in the offer’s fiat currency; ' +
          'otherwise 404 naming the ids in `details.bank_account_ids`. An empty list unlinks all.',
        params: offerHashParams,
        querystring: responseCaseQuery,
        body: offerBankAccountsInputSchema,
        response: ok(offerBankAccountsSchema),
      },
    },
    async (request) => ({
      data: await setOfferBankAccounts(
        app.db,
        requireUser(request).userId,
        request.params.hash,
        request.body.bank_account_ids,
      ),
    }),
  );

  app.post(
    '/rest/v1/trade/:id/bank-account',
    {
      schema: {
        tags: ['bank-accounts', 'trades'],
        security,
        summary: 'Share one of your bank accounts in a trade',
        description:
          'A party of an open trade posts one of their own accounts into the chat (a message of kind ' +
          "`bank_account`); the seller's becomes the trade's payment account. Someone else's trade or " +
          'account is a 404, a moderator 403, a finished trade 409, an account in another currency 400.',
        params: tradeIdParams,
        querystring: responseCaseQuery,
        body: shareBankAccountInputSchema,
        response: {
          ...ok(shareBankAccountResultSchema),
          409: errorResponses[404].describe('The trade is over'),
        },
      },
    },
    async (request) => {
      requireUser(request);
      return {
        data: await shareBankAccount(
          app.db,
          request.sessionUser,
          request.params.id,
          request.body.bank_account_id,
        ),
      };
    },
  );
}
