import { messengerMessageInputSchema, messengerMessageSchema, type MessengerMessage } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationPath, messengerKeys } from './keys';

export { messengerMessageInputSchema };

/** Sends a text message, or an image when `file` is given (checked and re-encoded by the server). */
export async function sendMessage(input: {
  id: string;
  text?: string;
  file?: File;
}): Promise<MessengerMessage> {
  if (input.file) {
    const form = new FormData();
    form.append('file', input.file, input.file.name);
    return messengerMessageSchema.parse(
      await api.post<unknown>(`${conversationPath(input.id)}/images`, form),
    );
  }
  const body = messengerMessageInputSchema.parse({ text: input.text });
  return messengerMessageSchema.parse(
    await api.post<unknown>(`${conversationPath(input.id)}/messages`, body),
  );
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { text?: string; file?: File }) => sendMessage({ id, ...input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messengerKeys.messages(id) }),
        queryClient.invalidateQueries({ queryKey: messengerKeys.conversations }),
        queryClient.invalidateQueries({ queryKey: messengerKeys.conversation(id) }),
      ]),
  });
}
