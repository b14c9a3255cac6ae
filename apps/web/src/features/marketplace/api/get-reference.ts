import {
  COUNTRY_PAGE_SIZE,
  countrySchema,
  fiatCurrencySchema,
  paymentMethodShortSchema,
  type Country,
  type FiatCurrency,
  type PaymentMethodShort,
} from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

/** Reference data for the listing filters; it changes with releases only, so it is read once. */
export async function getPaymentMethods(): Promise<PaymentMethodShort[]> {
  return z
    .array(paymentMethodShortSchema)
    .parse(await api.get<unknown>('/rest/v2/payment-methods', { params: { mode: 'short' } }));
}

export async function getCurrencies(): Promise<FiatCurrency[]> {
  return z.array(fiatCurrencySchema).parse(await api.get<unknown>('/rest/v2/currencies'));
}

/** Countries with an ISO code (WORLDWIDE has none and is left out). */
export async function getCountries(): Promise<Country[]> {
  const data = await api.get<unknown>('/rest/v1/countries', { params: { limit: COUNTRY_PAGE_SIZE } });
  return z
    .array(countrySchema)
    .parse(data)
    .filter((country) => country.iso !== null);
}

const forever = { staleTime: Number.POSITIVE_INFINITY } as const;

export const usePaymentMethods = () =>
  useQuery(
    queryOptions({ queryKey: marketplaceKeys.paymentMethods, queryFn: getPaymentMethods, ...forever }),
  );
export const useCurrencies = () =>
  useQuery(queryOptions({ queryKey: marketplaceKeys.currencies, queryFn: getCurrencies, ...forever }));
export const useCountries = () =>
  useQuery(queryOptions({ queryKey: marketplaceKeys.countries, queryFn: getCountries, ...forever }));
