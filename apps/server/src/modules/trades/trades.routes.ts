import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  isFinalStatus,
  tradeDisputeInputSchema,
  tradeEmptyInputSchema,
  tradePolicyReadInputSchema,
  tradeReleaseInputSchema,
  tradeRequirementInputSchema,
  tradeStartInputSchema,
  tradeStartResultSchema,
  tradeViewSchema,
  type TradeAction,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { created, ok, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { readIdempotencyKey } from '../idempotency/idempotency.js';
import { requireSecondFactor } from '../two-factor/two-factor.service.js';
import { loadTradeForActor, type TradeCaller } from './trade-access.js';
import { performFlaggedTradeAction, type TradeActionInput } from './trade-actions.service.js';
import { tradeDepsFrom } from './trade-deps.js';
import { startTradeExpiryLoop } from './trade-expiry.js';
import { fallBackToManualFlow, recordPolicyRead, reviewRequirement } from './trade-extras.service.js';
import { startTrade } from './trade-start.service.js';
import { getTradeView, toTradeView } from './trade-view.service.js';

const tradeParams = z.object({
  id: z.string().min(1).max(64).describe('The trade hash'),
});

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Replays the first answer for a repeated key; a different request under the same key is refused',
    ),
});

const tradeErrors = {
  409: errorEnvelopeSchema.describe(
    'ERROR_TRADE_ACTION_NOT_ALLOWED: the trade is not in a state for this action',
  ),
  422: errorEnvelopeSchema.describe('ERROR_TRADE_LIMIT with details.kind and details.alertType'),
};

function callerOf(request: FastifyRequest): TradeCaller {
  const user = requireUser(request);
  return { userId: user.userId, role: user.role };
}

/** The second-factor errors name the `code` field; on the release form it is `two_factor_code`. */
async function secondFactorForRelease(app: FastifyInstance, userId: number, code: string | undefined) {
  try {
    await requireSecondFactor(app.db, { userId, action: 'release', code });
  } catch (error) {
    if (error instanceof AppError && error.details?.code) {
      throw new AppError(error.code, error.message, { two_factor_code: error.details.code }, error.status);
    }
    throw error;
  }
}

/** Trades: start, the trade view and every party action (decision 011). */
export async function tradesRoutes(fastify: FastifyInstance, options: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = tradeDepsFrom(app, options.config);
  const tags = ['trades'];
  const security = [{ session: [] }];
  startTradeExpiryLoop(fastify, options.config.TRADE_EXPIRY_INTERVAL_MS);

  app.post(
    '/rest/v1/trade/start',
    {
      schema: {
        tags,
        security,
        summary: 'Start a trade on an offer with a fiat or a crypto amount',
        description:
          'Answers the trade hash. Refusals: ERROR_TRADE_LIMIT (422, details.kind KycTradeLimit, TradeLimit, ' +
          'NewBuyerTradeLimit or LowBalance, details.alertType), ERROR_TRADE_START_REFUSED (403, ' +
          'details.featureFlag), ERROR_PRICES_UNAVAILABLE (503) for a margin-priced offer while every ' +
          'price feed is stale (fixed-price offers still start), ERROR_INPUT_VALIDATION for amounts ' +
          'outside the offer.',
        querystring: strictQuery(),
        headers: idempotencyHeaders,
        body: tradeStartInputSchema,
        response: { ...created(tradeStartResultSchema), ...tradeErrors },
      },
    },
    async (request, reply) => {
      const result = await startTrade(deps, {
        userId: requireUser(request).userId,
        input: request.body,
        idempotencyKey: readIdempotencyKey(request.headers['idempotency-key']),
        ip: request.ip,
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      else if (result.status === 201) app.metrics.tradeStarted();
      reply.code(result.status);
      return { data: result.body };
    },
  );

  app.get(
    '/rest/v1/trade/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A trade as its buyer, seller or a moderator sees it',
        description: '401 for guests, 404 for anyone else (the same as for an unknown trade).',
        params: tradeParams,
        querystring: strictQuery(),
        response: ok(tradeViewSchema),
      },
    },
    async (request) => ({ data: await getTradeView(app.db, request.params.id, callerOf(request)) }),
  );

  const act = async (
    request: FastifyRequest,
    hash: string,
    action: TradeAction,
    input?: TradeActionInput,
  ) => {
    const caller = callerOf(request);
    const result = await performFlaggedTradeAction(app.db, {
      hash,
      action,
      actor: caller,
      input,
      disputeDelayMinutes: deps.disputeDelayMinutes,
    });
    if (result.changed && result.transition) app.metrics.tradeTransition(result.transition);
    // The row the action answered is the trade now: no need to read it again.
    const role = result.actor === 'system' ? 'moderator' : result.actor;
    return { data: await toTradeView(app.db, result.trade, { userId: caller.userId, role }) };
  };

  const simpleAction = (path: string, action: TradeAction, summary: string) =>
    app.post(
      `/rest/v1/trade/:id/${path}`,
      {
        schema: {
          tags,
          security,
          summary,
          description:
            'Answers the trade after the action; repeating an action that already happened changes nothing.',
          params: tradeParams,
          querystring: strictQuery(),
          body: tradeEmptyInputSchema.nullish(),
          response: { ...ok(tradeViewSchema), ...tradeErrors },
        },
      },
      async (request) => act(request, request.params.id, action),
    );

  simpleAction('paid', 'mark_paid', 'The buyer marks the trade paid');
  simpleAction('cancel', 'cancel', 'Cancel the trade (the buyer; the seller only before it is funded)');
  simpleAction('fund', 'fund', 'The seller funds a deferred-escrow trade');
  simpleAction(
    'reveal-card',
    'reveal_card',
    "gcc-auto: the seller asks for the vendor's gift card; it is shown to them and the trade counts as paid",
  );

  app.post(
    '/rest/v1/trade/:id/release',
    {
      schema: {
        tags,
        security,
        summary: 'The seller releases the crypto to the buyer',
        description: 'Needs two_factor_code when the seller turned on two-factor for release.',
        params: tradeParams,
        querystring: strictQuery(),
        body: tradeReleaseInputSchema.nullish(),
        response: { ...ok(tradeViewSchema), ...tradeErrors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { trade, role } = await loadTradeForActor(app.db, request.params.id, caller);
      // This status was read without a lock: the buyer may mark paid before the release locks the row.
      // So the code is asked for while the trade can still end in a release, not only once it is paid.
      if (role === 'seller' && !isFinalStatus(trade.status)) {
        await secondFactorForRelease(app, caller.userId, request.body?.two_factor_code);
      }
      return act(request, request.params.id, 'release');
    },
  );

  app.post(
    '/rest/v1/trade/:id/dispute',
    {
      schema: {
        tags,
        security,
        summary: 'Open a dispute (once dispute.availableAt has passed)',
        params: tradeParams,
        querystring: strictQuery(),
        body: tradeDisputeInputSchema,
        response: { ...ok(tradeViewSchema), ...tradeErrors },
      },
    },
    async (request) =>
      act(request, request.params.id, 'open_dispute', {
        disputeReasonId: request.body.dispute_reason_id,
        disputeReasonText: request.body.dispute_reason_text,
      }),
  );

  app.post(
    '/rest/v1/trade/:id/policy-read',
    {
      schema: {
        tags,
        security,
        summary: 'Confirm reading a policy page of the offer',
        params: tradeParams,
        querystring: strictQuery(),
        body: tradePolicyReadInputSchema,
        response: ok(tradeViewSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await recordPolicyRead(app.db, { hash: request.params.id, caller, url: request.body.url });
      return { data: await getTradeView(app.db, request.params.id, caller) };
    },
  );

  app.post(
    '/rest/v1/trade/:id/requirement',
    {
      schema: {
        tags,
        security,
        summary: 'Approve or reject what the other party uploaded for a requirement',
        params: tradeParams,
        querystring: strictQuery(),
        body: tradeRequirementInputSchema,
        response: { ...ok(tradeViewSchema), ...tradeErrors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await reviewRequirement(app.db, {
        hash: request.params.id,
        caller,
        requirementId: request.body.requirement_id,
        status: request.body.status,
      });
      return { data: await getTradeView(app.db, request.params.id, caller) };
    },
  );

  app.post(
    '/rest/v1/trade/:id/fallback',
    {
      schema: {
        tags,
        security,
        summary: 'Continue an automated-flow trade on the manual flow',
        description: '409 for a trade that already runs the manual flow, or has ended.',
        params: tradeParams,
        querystring: strictQuery(),
        body: tradeEmptyInputSchema.nullish(),
        response: { ...ok(tradeViewSchema), ...tradeErrors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await fallBackToManualFlow(app.db, { hash: request.params.id, caller });
      return { data: await getTradeView(app.db, request.params.id, caller) };
    },
  );
}
