import {
  calculatorDataSchema,
  ratesMetaSchema,
  type CalculatorData,
  type ChartRange,
  type CryptoCode,
  type Locale,
  type RatesMeta,
} from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

export const calculatorPath = '/rest/v1/calculator';
export const calculatorQueryKey = ['calculator'] as const;

/** Rates move once a minute; the page follows them while it is open. */
const RATE_REFRESH_MS = 60_000;

export interface CalculatorAnswer {
  data: CalculatorData;
  meta: RatesMeta;
}

export interface CalculatorOptions {
  coin: CryptoCode;
  currency: string;
  range: ChartRange;
  locale: Locale;
}

/** A coin's rate in a fiat currency, with its chart over `range`. */
export async function getCalculator(options: CalculatorOptions): Promise<CalculatorAnswer> {
  const { data, meta } = await request<unknown>('GET', calculatorPath, {
    params: {
      crypto_currency_code: options.coin,
      currency: options.currency,
      range: options.range,
      locale: options.locale,
    },
    redirectOnUnauthorized: false,
  });
  return { data: calculatorDataSchema.parse(data), meta: ratesMetaSchema.parse(meta) };
}

export function getCalculatorQueryOptions(options: CalculatorOptions) {
  return queryOptions({
    queryKey: [...calculatorQueryKey, options.coin, options.currency, options.range, options.locale],
    queryFn: () => getCalculator(options),
    // The last answer stays on screen while another range or currency loads (the page marks it
    // as loading and does not convert with another coin's or currency's rate).
    placeholderData: keepPreviousData,
    staleTime: RATE_REFRESH_MS,
    refetchInterval: RATE_REFRESH_MS,
  });
}

export function useCalculator(options: CalculatorOptions) {
  return useQuery(getCalculatorQueryOptions(options));
}
