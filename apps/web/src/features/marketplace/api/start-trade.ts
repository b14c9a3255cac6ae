import type { TradeStartInput } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency-key';
import { loadMarketplaceSchemas } from './load-answer-schemas';

export interface StartTradeRequest {
  input: TradeStartInput;
  /** The same key for every try of one start (same offer and amount), so a retry starts one trade. */
  idempotencyKey: string;
}

/** POST /rest/v1/trade/start: answers the new trade's hash. */
export async function startTrade({ input, idempotencyKey }: StartTradeRequest): Promise<string> {
  const { tradeStartInputSchema, tradeStartResultSchema } = await loadMarketplaceSchemas();
  const data = await api.post<unknown>('/rest/v1/trade/start', tradeStartInputSchema.parse(input), {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return tradeStartResultSchema.parse(data).tradeHash;
}

export function useStartTrade() {
  return useMutation({ mutationFn: startTrade });
}
