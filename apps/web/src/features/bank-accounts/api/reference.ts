import {
  COUNTRY_PAGE_SIZE,
  countrySchema,
  fiatCurrencySchema,
  type Country,
  type FiatCurrency,
} from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { REFERENCE_STALE_MS } from './keys';

/** Countries with an ISO code (WORLDWIDE has none and cannot hold a bank account). */
export async function getCountries(): Promise<Country[]> {
  const data = await api.get<unknown>('/rest/v1/countries', {
    params: { limit: COUNTRY_PAGE_SIZE, offset: 0 },
  });
  return z
    .array(countrySchema)
    .parse(data)
    .filter((country) => country.iso !== null);
}

export function useCountries() {
  return useQuery(
    queryOptions({ queryKey: ['countries'], queryFn: getCountries, staleTime: REFERENCE_STALE_MS }),
  );
}

/** Fiat currencies, popular first. */
export async function getCurrencies(): Promise<FiatCurrency[]> {
  return z.array(fiatCurrencySchema).parse(await api.get<unknown>('/rest/v2/currencies'));
}

export function useCurrencies() {
  return useQuery(
    queryOptions({ queryKey: ['currencies'], queryFn: getCurrencies, staleTime: REFERENCE_STALE_MS }),
  );
}
