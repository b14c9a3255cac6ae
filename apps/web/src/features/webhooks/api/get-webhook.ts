import { webhookSchema, type Webhook } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const WEBHOOKS_PATH = '/rest/v1/webhooks';
export const webhookQueryKey = ['webhook'] as const;

/** The user's webhook: URL, state, chosen events, error key. */
export async function getWebhook(): Promise<Webhook> {
  return webhookSchema.parse(await api.get<unknown>(WEBHOOKS_PATH));
}

export function getWebhookQueryOptions() {
  return queryOptions({ queryKey: webhookQueryKey, queryFn: getWebhook });
}

export function useWebhook() {
  return useQuery(getWebhookQueryOptions());
}
