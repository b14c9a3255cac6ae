import {
  webPushSubscriptionInputSchema,
  webPushSubscriptionSchema,
  type WebPushSubscription,
} from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { WEB_PUSH_PATH } from './get-push-public-key';
import { pushSubscriptionsQueryKey } from './get-push-subscriptions';

export { webPushSubscriptionInputSchema };
export type SubscribePushInput = z.infer<typeof webPushSubscriptionInputSchema>;

/** Sends this browser's subscription (PushSubscription.toJSON()) to the server. */
export async function subscribePush(input: SubscribePushInput): Promise<WebPushSubscription> {
  const body = webPushSubscriptionInputSchema.parse(input);
  return webPushSubscriptionSchema.parse(await api.post<unknown>(`${WEB_PUSH_PATH}/subscriptions`, body));
}

export function useSubscribePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribePush,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushSubscriptionsQueryKey }),
  });
}
