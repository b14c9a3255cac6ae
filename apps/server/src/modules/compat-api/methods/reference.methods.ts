import { z } from 'zod';
import { cryptoCodeSchema, CRYPTO_CURRENCIES } from '@p2p/shared';
import * as reference from '../../reference/reference.service.js';
import { formText } from '../compat-form.js';
import { method, noFields, type CompatContext } from '../compat-method.js';

const rateOf =
  (ctx: CompatContext): reference.FiatRateLookup =>
  (code) =>
    ctx.app.rates.hasCurrency(code) ? ctx.app.rates.fiatRate(code) : undefined;

const currencyField = formText('currency_code is a code such as USD', 5).transform((code) =>
  code.toUpperCase(),
);

export const referenceMethods = [
  method({
    name: 'currency/list',
    summary: 'The fiat currencies offers may use, popular first',
    answers: '`currencies`: code, name, precision and the rates against USD and each coin.',
    scope: 'profile:read',
    input: noFields,
    handler: async (ctx) => {
      const { data } = await reference.listFiatCurrencies(ctx.app.db, {
        withPopular: false,
        rateOf: rateOf(ctx),
      });
      return { count: data.length, currencies: data };
    },
  }),
  method({
    name: 'currency/btc',
    summary: 'The price of one bitcoin in USD (or in currency_code)',
    answers: '`price` (decimal string) and `currency_code`.',
    scope: 'profile:read',
    input: z.object({ currency_code: currencyField.optional() }),
    handler: async (ctx, input) => {
      const code = ctx.app.rates.currency(input.currency_code ?? 'USD', 'currency_code').code;
      return { currency_code: code, price: ctx.app.rates.fiatPerCoin('BTC', code) };
    },
  }),
  method({
    name: 'currency/rates',
    summary: 'The price of every coin in a fiat currency (USD by default)',
    answers: '`currency_code` and `rates`: per coin, the fiat price of one coin.',
    scope: 'profile:read',
    input: z.object({
      currency_code: currencyField.optional(),
      crypto_currency_code: z
        .preprocess((value) => (typeof value === 'string' ? value.toUpperCase() : value), cryptoCodeSchema)
        .optional(),
    }),
    handler: async (ctx, input) => {
      const code = ctx.app.rates.currency(input.currency_code ?? 'USD', 'currency_code').code;
      const coins = input.crypto_currency_code
        ? [input.crypto_currency_code]
        : CRYPTO_CURRENCIES.map((coin) => coin.code);
      return {
        currency_code: code,
        rates: Object.fromEntries(coins.map((coin) => [coin, ctx.app.rates.fiatPerCoin(coin, code)])),
      };
    },
  }),
  method({
    name: 'payment-method/list',
    summary: 'The payment methods offers may use',
    answers: '`count` and `methods`: name, slug, group and tags of each.',
    scope: 'profile:read',
    input: noFields,
    handler: async (ctx) => {
      const methods = await reference.listPaymentMethods(ctx.app.db, 'full');
      return { count: methods.length, methods };
    },
  }),
];
