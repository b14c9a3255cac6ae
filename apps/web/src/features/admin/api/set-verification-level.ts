import { setLevelInputSchema, userLevelSchema } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { reviewQueryKey } from './get-review-queue';

export { setLevelInputSchema };
export type SetLevelInput = z.infer<typeof setLevelInputSchema>;
export type UserLevel = z.infer<typeof userLevelSchema>;

export const verificationLevelPath = (userId: number) => `/rest/v1/admin/users/${userId}/verification-level`;

/** Grants L4, or with 'auto' returns the user to the level their verifications give (admins only). */
export async function setVerificationLevel({
  userId,
  ...input
}: SetLevelInput & { userId: number }): Promise<UserLevel> {
  return userLevelSchema.parse(
    await api.put<unknown>(verificationLevelPath(userId), setLevelInputSchema.parse(input)),
  );
}

/** The review queue shows each applicant's level, so it is refreshed too. */
export function useSetVerificationLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVerificationLevel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewQueryKey }),
  });
}
