import { webhookSecretSchema } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WEBHOOKS_PATH, webhookQueryKey } from './get-webhook';

/** A new signing secret; shown in this answer only, the old one stops at once. */
export async function rotateWebhookSecret(): Promise<string> {
  return webhookSecretSchema.parse(await api.post<unknown>(`${WEBHOOKS_PATH}/secret`)).secret;
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookQueryKey }),
  });
}
