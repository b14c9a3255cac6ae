import { COUNTRY_PAGE_SIZE, phoneCountrySchema } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { verificationQueryKey } from './keys';

export const PHONE_COUNTRIES_PATH = '/rest/v2/countries/phone-verification';

export type PhoneCountry = z.infer<typeof phoneCountrySchema>;

/** Countries whose numbers can be verified, with their calling codes (phoneCode, digits only). */
export async function getPhoneCountries(): Promise<PhoneCountry[]> {
  const data = await api.get<unknown>(PHONE_COUNTRIES_PATH, {
    params: { limit: COUNTRY_PAGE_SIZE, offset: 0 },
  });
  return z.array(phoneCountrySchema).parse(data);
}

export function getPhoneCountriesQueryOptions() {
  return queryOptions({
    queryKey: [...verificationQueryKey, 'phone-countries'],
    queryFn: getPhoneCountries,
    staleTime: Infinity,
  });
}

export function usePhoneCountries() {
  return useQuery(getPhoneCountriesQueryOptions());
}
