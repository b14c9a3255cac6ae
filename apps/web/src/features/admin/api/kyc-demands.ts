import {
  kycDemandInputSchema,
  kycDemandSchema,
  withdrawKycDemandInputSchema,
  type KycDemand,
  type KycDemandInput,
} from '@p2p/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export { kycDemandInputSchema, withdrawKycDemandInputSchema };

export const kycDemandsPath = (userId: number) => `/rest/v1/admin/users/${userId}/kyc-demands`;
const kycDemandsKey = (userId: number) => ['admin', 'kyc-demands', userId] as const;
const parseList = (data: unknown): KycDemand[] => z.array(kycDemandSchema).parse(data);

/** A user's verification demands, newest first: open, fulfilled and withdrawn (staff, decision 040). */
export async function getKycDemands(userId: number): Promise<KycDemand[]> {
  return parseList(await api.get<unknown>(kycDemandsPath(userId)));
}

export function getKycDemandsQueryOptions(userId: number) {
  return queryOptions({ queryKey: kycDemandsKey(userId), queryFn: () => getKycDemands(userId) });
}

export function useKycDemands(userId: number) {
  return useQuery(getKycDemandsQueryOptions(userId));
}

/** Makes a demand (forced verification: admins and supermoderators; ID document: any staff). */
export function useCreateKycDemand(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: KycDemandInput) =>
      parseList(await api.post<unknown>(kycDemandsPath(userId), kycDemandInputSchema.parse(input))),
    onSuccess: (demands) => queryClient.setQueryData(kycDemandsKey(userId), demands),
  });
}

/** Withdraws an open demand, with a reason (staff of a role that may make its kind). */
export function useWithdrawKycDemand(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ demandId, reason }: { demandId: string; reason: string }) =>
      parseList(
        await api.post<unknown>(
          `${kycDemandsPath(userId)}/${encodeURIComponent(demandId)}/withdraw`,
          withdrawKycDemandInputSchema.parse({ reason }),
        ),
      ),
    onSuccess: (demands) => queryClient.setQueryData(kycDemandsKey(userId), demands),
  });
}
