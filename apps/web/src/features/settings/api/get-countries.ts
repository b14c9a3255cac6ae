import { COUNTRY_PAGE_SIZE, countrySchema, type Country } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const COUNTRIES_PATH = '/rest/v1/countries';

/** Countries with an ISO code (the pseudo-country WORLDWIDE has none and is left out). */
export async function getCountries(): Promise<Country[]> {
  const data = await api.get<unknown>(COUNTRIES_PATH, { params: { limit: COUNTRY_PAGE_SIZE, offset: 0 } });
  return z
    .array(countrySchema)
    .parse(data)
    .filter((country) => country.iso !== null);
}

export function getCountriesQueryOptions() {
  return queryOptions({ queryKey: ['countries'], queryFn: getCountries, staleTime: Infinity });
}

export function useCountries() {
  return useQuery(getCountriesQueryOptions());
}
