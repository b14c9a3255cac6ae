import { webhookSchema, type Webhook, type WebhookEventName } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WEBHOOKS_PATH, webhookQueryKey } from './get-webhook';

/** The events the webhook delivers (every other one is unchecked). */
export async function setWebhookEvents(events: readonly WebhookEventName[]): Promise<Webhook> {
  return webhookSchema.parse(await api.post<unknown>(`${WEBHOOKS_PATH}/events`, { events }));
}

export function useSetWebhookEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWebhookEvents,
    onSuccess: (webhook) => queryClient.setQueryData(webhookQueryKey, webhook),
  });
}
