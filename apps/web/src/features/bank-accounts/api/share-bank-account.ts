import { shareBankAccountResultSchema, type ShareBankAccountResult } from '@p2p/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Shares one of the caller's accounts in a trade's chat (POST /rest/v1/trade/{hash}/bank-account). */
export async function shareBankAccount({
  tradeHash,
  bankAccountId,
}: {
  tradeHash: string;
  bankAccountId: number;
}): Promise<ShareBankAccountResult> {
  const data = await api.post<unknown>(`/rest/v1/trade/${encodeURIComponent(tradeHash)}/bank-account`, {
    bank_account_id: bankAccountId,
  });
  return shareBankAccountResultSchema.parse(data);
}

export function useShareBankAccount() {
  return useMutation({ mutationFn: shareBankAccount });
}

const tradeCurrencySchema = z.object({ currency: z.object({ code: z.string() }) });

/**
 * The fiat currency of a trade (GET /rest/v1/trade/{hash}): only accounts in it can be shared there.
 * It never changes, so it is read once per trade.
 */
export function useTradeCurrency(tradeHash: string) {
  return useQuery(
    queryOptions({
      queryKey: ['bank-accounts', 'trade-currency', tradeHash],
      queryFn: async () =>
        tradeCurrencySchema.parse(await api.get<unknown>(`/rest/v1/trade/${encodeURIComponent(tradeHash)}`))
          .currency.code,
      staleTime: Infinity,
      retry: false,
    }),
  );
}
