import { chatProfileInputSchema, chatProfileSchema, type ChatProfile } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { CHAT_PROFILE_PATH, chatProfileQueryKey } from './get-chat-profile';

export { chatProfileInputSchema };
export type ChatProfileInput = z.infer<typeof chatProfileInputSchema>;

export async function updateChatProfile(input: ChatProfileInput): Promise<ChatProfile> {
  return chatProfileSchema.parse(await api.put<unknown>(CHAT_PROFILE_PATH, input));
}

export function useUpdateChatProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChatProfile,
    onSuccess: (profile) => queryClient.setQueryData(chatProfileQueryKey, profile),
  });
}
