import { restrictionInputSchema, restrictionSchema, type Restriction } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { restrictionsPath, restrictionsQueryKey } from './get-restrictions';

export { restrictionInputSchema };
export type RestrictionInput = z.infer<typeof restrictionInputSchema>;

/** Bans, freezes, suspends, holds or restricts an account (admins and supermoderators); a ban signs it out. */
export async function addRestriction({
  userId,
  ...input
}: RestrictionInput & { userId: number }): Promise<Restriction[]> {
  return z
    .array(restrictionSchema)
    .parse(await api.post<unknown>(restrictionsPath(userId), restrictionInputSchema.parse(input)));
}

export function useAddRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRestriction,
    onSuccess: (restrictions, { userId }) =>
      queryClient.setQueryData(restrictionsQueryKey(userId), restrictions),
  });
}
