import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bondResultSchema,
  cryptoCodeQuerySchema,
  depositAddressSchema,
  depositBondInputSchema,
  pagedListMeta,
  pagedListMetaSchema,
  retrieveBondResultSchema,
  sendOutInfoSchema,
  sendOutInputSchema,
  walletBalanceSchema,
  walletTransactionSchema,
  walletTransactionsQuerySchema,
  withdrawalSchema,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { created, ok, okWithMeta, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { chainNetwork, type Chains } from '../chain/chains.js';
import { idempotent, readIdempotencyKey, type IdempotentAnswer } from '../idempotency/idempotency.js';
import { requestSendOut } from './send-out-request.js';
import { requireSecondFactor } from '../two-factor/two-factor.service.js';
import * as wallet from './wallet.service.js';

export interface WalletRoutesOptions {
  config: Config;
  chains: Chains;
  prices: wallet.WalletPrices;
}

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Replays the first answer for a repeated key; a different request under the same key is refused',
    ),
});

function answer<T>(reply: FastifyReply, result: IdempotentAnswer<T>): T {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(result.status);
  return result.body;
}

/** The second-factor errors name the `code` field; on this form it is `two_factor_code`. */
async function secondFactorForSendOut(app: FastifyInstance, userId: number, code: string | undefined) {
  try {
    await requireSecondFactor(app.db, { userId, action: 'withdrawal', code });
  } catch (error) {
    if (error instanceof AppError && error.details?.code) {
      throw new AppError(error.code, error.message, { two_factor_code: error.details.code }, error.status);
    }
    throw error;
  }
}

export async function walletRoutes(fastify: FastifyInstance, options: WalletRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { chains, prices, config } = options;
  const tags = ['wallet'];
  const security = [{ session: [] }];
  const userOf = (request: FastifyRequest) => requireUser(request).userId;

  app.get(
    '/rest/v2/wallet/balances',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's balances per coin with their fiat value",
        querystring: strictQuery(),
        response: ok(z.array(walletBalanceSchema)),
      },
    },
    async (request) => ({ data: await wallet.getBalances(app.db, prices, userOf(request)) }),
  );

  app.get(
    '/rest/v2/wallet/deposit-address',
    {
      schema: {
        tags,
        security,
        summary: "The user's deposit address for a coin (created on first request)",
        querystring: strictQuery(cryptoCodeQuerySchema.shape),
        response: ok(depositAddressSchema),
      },
    },
    async (request) => {
      const chain = chains[request.query.crypto_currency_code];
      return {
        data: await wallet.getDepositAddress(app.db, chain, chainNetwork(chain, config), userOf(request)),
      };
    },
  );

  app.get(
    '/rest/v2/wallet/send-out/info',
    {
      schema: {
        tags,
        security,
        summary: 'Fee, minimum and maximum of a send-out, and whether it asks for the second factor',
        querystring: strictQuery(cryptoCodeQuerySchema.shape),
        response: ok(sendOutInfoSchema),
      },
    },
    async (request) => ({
      data: await wallet.getSendOutInfo(app.db, userOf(request), request.query.crypto_currency_code),
    }),
  );

  app.post(
    '/rest/v2/wallet/send-out',
    {
      schema: {
        tags,
        security,
        summary: 'Send crypto out to an address (Idempotency-Key required)',
        description:
          'Debits amount and fee at once; the send-out is then pending, sent (with its txid), confirmed, or failed (refunded).',
        querystring: strictQuery(),
        headers: idempotencyHeaders,
        body: sendOutInputSchema,
        response: created(withdrawalSchema),
      },
    },
    async (request, reply) => {
      const userId = userOf(request);
      const { crypto_currency_code: coin, address, amount, two_factor_code: code } = request.body;
      const chain = chains[coin];
      // A send-out cannot be taken back: without a key, a client's retry could pay twice.
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      if (key === undefined) {
        throw AppError.validation('Idempotency-Key', 'Send an Idempotency-Key header with every send-out');
      }
      // An operator's halt stops send-outs of the coin on every node (decision 036).
      app.platform.assertOpen(coin, 'send-out');
      const result = await requestSendOut(app.db, chain, {
        userId,
        coin,
        address,
        amount,
        key,
        scope: 'POST /rest/v2/wallet/send-out',
        secondFactor: () => secondFactorForSendOut(app, userId, code),
      });
      return answer(reply, result);
    },
  );

  app.get(
    '/rest/v2/wallet/send-out/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One send-out of the signed-in user',
        params: z.object({ id: z.uuid() }),
        querystring: strictQuery(),
        response: ok(withdrawalSchema),
      },
    },
    async (request) => ({ data: await wallet.getWithdrawal(app.db, userOf(request), request.params.id) }),
  );

  app.get(
    '/rest/v2/wallet/transactions',
    {
      schema: {
        tags,
        security,
        summary: 'History of the available balance, newest first, 20 a page',
        querystring: strictQuery(walletTransactionsQuerySchema.shape),
        response: okWithMeta(z.array(walletTransactionSchema), pagedListMetaSchema),
      },
    },
    async (request) => {
      const page = request.query.page;
      const result = await wallet.listTransactions(app.db, userOf(request), {
        coin: request.query.crypto_currency_code,
        page,
      });
      return { data: result.rows, meta: pagedListMeta(result.total, page, wallet.HISTORY_PAGE_SIZE) };
    },
  );

  app.post(
    '/wallet/deposit-bond',
    {
      schema: {
        tags,
        security,
        summary: "Move the coin's offer bond from the available balance into the bond account",
        querystring: strictQuery(),
        headers: idempotencyHeaders,
        body: depositBondInputSchema,
        response: ok(bondResultSchema),
      },
    },
    async (request, reply) => {
      const userId = userOf(request);
      const coin = request.body.crypto_currency_code;
      const result = await idempotent(
        app.db,
        {
          userId,
          key: readIdempotencyKey(request.headers['idempotency-key']),
          scope: 'POST /wallet/deposit-bond',
          request: { coin },
        },
        async (tx) => ({ status: 200, body: { data: await wallet.depositBond(tx, userId, coin) } }),
        () => wallet.assertWalletAllowed(app.db, userId),
      );
      return answer(reply, result);
    },
  );

  app.post(
    '/wallet/retrieve-bond',
    {
      schema: {
        tags,
        security,
        summary: 'Move every bond back to the available balances',
        querystring: strictQuery(),
        headers: idempotencyHeaders,
        body: z.strictObject({}).nullish(),
        response: ok(retrieveBondResultSchema),
      },
    },
    async (request, reply) => {
      const userId = userOf(request);
      const result = await idempotent(
        app.db,
        {
          userId,
          key: readIdempotencyKey(request.headers['idempotency-key']),
          scope: 'POST /wallet/retrieve-bond',
          request: {},
        },
        async (tx) => ({ status: 200, body: { data: await wallet.retrieveBond(tx, userId) } }),
      );
      return answer(reply, result);
    },
  );
}
