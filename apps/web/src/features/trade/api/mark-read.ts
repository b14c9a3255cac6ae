import { tradeReadInputSchema, tradeReadResultSchema, type TradeReadResult } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tradePath } from './keys';

/** POST /rest/v1/trade/{hash}/read: the reader has seen the chat up to this message. */
export async function markTradeRead({
  hash,
  lastMessageId,
}: {
  hash: string;
  lastMessageId: number;
}): Promise<TradeReadResult> {
  const body = tradeReadInputSchema.parse({ last_message_id: lastMessageId });
  return tradeReadResultSchema.parse(await api.post<unknown>(`${tradePath(hash)}/read`, body));
}

export function useMarkTradeRead(hash: string) {
  return useMutation({ mutationFn: (lastMessageId: number) => markTradeRead({ hash, lastMessageId }) });
}
