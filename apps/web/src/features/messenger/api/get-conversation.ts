import { messengerConversationSchema, type MessengerConversation } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationPath, messengerKeys } from './keys';

/** One conversation of the signed-in user (404 for any other). */
export async function getConversation(id: string): Promise<MessengerConversation> {
  return messengerConversationSchema.parse(await api.get<unknown>(conversationPath(id)));
}

export function getConversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: messengerKeys.conversation(id),
    queryFn: () => getConversation(id),
    retry: false,
  });
}

export function useConversation(id: string) {
  return useQuery(getConversationQueryOptions(id));
}
