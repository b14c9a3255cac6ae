import { COUNTRY_PAGE_SIZE, type Country, type FiatCurrency, type PaymentMethodShort } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from './keys';
import { loadMarketplaceSchemas } from './load-answer-schemas';

/** Reference data for the listing filters; it changes with releases only, so it is read once. */
export async function getPaymentMethods(): Promise<PaymentMethodShort[]> {
  const [answer, { paymentMethodsShortSchema }] = await Promise.all([
    api.get<unknown>('/rest/v2/payment-methods', { params: { mode: 'short' } }),
    loadMarketplaceSchemas(),
  ]);
  return paymentMethodsShortSchema.parse(answer);
}

export async function getCurrencies(): Promise<FiatCurrency[]> {
  const [answer, { fiatCurrenciesSchema }] = await Promise.all([
    api.get<unknown>('/rest/v2/currencies'),
    loadMarketplaceSchemas(),
  ]);
  return fiatCurrenciesSchema.parse(answer);
}

/** Countries with an ISO code (WORLDWIDE has none and is left out). */
export async function getCountries(): Promise<Country[]> {
  const [answer, { countriesSchema }] = await Promise.all([
    api.get<unknown>('/rest/v1/countries', { params: { limit: COUNTRY_PAGE_SIZE } }),
    loadMarketplaceSchemas(),
  ]);
  return countriesSchema.parse(answer).filter((country) => country.iso !== null);
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
