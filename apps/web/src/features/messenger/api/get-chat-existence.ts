import { chatExistenceSchema, type ChatExistence } from '@p2p/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSENGER_BASE, messengerKeys } from './keys';

/** chat_exists, chat_create_is_allowed or chat_create_is_forbidden for the signed-in user and `username`. */
export async function getChatExistence(username: string): Promise<ChatExistence> {
  return chatExistenceSchema.parse(
    await api.get<unknown>(`${MESSENGER_BASE}/chat-existence/${encodeURIComponent(username)}`),
  );
}

export function useChatExistence(username: string, enabled: boolean) {
  return useQuery({
    queryKey: messengerKeys.existence(username),
    queryFn: () => getChatExistence(username),
    enabled,
  });
}
