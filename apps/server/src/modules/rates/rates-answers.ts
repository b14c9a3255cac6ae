import {
  CALCULATOR_CRYPTO_DECIMALS,
  CALCULATOR_FIAT_DECIMALS,
  coinPrecision,
  CRYPTO_CURRENCIES,
  cryptoToFiatMinor,
  DEFAULT_LOCALE,
  formatAmount,
  pow10,
  type CalculatorCurrencies,
  type CalculatorCurrency,
  type CalculatorData,
  type ChartRange,
  type CryptoCode,
  type Locale,
  type WalletCryptoCurrency,
  type WalletCryptoRate,
} from '@p2p/shared';
import { localizedCurrencyName } from './currency-names.js';
import type { FiatCurrencyInfo, RatesService } from './rates.service.js';

/**
 * The converter's and the wallet's answers, built from the published rates of a RatesService (which
 * keeps the rates themselves: fetching, staleness, conversions).
 */

/** How many popular currencies the converter offers as one-tap choices. */
const FAST_SEARCH_COUNT = 6;

/** The spec's crypto currencies, BTC (the default) first, each with its USD price. */
export function walletCryptoCurrencies(rates: RatesService): WalletCryptoCurrency[] {
  return CRYPTO_CURRENCIES.map((coin) => ({
    id: coin.id,
    code: coin.code,
    fullName: coin.name,
    urlParam: coin.urlParam,
    formattingDecimalsCount: coin.precision,
    maxPrecision: coin.precision,
    rate: rates.coinUsd(coin.code),
    icon: `/static/crypto/${coin.code.toLowerCase()}.svg`,
    isStablecoin: coin.isStablecoin,
    // Wallet blocks (ID_REQUIRED, BLOCKED_IN_LOCATION) are per user; the public list blocks nothing.
    isBlocked: false,
  }));
}

/** Each coin's price in USD and in one fiat currency. */
export function walletCryptoRates(rates: RatesService, fiatCode: string): WalletCryptoRate[] {
  const currency = rates.currency(fiatCode);
  return CRYPTO_CURRENCIES.map((coin) => ({
    cryptoCurrencyCode: coin.code,
    usdRate: rates.coinUsd(coin.code),
    fiatCurrencyCode: currency.code,
    fiatRate: rates.fiatPerCoin(coin.code, currency.code),
    fiatPrecision: currency.digits,
  }));
}

/**
 * The converter's data for one coin (BTC by default): 1 coin in the currency, the coin's rate and
 * its chart. btcAmount and currency.btcRate always mean BTC (the spec's fields); fiatAmount is the
 * value of cryptoAmount. Crypto amounts are in the coin's precision (BTC 8, USDT 6, ETH 9).
 */
export async function calculatorData(
  rates: RatesService,
  options: { currency: string; range: ChartRange; coin?: CryptoCode; locale?: Locale },
): Promise<CalculatorData> {
  const currency = rates.currency(options.currency);
  const coin = options.coin ?? 'BTC';
  const decimals = coinPrecision(coin);
  const oneCoin = pow10(decimals);
  const cryptoRate = rates.fiatPerCoin(coin, currency.code);
  return {
    fiatAmount: formatAmount(
      cryptoToFiatMinor(oneCoin, decimals, cryptoRate, CALCULATOR_FIAT_DECIMALS),
      CALCULATOR_FIAT_DECIMALS,
    ),
    btcAmount: formatAmount(pow10(CALCULATOR_CRYPTO_DECIMALS), CALCULATOR_CRYPTO_DECIMALS),
    cryptoCurrencyCode: coin,
    cryptoAmount: formatAmount(oneCoin, decimals),
    currency: {
      code: currency.code,
      name: localizedCurrencyName(currency.code, currency.name, options.locale ?? DEFAULT_LOCALE),
      btcRate: rates.fiatPerCoin('BTC', currency.code),
      cryptoRate,
    },
    chartRange: options.range,
    chartPoints: await rates.chartPoints(coin, currency.code, options.range),
  };
}

/** The converter's currency picker: popular ones in the reference order, all by code, quick picks. */
export function calculatorCurrencies(
  rates: RatesService,
  locale: Locale = DEFAULT_LOCALE,
): CalculatorCurrencies {
  const item = (currency: FiatCurrencyInfo): CalculatorCurrency => ({
    id: currency.id,
    code: currency.code,
    name: localizedCurrencyName(currency.code, currency.name, locale),
    originalName: currency.name,
    urlParam: currency.code.toLowerCase(),
  });
  const currencies = rates.fiatCurrencies();
  const popular = currencies
    .filter((currency) => currency.isPopular)
    .sort((a, b) => a.order - b.order || a.code.localeCompare(b.code));
  const all = [...currencies].sort((a, b) => a.code.localeCompare(b.code));
  return {
    popular: popular.map(item),
    currencies: all.map(item),
    fastSearch: popular.slice(0, FAST_SEARCH_COUNT).map((currency) => currency.code),
  };
}
