import { calculatorCurrenciesSchema, type CalculatorCurrencies, type Locale } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const calculatorCurrenciesPath = '/rest/v1/calculator/currency';

/** The currencies the converter offers: popular ones, all of them, and quick picks. */
export async function getCalculatorCurrencies(locale: Locale): Promise<CalculatorCurrencies> {
  return calculatorCurrenciesSchema.parse(
    await api.get<unknown>(calculatorCurrenciesPath, { params: { locale }, redirectOnUnauthorized: false }),
  );
}

export function getCalculatorCurrenciesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['calculator-currencies', locale],
    queryFn: () => getCalculatorCurrencies(locale),
    staleTime: 60 * 60_000,
  });
}

export function useCalculatorCurrencies(locale: Locale) {
  return useQuery(getCalculatorCurrenciesQueryOptions(locale));
}
