import type { WalletCryptoRate } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { RATES_REFETCH_MS } from './keys';

/** Each coin's market price in one fiat currency (decimal strings), for the live price preview. */
export async function getRates(currency: string): Promise<WalletCryptoRate[]> {
  const [answer, { walletCryptoRatesSchema }] = await Promise.all([
    api.get<unknown>('/rest/v2/wallet/crypto-currencies/rates', { params: { currency } }),
    import('./rates-schema'),
  ]);
  return walletCryptoRatesSchema.parse(answer);
}

export function getRatesQueryOptions(currency: string) {
  return queryOptions({
    queryKey: ['rates', currency],
    queryFn: () => getRates(currency),
    refetchInterval: RATES_REFETCH_MS,
  });
}

/** Rates of a currency; idle while no currency is chosen. */
export function useRates(currency: string | undefined) {
  return useQuery({ ...getRatesQueryOptions(currency ?? 'USD'), enabled: Boolean(currency) });
}
