import { webPushSubscriptionSchema, type WebPushSubscription } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { WEB_PUSH_PATH } from './get-push-public-key';

export const pushSubscriptionsQueryKey = ['web-push', 'subscriptions'] as const;

/** The browsers subscribed to the user's notifications; `endpoint` marks this browser's. */
export async function getPushSubscriptions(endpoint: string | null): Promise<WebPushSubscription[]> {
  const data = await api.get<unknown>(`${WEB_PUSH_PATH}/subscriptions`, {
    params: endpoint ? { endpoint } : undefined,
  });
  return z.array(webPushSubscriptionSchema).parse(data);
}

export function getPushSubscriptionsQueryOptions(endpoint: string | null) {
  return queryOptions({
    queryKey: [...pushSubscriptionsQueryKey, endpoint],
    queryFn: () => getPushSubscriptions(endpoint),
  });
}

export function usePushSubscriptions(endpoint: string | null, enabled = true) {
  return useQuery({ ...getPushSubscriptionsQueryOptions(endpoint), enabled });
}
