import { z } from 'zod';
import { DISPUTE_REASONS, DISPUTE_REASON_TEXT_MAX, isFinalStatus, type TradeAction } from '@p2p/shared';
import { performFlaggedTradeAction } from '../../trades/trade-actions.service.js';
import { loadTradeForActor } from '../../trades/trade-access.js';
import { tradeDepsFrom } from '../../trades/trade-deps.js';
import { startTrade } from '../../trades/trade-start.service.js';
import { getTradeView, toTradeView } from '../../trades/trade-view.service.js';
import * as tradeLists from '../../trade-lists/trade-lists.repository.js';
import { requireCompatSecondFactor } from '../compat-second-factor.js';
import { compatTrade } from '../compat-shapes.js';
import { formDecimal, formLongText, formText, pageFields, tradeHashField } from '../compat-form.js';
import { asUser, method, noFields, type CompatContext } from '../compat-method.js';

async function tradeOf(ctx: CompatContext, hash: string) {
  return compatTrade(await getTradeView(ctx.app.db, hash, asUser(ctx)));
}

async function act(ctx: CompatContext, hash: string, action: TradeAction, input?: Record<string, string>) {
  const deps = tradeDepsFrom(ctx.app, ctx.config);
  const result = await performFlaggedTradeAction(ctx.app.db, {
    hash,
    action,
    actor: asUser(ctx),
    input,
    disputeDelayMinutes: deps.disputeDelayMinutes,
  });
  if (result.changed && result.transition) ctx.app.metrics.tradeTransition(result.transition);
  return { trade: await tradeOf(ctx, hash) };
}

const tradeHashInput = z.object({ trade_hash: tradeHashField });

const simpleAction = (name: string, action: TradeAction, summary: string) =>
  method({
    name: `trade/${name}`,
    summary,
    answers:
      '`trade`: the trade after the action; repeating an action that already happened changes nothing.',
    scope: 'trades:write',
    moneyMoving: action === 'fund',
    input: tradeHashInput,
    handler: (ctx, input) => act(ctx, input.trade_hash, action),
  });

export const tradeMethods = [
  method({
    name: 'trade/start',
    summary: 'Start a trade on an offer for a fiat amount (or a crypto amount)',
    answers: '`trade_hash` of the new trade, and the `trade`.',
    scope: 'trades:write',
    input: z
      .object({
        offer_hash: formText('offer_hash is required', 32),
        fiat: formDecimal('fiat is an amount such as 100.50').optional(),
        crypto: formDecimal('crypto is an amount such as 0.0015').optional(),
      })
      .refine((input) => (input.fiat === undefined) !== (input.crypto === undefined), {
        message: 'Give either fiat or crypto',
        path: ['fiat'],
      }),
    handler: async (ctx, input) => {
      const result = await startTrade(tradeDepsFrom(ctx.app, ctx.config), {
        userId: ctx.caller.userId,
        input: {
          offerHash: input.offer_hash,
          ...(input.fiat !== undefined ? { fiatAmount: input.fiat } : { cryptoAmount: input.crypto! }),
        },
        idempotencyKey: undefined,
        ip: ctx.request.ip,
      });
      if (!result.replayed && result.status === 201) ctx.app.metrics.tradeStarted();
      const hash = result.body.tradeHash;
      return { trade_hash: hash, trade: await tradeOf(ctx, hash) };
    },
  }),
  method({
    name: 'trade/get',
    summary: 'A trade of the caller',
    answers:
      '`trade`: the trade in the original field names (trade_status, crypto_amount_requested in minor units, …).',
    scope: 'trades:read',
    input: tradeHashInput,
    handler: async (ctx, input) => ({ trade: await tradeOf(ctx, input.trade_hash) }),
  }),
  method({
    name: 'trade/list',
    summary: 'The caller’s open trades',
    answers: '`active_trades` (count) and `trades`.',
    scope: 'trades:read',
    input: noFields,
    handler: async (ctx) => {
      const rows = await tradeLists.listOpenTrades(ctx.app.db, ctx.caller.userId);
      const trades = await Promise.all(
        rows.slice(0, 100).map(async (row) =>
          compatTrade(
            await toTradeView(ctx.app.db, row.trade, {
              userId: ctx.caller.userId,
              role: row.trade.buyerId === ctx.caller.userId ? 'buyer' : 'seller',
            }),
          ),
        ),
      );
      return { active_trades: rows.length, trades };
    },
  }),
  method({
    name: 'trade/completed',
    summary: 'The caller’s finished trades, newest first',
    answers: '`count`, `total_count` and `trades` (a page: `limit`, `offset`).',
    scope: 'trades:read',
    input: z.object(pageFields),
    handler: async (ctx, input) => {
      const { rows, total } = await tradeLists.listHistory(
        ctx.app.db,
        tradeLists.historyCondition(ctx.caller.userId, { status: 'all', type: 'all' }),
        { limit: input.limit ?? 50, offset: input.offset ?? 0 },
      );
      const trades = await Promise.all(
        rows.map(async (row) =>
          compatTrade(
            await toTradeView(ctx.app.db, row.trade, {
              userId: ctx.caller.userId,
              role: row.trade.buyerId === ctx.caller.userId ? 'buyer' : 'seller',
            }),
          ),
        ),
      );
      return { count: trades.length, total_count: total, trades };
    },
  }),
  simpleAction('paid', 'mark_paid', 'The buyer marks the trade paid'),
  simpleAction('cancel', 'cancel', 'Cancel the trade (the buyer; the seller only before it is funded)'),
  simpleAction('fund', 'fund', 'The seller funds a deferred-escrow trade'),
  method({
    name: 'trade/release',
    summary: 'The seller releases the crypto to the buyer',
    answers:
      '`trade` after the release. Send the two-factor code in the `x-paxful-2fa` header when the seller ' +
      'turned on two-factor for release: without it the answer is error 1006, with a wrong one 1007.',
    scope: 'trades:write',
    moneyMoving: true,
    input: tradeHashInput,
    handler: async (ctx, input) => {
      const { trade, role } = await loadTradeForActor(ctx.app.db, input.trade_hash, asUser(ctx));
      if (role === 'seller' && !isFinalStatus(trade.status)) await requireCompatSecondFactor(ctx, 'release');
      return act(ctx, input.trade_hash, 'release');
    },
  }),
  method({
    name: 'trade/dispute',
    summary: 'Open a dispute once it is available',
    answers: '`trade` after the dispute opened.',
    scope: 'trades:write',
    input: z.object({
      trade_hash: tradeHashField,
      reason: z.preprocess(
        (value) => (Array.isArray(value) ? value.at(-1) : value),
        z.enum(DISPUTE_REASONS, {
          error: `reason is one of ${DISPUTE_REASONS.join(', ')}`,
        }),
      ),
      reason_text: formLongText('reason_text describes the problem', DISPUTE_REASON_TEXT_MAX),
    }),
    handler: (ctx, input) =>
      act(ctx, input.trade_hash, 'open_dispute', {
        disputeReasonId: input.reason,
        disputeReasonText: input.reason_text.trim(),
      }),
  }),
  method({
    name: 'trade/dispute-reasons',
    summary: 'The reasons a dispute may be opened for',
    answers: '`reasons`: id and name of each.',
    scope: 'trades:read',
    input: noFields,
    handler: async () => ({
      reasons: DISPUTE_REASONS.map((id) => ({ id, name: id.replace(/_/g, ' ') })),
    }),
  }),
];
