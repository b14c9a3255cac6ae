import { messengerConversationSchema, type MessengerConversation } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSENGER_BASE } from './keys';

/** The conversation with a user: the existing one, or a new one when they accept messages from the caller. */
export async function openConversation(username: string): Promise<MessengerConversation> {
  return messengerConversationSchema.parse(
    await api.post<unknown>(`${MESSENGER_BASE}/conversations`, { username }),
  );
}

export function useOpenConversation() {
  return useMutation({ mutationFn: openConversation });
}
