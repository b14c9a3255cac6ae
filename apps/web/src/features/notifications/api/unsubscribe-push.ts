import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WEB_PUSH_PATH } from './get-push-public-key';
import { pushSubscriptionsQueryKey } from './get-push-subscriptions';

/** Forgets a browser: this one by its endpoint, or another one of the list by its id. */
export async function unsubscribePush(target: { endpoint: string } | { id: number }): Promise<void> {
  if ('endpoint' in target) await api.post(`${WEB_PUSH_PATH}/unsubscribe`, { endpoint: target.endpoint });
  else await api.delete(`${WEB_PUSH_PATH}/subscriptions/${target.id}`);
}

export function useUnsubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribePush,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushSubscriptionsQueryKey }),
  });
}
