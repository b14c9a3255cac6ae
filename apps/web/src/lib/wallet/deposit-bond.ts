import { bondResultSchema, depositBondInputSchema, type CryptoCode } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency-key';
import { walletQueryKey } from './query-key';

export type BondResult = z.infer<typeof bondResultSchema>;

/** Moves the offer bond of a coin (OFFER_BOND_AMOUNTS) from the available balance to the bond account. */
export async function depositBond({
  code,
  idempotencyKey,
}: {
  code: CryptoCode;
  idempotencyKey: string;
}): Promise<BondResult> {
  const data = await api.post<unknown>(
    '/wallet/deposit-bond',
    depositBondInputSchema.parse({ crypto_currency_code: code }),
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
  return bondResultSchema.parse(data);
}

export function useDepositBond() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: depositBond,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletQueryKey }),
  });
}
