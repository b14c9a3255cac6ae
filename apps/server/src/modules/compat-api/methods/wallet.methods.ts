import { z } from 'zod';
import { cryptoCodeSchema, CRYPTO_CURRENCIES } from '@p2p/shared';
import { chainNetwork } from '../../chain/chains.js';
import { readIdempotencyKey } from '../../idempotency/idempotency.js';
import { requestSendOut } from '../../wallet/send-out-request.js';
import * as wallet from '../../wallet/wallet.service.js';
import { CompatError } from '../compat-envelope.js';
import { formDecimal, formInt, formText } from '../compat-form.js';
import { method, type CompatContext } from '../compat-method.js';
import { requireCompatSecondFactor } from '../compat-second-factor.js';

const coinField = z.preprocess(
  (value) => (Array.isArray(value) ? value.at(-1) : typeof value === 'string' ? value.toUpperCase() : value),
  cryptoCodeSchema,
);

const depositAddress = (ctx: CompatContext, coin: (typeof CRYPTO_CURRENCIES)[number]['code']) => {
  const chain = ctx.app.chains[coin];
  return wallet.getDepositAddress(ctx.app.db, chain, chainNetwork(chain, ctx.config), ctx.caller.userId);
};

export const walletMethods = [
  method({
    name: 'wallet/balance',
    summary: 'The available balance of a coin (or of every coin)',
    answers:
      '`crypto_currency_code`, `balance` (available, decimal) and `balance_minor` (minor units), the amounts ' +
      'in escrow and incoming; without crypto_currency_code, `balances` of every coin.',
    scope: 'wallet:read',
    input: z.object({ crypto_currency_code: coinField.optional() }),
    handler: async (ctx, input) => {
      const balances = await wallet.getBalances(ctx.app.db, ctx.app.rates, ctx.caller.userId);
      if (!input.crypto_currency_code) return { balances };
      const one = balances.find((row) => row.cryptoCurrencyCode === input.crypto_currency_code)!;
      return one;
    },
  }),
  method({
    name: 'wallet/list-addresses',
    summary: 'The caller’s deposit addresses',
    answers: '`addresses`: one per coin (created on first use), with network and confirmations needed.',
    scope: 'wallet:read',
    input: z.object({ crypto_currency_code: coinField.optional() }),
    handler: async (ctx, input) => {
      const coins = input.crypto_currency_code
        ? [input.crypto_currency_code]
        : CRYPTO_CURRENCIES.map((coin) => coin.code);
      return { addresses: await Promise.all(coins.map((coin) => depositAddress(ctx, coin))) };
    },
  }),
  method({
    name: 'wallet/new-address',
    summary: 'The deposit address of a coin',
    answers:
      '`address` and its `network`. Each account keeps one deposit address per coin: the same one is ' +
      'answered again (deposits to it always arrive).',
    scope: 'wallet:read',
    input: z.object({ crypto_currency_code: coinField.default('BTC') }),
    handler: (ctx, input) => depositAddress(ctx, input.crypto_currency_code),
  }),
  method({
    name: 'wallet/transactions',
    summary: 'The history of the available balance, newest first, 20 a page',
    answers: '`transactions`, `total_count` and `page`.',
    scope: 'wallet:read',
    input: z.object({
      crypto_currency_code: coinField.optional(),
      page: formInt('page is a whole number', 1, 100_000).optional(),
    }),
    handler: async (ctx, input) => {
      const page = input.page ?? 1;
      const result = await wallet.listTransactions(ctx.app.db, ctx.caller.userId, {
        coin: input.crypto_currency_code,
        page,
      });
      return { transactions: result.rows, total_count: result.total, page };
    },
  }),
  method({
    name: 'wallet/send',
    summary: 'Send crypto out to an address',
    answers:
      '`send_out`: the send-out (pending, then sent with its txid). Needs an `Idempotency-Key` header (a ' +
      'retry with the same key answers the first result and never pays twice), and the two-factor code ' +
      'in `x-paxful-2fa` when the user turned it on for send-outs (1006 without it).',
    scope: 'wallet:send',
    moneyMoving: true,
    input: z.object({
      crypto_currency_code: coinField,
      address: formText('address is required', 128),
      amount: formDecimal('amount is an amount such as 0.0015'),
    }),
    handler: async (ctx, input) => {
      const key = readIdempotencyKey(ctx.request.headers['idempotency-key']);
      if (key === undefined) {
        throw new CompatError('invalidInput', 'Send an Idempotency-Key header with every send-out', {
          'Idempotency-Key': ['Send an Idempotency-Key header with every send-out'],
        });
      }
      const coin = input.crypto_currency_code;
      ctx.app.platform.assertOpen(coin, 'send-out');
      const result = await requestSendOut(ctx.app.db, ctx.app.chains[coin], {
        userId: ctx.caller.userId,
        coin,
        address: input.address,
        amount: input.amount,
        key,
        scope: 'compat wallet/send',
        secondFactor: () => requireCompatSecondFactor(ctx, 'withdrawal'),
      });
      return { send_out: result.body.data, replayed: result.replayed };
    },
  }),
];
