import {
  messengerMessageSchema,
  messengerMessagesMetaSchema,
  type MessengerMessage,
  type MessengerMessagesMeta,
} from '@p2p/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import { conversationPath, messengerKeys } from './keys';

export interface MessagesPage {
  messages: MessengerMessage[];
  meta: MessengerMessagesMeta;
}

/** A page of messages, oldest first: the newest page, or the page before the message id `before`. */
export async function getMessages(id: string, before?: number): Promise<MessagesPage> {
  const answer = await request<unknown>('GET', `${conversationPath(id)}/messages`, {
    params: before === undefined ? {} : { before },
  });
  return {
    messages: z.array(messengerMessageSchema).parse(answer.data),
    meta: messengerMessagesMetaSchema.parse(answer.meta),
  };
}

/** Pages go newest first; the older pages are fetched with "load older" (the cursor is the first id). */
export function getMessagesQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: messengerKeys.messages(id),
    queryFn: ({ pageParam }) => getMessages(id, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: MessagesPage) =>
      page.meta.hasOlder && page.messages.length > 0 ? page.messages[0]!.id : undefined,
  });
}

export function useMessages(id: string) {
  return useInfiniteQuery(getMessagesQueryOptions(id));
}
