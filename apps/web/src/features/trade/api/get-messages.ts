import {
  tradeMessageSchema,
  tradeMessagesMetaSchema,
  type TradeMessage,
  type TradeMessagesMeta,
} from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import { tradeKeys, tradePath } from './keys';

export interface TradeChat {
  messages: TradeMessage[];
  meta: TradeMessagesMeta;
}

const pageSchema = z.array(tradeMessageSchema);
/** A chat this long is already unusual; the loop stops there rather than run away. */
const MAX_PAGES = 50;

/** Every message of the trade chat, oldest first, read page by page (after= the last id seen). */
export async function getTradeMessages(hash: string): Promise<TradeChat> {
  const messages: TradeMessage[] = [];
  let after = 0;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await request<unknown>('GET', `${tradePath(hash)}/messages`, { params: { after } });
    const items = pageSchema.parse(answer.data);
    const meta = tradeMessagesMetaSchema.parse(answer.meta);
    messages.push(...items);
    if (!meta.hasMore || items.length === 0) return { messages, meta };
    after = items[items.length - 1]!.id;
  }
  throw new Error('The chat has too many messages to load');
}

export function getTradeMessagesQueryOptions(hash: string) {
  return queryOptions({ queryKey: tradeKeys.messages(hash), queryFn: () => getTradeMessages(hash) });
}

export function useTradeMessages(hash: string) {
  return useQuery(getTradeMessagesQueryOptions(hash));
}
