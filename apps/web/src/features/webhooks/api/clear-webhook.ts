import { webhookSchema, type Webhook } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WEBHOOKS_PATH, webhookQueryKey } from './get-webhook';

/** Clears the webhook: back to INITIAL, deliveries not sent yet are dropped. */
export async function clearWebhook(): Promise<Webhook> {
  return webhookSchema.parse(await api.delete<unknown>(WEBHOOKS_PATH));
}

export function useClearWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearWebhook,
    onSuccess: (webhook) => queryClient.setQueryData(webhookQueryKey, webhook),
  });
}
