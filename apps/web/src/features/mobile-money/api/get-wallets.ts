import { mobileMoneyWalletSchema, type MobileMoneyWallet } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { mobileMoneyQueryKey, WALLETS_PATH } from './keys';

export async function getWallets(): Promise<MobileMoneyWallet[]> {
  return z.array(mobileMoneyWalletSchema).parse(await api.get<unknown>(WALLETS_PATH));
}

export function getWalletsQueryOptions() {
  return queryOptions({ queryKey: [...mobileMoneyQueryKey, 'wallets'], queryFn: getWallets });
}

export function useWallets() {
  return useQuery(getWalletsQueryOptions());
}
