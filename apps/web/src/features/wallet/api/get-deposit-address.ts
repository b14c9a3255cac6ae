import { depositAddressSchema, type CryptoCode, type DepositAddress } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WALLET_PATH, walletKeys } from './keys';

/** The user's deposit address for a coin, with the confirmations a deposit needs to be credited. */
export async function getDepositAddress(code: CryptoCode): Promise<DepositAddress> {
  return depositAddressSchema.parse(
    await api.get<unknown>(`${WALLET_PATH}/deposit-address`, { params: { crypto_currency_code: code } }),
  );
}

export function getDepositAddressQueryOptions(code: CryptoCode) {
  return queryOptions({
    queryKey: walletKeys.depositAddress(code),
    queryFn: () => getDepositAddress(code),
    // An address stays the user's: no need to ask again while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDepositAddress(code: CryptoCode) {
  return useQuery(getDepositAddressQueryOptions(code));
}
