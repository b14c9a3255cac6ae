import { giftCardSecretSchema, type GiftCardSecret } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tradePath } from './keys';

/** POST /rest/v1/trade/{hash}/gift-card/reveal: the card's code for a party who may see it (audited). */
export async function revealTradeGiftCard(hash: string): Promise<GiftCardSecret> {
  return giftCardSecretSchema.parse(await api.post<unknown>(`${tradePath(hash)}/gift-card/reveal`, {}));
}

export function useRevealTradeGiftCard(hash: string) {
  return useMutation({ mutationFn: () => revealTradeGiftCard(hash) });
}
