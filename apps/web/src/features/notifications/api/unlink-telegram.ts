import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TELEGRAM_PATH, telegramStatusQueryKey } from './get-telegram-status';

export async function unlinkTelegram(): Promise<void> {
  await api.delete(TELEGRAM_PATH);
}

export function useUnlinkTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkTelegram,
    onSettled: () => queryClient.invalidateQueries({ queryKey: telegramStatusQueryKey }),
  });
}
