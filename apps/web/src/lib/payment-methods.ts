import { paymentMethodShortSchema, type PaymentMethodShort } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './api-client';

/** Reference data changes with releases only; ten minutes keeps a long session from going stale. */
const PAYMENT_METHODS_STALE_MS = 10 * 60_000;

/**
 * Every payment method in its short form (trading.md §3), names in `locale`: the offer editor's
 * searchable list and the trade export's payment-method filter read the same cached answer.
 */
export async function getPaymentMethods(locale: string): Promise<PaymentMethodShort[]> {
  return z
    .array(paymentMethodShortSchema)
    .parse(await api.get<unknown>('/rest/v2/payment-methods', { params: { mode: 'short', locale } }));
}

export function getPaymentMethodsQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['payment-methods', 'short', locale],
    queryFn: () => getPaymentMethods(locale),
    staleTime: PAYMENT_METHODS_STALE_MS,
  });
}

export function usePaymentMethods(locale: string) {
  return useQuery(getPaymentMethodsQueryOptions(locale));
}
