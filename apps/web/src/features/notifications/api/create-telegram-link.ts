import { telegramLinkSchema, type TelegramLink } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TELEGRAM_PATH } from './get-telegram-status';

/** A one-time t.me deep link that links the Telegram chat opening it (valid 10 minutes). */
export async function createTelegramLink(): Promise<TelegramLink> {
  return telegramLinkSchema.parse(await api.post<unknown>(`${TELEGRAM_PATH}/link`));
}

export function useCreateTelegramLink() {
  return useMutation({ mutationFn: createTelegramLink });
}
