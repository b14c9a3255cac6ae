import {
  COUNTRY_PAGE_SIZE,
  MOBILE_MONEY_GROUP_ID,
  paymentMethodShortSchema,
  phoneCountrySchema,
} from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { REFERENCE_STALE_MS } from './keys';

export type WalletCountry = z.infer<typeof phoneCountrySchema>;
export type WalletMethod = z.infer<typeof paymentMethodShortSchema>;

/** Countries with a calling code: a wallet's number belongs to one of them. */
export async function getWalletCountries(): Promise<WalletCountry[]> {
  const data = await api.get<unknown>('/rest/v2/countries/phone-verification', {
    params: { limit: COUNTRY_PAGE_SIZE, offset: 0 },
  });
  return z.array(phoneCountrySchema).parse(data);
}

export function useWalletCountries() {
  return useQuery(
    queryOptions({
      queryKey: ['countries', 'phone-verification'],
      queryFn: getWalletCountries,
      staleTime: REFERENCE_STALE_MS,
    }),
  );
}

/** The payment methods of the mobile money group (M-Pesa, MTN Mobile Money, Airtel Money, ...). */
export async function getMobileMoneyMethods(locale: string): Promise<WalletMethod[]> {
  const data = await api.get<unknown>('/rest/v2/payment-methods', { params: { mode: 'short', locale } });
  return z
    .array(paymentMethodShortSchema)
    .parse(data)
    .filter((method) => method.payment_method_group_id === MOBILE_MONEY_GROUP_ID);
}

export function useMobileMoneyMethods(locale: string) {
  return useQuery(
    queryOptions({
      queryKey: ['payment-methods', 'mobile-money', locale],
      queryFn: () => getMobileMoneyMethods(locale),
      staleTime: REFERENCE_STALE_MS,
    }),
  );
}
