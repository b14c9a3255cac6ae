import { authRequestSchema, type AuthRequestView } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `/auth/push-phone-code`: asks the user's other browsers to approve this one. */
export async function requestPushApproval(tradeHash?: string): Promise<AuthRequestView> {
  return authRequestSchema.parse(
    await api.post<unknown>(
      '/rest/v1/auth/push-phone-code',
      tradeHash ? { trade_hash: tradeHash } : undefined,
    ),
  );
}

export function useRequestPushApproval() {
  return useMutation({ mutationFn: requestPushApproval });
}
