import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calculatorCurrenciesSchema,
  calculatorDataSchema,
  CHART_RANGES,
  cryptoCodeSchema,
  cryptoFiatRateSchema,
  DEFAULT_CHART_RANGE,
  DEFAULT_FIAT_CURRENCY_CODE,
  ratesMetaSchema,
  SUPPORTED_LOCALES,
  walletCryptoCurrencySchema,
  walletCryptoRateSchema,
} from '@p2p/shared';
import { ok, okWithMeta, strictQuery } from '../../lib/route-schemas.js';
import { getCurrentUser } from '../users/users.service.js';
import {
  calculatorCurrencies,
  calculatorData,
  walletCryptoCurrencies,
  walletCryptoRates,
} from './rates-answers.js';

const locale = z.enum(SUPPORTED_LOCALES).optional().describe('Language of the currency names (default en)');
const currencyCode = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'a three-letter ISO 4217 code')
  .describe('Fiat currency code, any case');

const coinCode = z
  .string()
  .transform((code) => code.toUpperCase())
  .pipe(cryptoCodeSchema)
  .describe('Crypto currency code, any case: BTC (default), USDT or ETH');

/** Every key of these queries is checked; an unknown key is refused rather than ignored. */
const query = strictQuery;

/** Public rate and converter routes; the service behind them is `app.rates`. */
export async function ratesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rates = app.rates;
  const tags = ['rates'];

  app.get(
    '/rest/v2/crypto-fiat-rates',
    {
      schema: {
        tags,
        summary: 'Every fiat currency with its rate: units per 1 USD, BTC, USDT and ETH',
        description:
          'Rates are decimal strings with 8 decimals, computed at 18 decimals and rounded half-up. ' +
          '`meta.stale` is true when the market-data source has not answered for too long.',
        querystring: query({ locale }),
        response: okWithMeta(z.array(cryptoFiatRateSchema), ratesMetaSchema),
      },
    },
    async (request) => ({ data: rates.cryptoFiatRates(request.query.locale), meta: rates.meta() }),
  );

  app.get(
    '/rest/v2/wallet/crypto-currencies',
    {
      schema: {
        tags,
        summary: 'The crypto currencies, BTC (the default) first, each with its USD rate',
        querystring: query({}),
        response: okWithMeta(z.array(walletCryptoCurrencySchema), ratesMetaSchema),
      },
    },
    async () => ({ data: walletCryptoCurrencies(rates), meta: rates.meta() }),
  );

  app.get(
    '/rest/v2/wallet/crypto-currencies/rates',
    {
      schema: {
        tags,
        summary: "Each coin's rate in USD and in a fiat currency",
        description:
          "The currency is `currency`, else the signed-in user's currency setting, else USD. " +
          'fiatPrecision is the currency’s number of decimals.',
        querystring: query({ currency: currencyCode.optional() }),
        response: okWithMeta(z.array(walletCryptoRateSchema), ratesMetaSchema),
      },
    },
    async (request) => {
      let currency = request.query.currency;
      if (currency === undefined && request.sessionUser) {
        const user = await getCurrentUser(app.db, request.sessionUser.userId);
        currency = rates.hasCurrency(user.currency) ? user.currency : undefined;
      }
      return { data: walletCryptoRates(rates, currency ?? DEFAULT_FIAT_CURRENCY_CODE), meta: rates.meta() };
    },
  );

  app.get(
    '/rest/v1/calculator',
    {
      schema: {
        tags,
        summary: 'Converter data: 1 coin (BTC, USDT or ETH) in a fiat currency, its rate and a chart',
        description:
          'The coin is `crypto_currency_code` (BTC by default); `cryptoAmount`, `currency.cryptoRate`, ' +
          '`fiatAmount` and the chart are for it, while `btcAmount` and `currency.btcRate` always ' +
          'mean BTC. Chart points: the last day every 15 minutes, a week hourly, a month every 4 ' +
          'hours, a year daily, the last point being the current rate. Amounts: the coin in its ' +
          'precision (BTC 8, USDT 6, ETH 9 decimals), fiat with 2.',
        querystring: query({
          range: z.enum(CHART_RANGES).default(DEFAULT_CHART_RANGE),
          currency: currencyCode.default(DEFAULT_FIAT_CURRENCY_CODE),
          crypto_currency_code: coinCode.default('BTC'),
          locale,
        }),
        response: okWithMeta(calculatorDataSchema, ratesMetaSchema),
      },
    },
    async (request) => {
      const { currency, range, crypto_currency_code: coin, locale: language } = request.query;
      const data = await calculatorData(rates, { currency, range, coin, locale: language });
      return { data, meta: rates.meta() };
    },
  );

  app.get(
    '/rest/v1/calculator/currency',
    {
      schema: {
        tags,
        summary: "The converter's currencies: popular ones, all of them, and quick picks",
        querystring: query({ locale }),
        response: ok(calculatorCurrenciesSchema),
      },
    },
    async (request) => ({ data: calculatorCurrencies(rates, request.query.locale) }),
  );
}
