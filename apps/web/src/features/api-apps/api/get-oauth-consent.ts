import { oauthConsentSchema, type OauthConsent } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What an app asks for on the consent page: its name, developer and scopes. */
export async function getOauthConsent(uid: string): Promise<OauthConsent> {
  return oauthConsentSchema.parse(
    await api.get<unknown>(`/rest/v1/oauth/consent/${encodeURIComponent(uid)}`),
  );
}

export function getOauthConsentQueryOptions(uid: string) {
  return queryOptions({
    queryKey: ['oauth-consent', uid],
    queryFn: () => getOauthConsent(uid),
    retry: false,
  });
}

export function useOauthConsent(uid: string) {
  return useQuery(getOauthConsentQueryOptions(uid));
}
