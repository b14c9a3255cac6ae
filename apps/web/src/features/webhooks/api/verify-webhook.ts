import { webhookUrlInputSchema, webhookWithSecretSchema, type Webhook } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { WEBHOOKS_PATH, webhookQueryKey } from './get-webhook';

export const verifyWebhookInputSchema = webhookUrlInputSchema;
export type VerifyWebhookInput = z.infer<typeof verifyWebhookInputSchema>;

/** Stores the URL and verifies it (the endpoint must echo the challenge); the secret comes only on the first save. */
export async function verifyWebhook(input: VerifyWebhookInput): Promise<Webhook & { secret?: string }> {
  return webhookWithSecretSchema.parse(await api.post<unknown>(`${WEBHOOKS_PATH}/verify`, input));
}

export function useVerifyWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyWebhook,
    onSuccess: ({ secret: _secret, ...webhook }) => queryClient.setQueryData(webhookQueryKey, webhook),
  });
}
