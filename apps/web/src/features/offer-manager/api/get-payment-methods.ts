import { paymentMethodShortSchema, type PaymentMethodShort } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { REFERENCE_STALE_MS } from './keys';

/** Every payment method in its short form (trading.md §3), for the editor's searchable list. */
export async function getPaymentMethods(locale: string): Promise<PaymentMethodShort[]> {
  return z
    .array(paymentMethodShortSchema)
    .parse(await api.get<unknown>('/rest/v2/payment-methods', { params: { mode: 'short', locale } }));
}

export function getPaymentMethodsQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['payment-methods', 'short', locale],
    queryFn: () => getPaymentMethods(locale),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function usePaymentMethods(locale: string) {
  return useQuery(getPaymentMethodsQueryOptions(locale));
}
