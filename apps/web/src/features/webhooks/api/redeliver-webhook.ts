import { webhookDeliverySchema, type WebhookDelivery } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WEBHOOKS_PATH, webhookQueryKey } from './get-webhook';
import { webhookDeliveriesQueryKey } from './get-webhook-deliveries';

/** Sends a delivery again now, with the same event id and body. */
export async function redeliverWebhook(id: number): Promise<WebhookDelivery> {
  return webhookDeliverySchema.parse(await api.post<unknown>(`${WEBHOOKS_PATH}/deliveries/${id}/redeliver`));
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhook,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey });
      await queryClient.invalidateQueries({ queryKey: webhookQueryKey });
    },
  });
}
