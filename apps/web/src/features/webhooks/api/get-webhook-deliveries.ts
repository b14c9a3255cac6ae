import { webhookDeliveriesMetaSchema, webhookDeliverySchema } from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import { WEBHOOKS_PATH } from './get-webhook';

export const webhookDeliveriesQueryKey = ['webhook-deliveries'] as const;

/** One page of the delivery log, newest first, each delivery with its attempts. */
export async function getWebhookDeliveries(page: number) {
  const { data, meta } = await request<unknown>('GET', `${WEBHOOKS_PATH}/deliveries`, { params: { page } });
  return {
    deliveries: z.array(webhookDeliverySchema).parse(data),
    meta: webhookDeliveriesMetaSchema.parse(meta),
  };
}

export function getWebhookDeliveriesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...webhookDeliveriesQueryKey, page],
    queryFn: () => getWebhookDeliveries(page),
    placeholderData: keepPreviousData,
  });
}

export function useWebhookDeliveries(page: number) {
  return useQuery(getWebhookDeliveriesQueryOptions(page));
}
