import { webPushPublicKeySchema } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const WEB_PUSH_PATH = '/rest/v1/notifications/web-push';

/** The server's VAPID public key (the applicationServerKey browsers subscribe with). */
export async function getPushPublicKey(): Promise<string> {
  return webPushPublicKeySchema.parse(await api.get<unknown>(`${WEB_PUSH_PATH}/public-key`)).publicKey;
}

export function getPushPublicKeyQueryOptions() {
  return queryOptions({
    queryKey: ['web-push', 'public-key'],
    queryFn: getPushPublicKey,
    staleTime: Infinity,
  });
}

export function usePushPublicKey() {
  return useQuery(getPushPublicKeyQueryOptions());
}
