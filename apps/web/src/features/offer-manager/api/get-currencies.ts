import { fiatCurrencySchema, type FiatCurrency } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { REFERENCE_STALE_MS } from './keys';

/** Fiat currencies, popular first; the same key as the settings page's, so they share the cache. */
export async function getCurrencies(): Promise<FiatCurrency[]> {
  return z.array(fiatCurrencySchema).parse(await api.get<unknown>('/rest/v2/currencies'));
}

export function getCurrenciesQueryOptions() {
  return queryOptions({ queryKey: ['currencies'], queryFn: getCurrencies, staleTime: REFERENCE_STALE_MS });
}

export function useCurrencies() {
  return useQuery(getCurrenciesQueryOptions());
}
