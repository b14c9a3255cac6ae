import { paymentMethodShortSchema, type PaymentMethodShort } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** The payment-method group of gift cards in the reference data. */
export const GIFT_CARD_GROUP_ID = 1;

/** The gift-card brands: the payment methods of the gift-card group (reference data, read once). */
export async function getGiftCardBrands(): Promise<PaymentMethodShort[]> {
  const methods = z
    .array(paymentMethodShortSchema)
    .parse(await api.get<unknown>('/rest/v2/payment-methods', { params: { mode: 'short' } }));
  return methods
    .filter((method) => method.payment_method_group_id === GIFT_CARD_GROUP_ID)
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function useGiftCardBrands() {
  return useQuery(
    queryOptions({
      queryKey: ['gift-cards', 'brands'],
      queryFn: getGiftCardBrands,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
