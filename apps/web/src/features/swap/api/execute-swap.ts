import { swapQuoteSchema, type SwapQuote } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency-key';
import { walletQueryKey } from '@/lib/wallet/query-key';
import { SWAP_PATH, swapQueryKey } from './get-swap-overview';

export interface ExecuteSwapRequest {
  quoteId: string;
  /** The same key for every try of one confirmation, so a retry never swaps twice. */
  idempotencyKey: string;
}

export async function executeSwap({ quoteId, idempotencyKey }: ExecuteSwapRequest): Promise<SwapQuote> {
  const data = await api.post<unknown>(
    `${SWAP_PATH}/execute`,
    { quoteId },
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
  return swapQuoteSchema.parse(data);
}

export function useExecuteSwap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: executeSwap,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: swapQueryKey });
      await queryClient.invalidateQueries({ queryKey: walletQueryKey });
    },
  });
}
