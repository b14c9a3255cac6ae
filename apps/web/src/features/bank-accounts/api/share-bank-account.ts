import { shareBankAccountResultSchema, type ShareBankAccountResult } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
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
