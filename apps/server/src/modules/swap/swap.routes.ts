import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  liquidityTopUpInputSchema,
  liquidityWithdrawInputSchema,
  swapExecuteInputSchema,
  swapLiquiditySchema,
  type SwapLiquidity,
  swapOverviewSchema,
  swapQuoteInputSchema,
  swapQuoteSchema,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import type { Transaction } from '../../db/client.js';
import { created, ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { idempotent, readIdempotencyKey, type IdempotentAnswer } from '../idempotency/idempotency.js';
import * as liquidity from './swap-liquidity.service.js';
import * as swap from './swap.service.js';

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

/** In-wallet swap between BTC, USDT and ETH (decision 030), and the operator's liquidity. */
export async function swapRoutes(fastify: FastifyInstance, options: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: swap.SwapDeps = {
    rates: app.rates,
    spreadBps: options.config.SWAP_SPREAD_BPS,
    quoteTtlSeconds: options.config.SWAP_QUOTE_TTL_SECONDS,
    assertTradingOpen: (coin) => app.platform.assertOpen(coin, 'swap'),
  };
  const tags = ['wallet'];
  const security = [{ session: [] }];

  app.get(
    '/rest/v1/swap',
    {
      schema: {
        tags,
        security,
        summary: 'The convert page: coins, spread, quote lifetime, limits at your level, your last swaps',
        querystring: responseCaseQuery,
        response: ok(swapOverviewSchema),
      },
    },
    async (request) => ({ data: await swap.getOverview(app.db, deps, requireUser(request).userId) }),
  );

  app.post(
    '/rest/v1/swap/quote',
    {
      schema: {
        tags,
        security,
        summary: 'A quote: what you get for an amount at the live rate less the spread, held until expiresAt',
        querystring: responseCaseQuery,
        body: swapQuoteInputSchema,
        response: created(swapQuoteSchema),
      },
    },
    async (request, reply) => {
      const quote = await swap.createQuote(app.db, deps, requireUser(request).userId, request.body);
      return reply.status(201).send({ data: quote });
    },
  );

  app.post(
    '/rest/v1/swap/execute',
    {
      schema: {
        tags,
        security,
        summary: 'Execute a quote before it expires (410 ERROR_SWAP_QUOTE_EXPIRED after)',
        description:
          '409 ERROR_SWAP_QUOTE_USED for a quote already executed, 409 ERROR_SWAP_INSUFFICIENT_LIQUIDITY ' +
          'when the platform cannot pay the coin out, 422 ERROR_INSUFFICIENT_FUNDS or ERROR_SWAP_LIMIT.',
        querystring: responseCaseQuery,
        headers: idempotencyHeaders,
        body: swapExecuteInputSchema,
        response: ok(swapQuoteSchema),
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).userId;
      const result = await idempotent(
        app.db,
        {
          userId,
          key: readIdempotencyKey(request.headers['idempotency-key']),
          scope: 'POST /rest/v1/swap/execute',
          request: request.body,
        },
        async (tx) => ({
          status: 200,
          body: { data: await swap.executeQuote(tx, deps, userId, request.body.quoteId) },
        }),
      );
      return answer(reply, result);
    },
  );

  app.get(
    '/rest/v1/admin/swap/liquidity',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: "Each coin's swap liquidity and what the operator put in (admin)",
        querystring: responseCaseQuery,
        response: ok(z.array(swapLiquiditySchema)),
      },
    },
    async (request) => ({ data: await liquidity.listLiquidity(app.db, requireUser(request)) }),
  );

  /** An admin's move of liquidity (top-up or withdrawal) under the caller's Idempotency-Key. */
  const liquidityMove =
    <Body>(
      scope: string,
      move: (tx: Transaction, actor: ReturnType<typeof requireUser>, body: Body) => Promise<SwapLiquidity[]>,
    ) =>
    async (request: FastifyRequest<{ Body: Body }>, reply: FastifyReply) => {
      const actor = requireUser(request);
      const result = await idempotent(
        app.db,
        {
          userId: actor.userId,
          key: readIdempotencyKey(request.headers['idempotency-key']),
          scope,
          request: request.body,
        },
        async (tx) => ({ status: 200, body: { data: await move(tx, actor, request.body as Body) } }),
      );
      return answer(reply, result);
    };

  app.post(
    '/rest/v1/admin/swap/liquidity',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: "Top up a coin's swap liquidity from the operator's capital (admin, audited)",
        querystring: responseCaseQuery,
        headers: idempotencyHeaders,
        body: liquidityTopUpInputSchema,
        response: ok(z.array(swapLiquiditySchema)),
      },
    },
    liquidityMove('POST /rest/v1/admin/swap/liquidity', liquidity.topUpLiquidity),
  );

  app.post(
    '/rest/v1/admin/swap/liquidity/withdraw',
    {
      schema: {
        tags: ['admin'],
        security,
        summary:
          "Take a coin's swap liquidity back into the operator's capital (admin, audited); never more than " +
          'the operator put in nor what open quotes promise (409 ERROR_SWAP_INSUFFICIENT_LIQUIDITY)',
        querystring: responseCaseQuery,
        headers: idempotencyHeaders,
        body: liquidityWithdrawInputSchema,
        response: ok(z.array(swapLiquiditySchema)),
      },
    },
    liquidityMove('POST /rest/v1/admin/swap/liquidity/withdraw', liquidity.withdrawLiquidity),
  );
}
