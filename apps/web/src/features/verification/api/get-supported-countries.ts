import { countrySchema, type Country } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { verificationQueryKey } from './keys';

export const SUPPORTED_COUNTRIES_PATH = '/rest/v1/verification/supported-countries';

/** Countries whose documents verification accepts; `code` is the ISO 3166 alpha-3 code the forms send. */
export async function getSupportedCountries(): Promise<Country[]> {
  return z.array(countrySchema).parse(await api.get<unknown>(SUPPORTED_COUNTRIES_PATH));
}

export function getSupportedCountriesQueryOptions() {
  return queryOptions({
    queryKey: [...verificationQueryKey, 'supported-countries'],
    queryFn: getSupportedCountries,
    staleTime: Infinity,
  });
}

export function useSupportedCountries() {
  return useQuery(getSupportedCountriesQueryOptions());
}
