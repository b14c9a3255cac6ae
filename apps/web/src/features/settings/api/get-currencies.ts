import { fiatCurrencySchema, type FiatCurrency } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const CURRENCIES_PATH = '/rest/v2/currencies';

/** Fiat currencies, popular first. */
export async function getCurrencies(): Promise<FiatCurrency[]> {
  return z.array(fiatCurrencySchema).parse(await api.get<unknown>(CURRENCIES_PATH));
}

export function getCurrenciesQueryOptions() {
  return queryOptions({ queryKey: ['currencies'], queryFn: getCurrencies, staleTime: Infinity });
}

export function useCurrencies() {
  return useQuery(getCurrenciesQueryOptions());
}
