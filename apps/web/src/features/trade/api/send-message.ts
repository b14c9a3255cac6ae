import { tradeMessageInputSchema, tradeMessageSchema, type TradeMessage } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tradeKeys, tradePath } from './keys';

/** POST /rest/v1/trade/{hash}/messages */
export async function sendTradeMessage({
  hash,
  text,
}: {
  hash: string;
  text: string;
}): Promise<TradeMessage> {
  const body = tradeMessageInputSchema.parse({ text });
  return tradeMessageSchema.parse(await api.post<unknown>(`${tradePath(hash)}/messages`, body));
}

export function useSendTradeMessage(hash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendTradeMessage({ hash, text }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tradeKeys.messages(hash) }),
  });
}
