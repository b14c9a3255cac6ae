import { COUNTRY_PAGE_SIZE, countrySchema, type Country } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { REFERENCE_STALE_MS } from './keys';

/** Countries with an ISO code, for the allow and deny lists (WORLDWIDE has none and is left out). */
export async function getCountries(): Promise<Country[]> {
  const data = await api.get<unknown>('/rest/v1/countries', {
    params: { limit: COUNTRY_PAGE_SIZE, offset: 0 },
  });
  return z
    .array(countrySchema)
    .parse(data)
    .filter((country) => country.iso !== null);
}

export function getCountriesQueryOptions() {
  return queryOptions({ queryKey: ['countries'], queryFn: getCountries, staleTime: REFERENCE_STALE_MS });
}

export function useCountries() {
  return useQuery(getCountriesQueryOptions());
}
