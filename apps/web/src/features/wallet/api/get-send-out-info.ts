import { sendOutInfoSchema, type CryptoCode, type SendOutInfo } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WALLET_PATH, WALLET_REFETCH_MS, walletKeys } from './keys';

/** Fee, minimum and maximum of a send-out of a coin now, and whether it asks for a two-factor code. */
export async function getSendOutInfo(code: CryptoCode): Promise<SendOutInfo> {
  return sendOutInfoSchema.parse(
    await api.get<unknown>(`${WALLET_PATH}/send-out/info`, { params: { crypto_currency_code: code } }),
  );
}

export function getSendOutInfoQueryOptions(code: CryptoCode) {
  return queryOptions({
    queryKey: walletKeys.sendOutInfo(code),
    queryFn: () => getSendOutInfo(code),
    refetchInterval: WALLET_REFETCH_MS,
  });
}

export function useSendOutInfo(code: CryptoCode) {
  return useQuery(getSendOutInfoQueryOptions(code));
}
