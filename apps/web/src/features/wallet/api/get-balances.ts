import { walletBalanceSchema, type WalletBalance } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { WALLET_PATH, WALLET_REFETCH_MS, walletKeys } from './keys';

/** The signed-in user's balances, one per coin (BTC, USDT, ETH), with their fiat value. */
export async function getBalances(): Promise<WalletBalance[]> {
  return z.array(walletBalanceSchema).parse(await api.get<unknown>(`${WALLET_PATH}/balances`));
}

export function getBalancesQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.balances,
    queryFn: getBalances,
    refetchInterval: WALLET_REFETCH_MS,
  });
}

export function useBalances() {
  return useQuery(getBalancesQueryOptions());
}
