import { kycCheckSchema, type KycCheck } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { verificationQueryKey } from './keys';

export const KYC_CHECK_PATH = '/rest/v1/users/kyc-check';

/** The signed-in user's level, limits and unused volume, in `fiatCurrencyCode` where rates allow. */
export async function getKycCheck(fiatCurrencyCode?: string): Promise<KycCheck> {
  return kycCheckSchema.parse(await api.get<unknown>(KYC_CHECK_PATH, { params: { fiatCurrencyCode } }));
}

export function getKycCheckQueryOptions(fiatCurrencyCode?: string) {
  return queryOptions({
    queryKey: [...verificationQueryKey, 'kyc-check', fiatCurrencyCode ?? null],
    queryFn: () => getKycCheck(fiatCurrencyCode),
  });
}

export function useKycCheck(fiatCurrencyCode?: string) {
  return useQuery(getKycCheckQueryOptions(fiatCurrencyCode));
}
