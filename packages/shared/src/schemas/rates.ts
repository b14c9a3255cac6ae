import { z } from 'zod';
import { cryptoCodeSchema } from './wallet.js';
import { CHART_RANGES, PLAIN_DECIMAL } from '../domain/rate-arithmetic.js';

export {
  RATE_SCALE,
  RATE_DECIMALS,
  CALCULATOR_CRYPTO_DECIMALS,
  CALCULATOR_FIAT_DECIMALS,
  CHART_RANGES,
  type ChartRange,
  DEFAULT_CHART_RANGE,
  CURRENCY_CHANGED_QUERY_FLAG,
  pow10,
  divideRoundHalfUp,
  parseDecimal,
  rescale,
  formatDecimal,
  multiplyScaled,
  divideScaled,
  cryptoToFiatMinor,
  fiatToCryptoMinor,
} from '../domain/rate-arithmetic.js';

// ---------------------------------------------------------------------------------------------------
// Contracts

export const decimalStringSchema = z
  .string()
  .regex(PLAIN_DECIMAL, 'a non-negative decimal number')
  .describe('A decimal number as a string');

/** How many units of a fiat currency one USD, BTC, USDT and ETH are worth. */
export const fiatRateSchema = z
  .object({
    usd: decimalStringSchema,
    btc: decimalStringSchema,
    usdt: decimalStringSchema,
    eth: decimalStringSchema,
  })
  .describe('Units of the fiat currency per 1 USD, 1 BTC, 1 USDT and 1 ETH');
export type FiatRate = z.infer<typeof fiatRateSchema>;

export const RATE_SOURCES = ['simulated', 'coingecko', 'composite', 'bundled'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

export const ratesMetaSchema = z.object({
  updatedAt: z.string().describe('The moment the prices are for (ISO 8601)'),
  stale: z.boolean().describe('True when the market-data source has not answered for too long'),
  paused: z
    .boolean()
    .describe(
      'True while margin-priced offers are off the market and trades on them cannot start, because ' +
        'every price feed is stale; fixed-price offers still trade. Clears by itself when a feed answers.',
    ),
  source: z.enum(RATE_SOURCES),
});
export type RatesMeta = z.infer<typeof ratesMetaSchema>;

/** One fiat currency in the crypto-fiat rates table, its name in the requested locale. */
export const cryptoFiatRateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string().describe('Localized name'),
  originalName: z.string(),
  precision: z.number().int().describe('Decimals of the currency (ISO 4217 minor unit)'),
  rate: fiatRateSchema,
});
export type CryptoFiatRate = z.infer<typeof cryptoFiatRateSchema>;

/** The spec's crypto currency (trading.md §3) with the wallet's block flag (platform.md §3). */
export const walletCryptoCurrencySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  fullName: z.string(),
  urlParam: z.string(),
  formattingDecimalsCount: z.number().int(),
  maxPrecision: z.number().int(),
  rate: decimalStringSchema.describe('USD per 1 coin'),
  icon: z.string(),
  isStablecoin: z.boolean(),
  isBlocked: z.boolean(),
});
export type WalletCryptoCurrency = z.infer<typeof walletCryptoCurrencySchema>;

export const walletCryptoRateSchema = z.object({
  cryptoCurrencyCode: z.string(),
  usdRate: decimalStringSchema.describe('USD per 1 coin'),
  fiatCurrencyCode: z.string(),
  fiatRate: decimalStringSchema.describe('Units of the fiat currency per 1 coin'),
  fiatPrecision: z.number().int(),
});
export type WalletCryptoRate = z.infer<typeof walletCryptoRateSchema>;

export const chartPointSchema = z.object({
  date: z.string().describe('ISO 8601'),
  rate: decimalStringSchema.describe('Units of the fiat currency per 1 coin (BTC unless another is asked)'),
});
export type ChartPoint = z.infer<typeof chartPointSchema>;

/**
 * The spec's calculator data (trading.md §3): amounts and rates as decimal strings. The spec's
 * btcAmount and currency.btcRate always mean BTC; the crypto* fields are for the coin asked
 * (BTC by default), and fiatAmount and the chart follow that coin.
 */
export const calculatorDataSchema = z.object({
  fiatAmount: decimalStringSchema.describe('The value of cryptoAmount in the currency, 2 decimals'),
  btcAmount: decimalStringSchema.describe('1 BTC, 8 decimals'),
  cryptoCurrencyCode: cryptoCodeSchema.describe('The coin converted: BTC, USDT or ETH'),
  cryptoAmount: decimalStringSchema.describe("1 coin, in the coin's precision"),
  currency: z.object({
    code: z.string(),
    name: z.string(),
    btcRate: decimalStringSchema.describe('Units of the currency per 1 BTC'),
    cryptoRate: decimalStringSchema.describe('Units of the currency per 1 coin of cryptoCurrencyCode'),
  }),
  chartRange: z.enum(CHART_RANGES),
  chartPoints: z.array(chartPointSchema),
});
export type CalculatorData = z.infer<typeof calculatorDataSchema>;

export const calculatorCurrencySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string().describe('Localized name'),
  originalName: z.string(),
  urlParam: z.string().describe('Lower-case code, as in /calculator/{coin}-to-{urlParam}'),
});
export type CalculatorCurrency = z.infer<typeof calculatorCurrencySchema>;

export const calculatorCurrenciesSchema = z.object({
  popular: z.array(calculatorCurrencySchema),
  currencies: z.array(calculatorCurrencySchema),
  fastSearch: z.array(z.string()).describe('Codes offered as one-tap choices above the search'),
});
export type CalculatorCurrencies = z.infer<typeof calculatorCurrenciesSchema>;
