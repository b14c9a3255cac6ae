import { chatProfileSchema, type ChatProfile } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const CHAT_PROFILE_PATH = '/proxy/messenger/v3/profile';
export const chatProfileQueryKey = ['chat-profile'] as const;

/** Whose chat messages the user accepts (EVERYONE by default). */
export async function getChatProfile(): Promise<ChatProfile> {
  return chatProfileSchema.parse(await api.get<unknown>(CHAT_PROFILE_PATH));
}

export function getChatProfileQueryOptions() {
  return queryOptions({ queryKey: chatProfileQueryKey, queryFn: getChatProfile });
}

export function useChatProfile() {
  return useQuery(getChatProfileQueryOptions());
}
