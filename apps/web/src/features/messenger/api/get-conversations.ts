import {
  messengerConversationSchema,
  messengerConversationsMetaSchema,
  type MessengerConversation,
} from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import { MESSENGER_BASE, messengerKeys } from './keys';

/** The signed-in user's conversations, newest message first, and the unread total. */
export async function getConversations(): Promise<{ items: MessengerConversation[]; totalUnread: number }> {
  const answer = await request<unknown>('GET', `${MESSENGER_BASE}/conversations`);
  return {
    items: z.array(messengerConversationSchema).parse(answer.data),
    totalUnread: messengerConversationsMetaSchema.parse(answer.meta).totalUnread,
  };
}

export function getConversationsQueryOptions() {
  return queryOptions({ queryKey: messengerKeys.conversations, queryFn: getConversations });
}

export function useConversations() {
  return useQuery(getConversationsQueryOptions());
}
