import { telegramStatusSchema, type TelegramStatus } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const TELEGRAM_PATH = '/rest/v1/notifications/telegram';
export const telegramStatusQueryKey = ['telegram', 'status'] as const;

/** Whether the site has a Telegram bot and whether this account is linked to a chat. */
export async function getTelegramStatus(): Promise<TelegramStatus> {
  return telegramStatusSchema.parse(await api.get<unknown>(TELEGRAM_PATH));
}

export function getTelegramStatusQueryOptions() {
  return queryOptions({ queryKey: telegramStatusQueryKey, queryFn: getTelegramStatus });
}

/** `waitingForLink`: poll while the user has the deep link open, so the page notices the link. */
export function useTelegramStatus(waitingForLink = false) {
  return useQuery({
    ...getTelegramStatusQueryOptions(),
    refetchInterval: (query) => (waitingForLink && !query.state.data?.linked ? 3000 : false),
  });
}
