import { tradeStartInputSchema, tradeStartResultSchema } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency-key';

/**
 * Buying a card of the store is starting a trade on the vendor's gcc-auto offer for its face value
 * (decision 028): the buyer's coins go into escrow; answers the trade's hash.
 */
export async function buyGiftCard(request: {
  offerHash: string;
  faceValue: string;
  idempotencyKey: string;
}): Promise<string> {
  const data = await api.post<unknown>(
    '/rest/v1/trade/start',
    tradeStartInputSchema.parse({ offerHash: request.offerHash, fiatAmount: request.faceValue }),
    { headers: { [IDEMPOTENCY_HEADER]: request.idempotencyKey } },
  );
  return tradeStartResultSchema.parse(data).tradeHash;
}

export function useBuyGiftCard() {
  return useMutation({ mutationFn: buyGiftCard });
}
