import { type MessengerUnread } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MESSENGER_BASE, messengerKeys } from './keys';
import { loadAccountShellSchemas } from '@/lib/load-shell-schemas';

/** Unread messages over all conversations (the header icon's badge). */
export async function getUnread(): Promise<MessengerUnread> {
  const [answer, { messengerUnreadSchema }] = await Promise.all([
    api.get<unknown>(`${MESSENGER_BASE}/unread`),
    loadAccountShellSchemas(),
  ]);
  return messengerUnreadSchema.parse(answer);
}

export function useMessengerUnread(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: messengerKeys.unread, queryFn: getUnread, staleTime: 60_000 }),
    enabled,
  });
}
