import { oauthConsentResultSchema } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Approves or denies; answers where the browser goes next (back to the app through /oauth2). */
export async function decideOauthConsent({
  uid,
  decision,
}: {
  uid: string;
  decision: 'approve' | 'deny';
}): Promise<string> {
  const path = `/rest/v1/oauth/consent/${encodeURIComponent(uid)}/${decision}`;
  return oauthConsentResultSchema.parse(await api.post<unknown>(path)).redirectTo;
}

export function useDecideOauthConsent() {
  return useMutation({ mutationFn: decideOauthConsent });
}
