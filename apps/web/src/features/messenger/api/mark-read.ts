import { messengerReadResultSchema, type MessengerReadResult } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationPath, messengerKeys } from './keys';

/** Moves the read position to the newest message the user has seen. */
export async function markRead(input: { id: string; lastMessageId: number }): Promise<MessengerReadResult> {
  return messengerReadResultSchema.parse(
    await api.post<unknown>(`${conversationPath(input.id)}/read`, { last_message_id: input.lastMessageId }),
  );
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (result) => {
      queryClient.setQueryData(
        messengerKeys.unread,
        (old: { totalUnread: number; conversations: number } | undefined) =>
          old ? { ...old, totalUnread: result.totalUnread } : old,
      );
      return queryClient.invalidateQueries({ queryKey: messengerKeys.conversations });
    },
  });
}
