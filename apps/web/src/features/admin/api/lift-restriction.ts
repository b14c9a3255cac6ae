import { liftRestrictionInputSchema, restrictionSchema, type Restriction } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { restrictionsPath, restrictionsQueryKey } from './get-restrictions';

export { liftRestrictionInputSchema };
export type LiftRestrictionInput = z.infer<typeof liftRestrictionInputSchema>;

export const liftRestrictionPath = (userId: number, restrictionId: string) =>
  `${restrictionsPath(userId)}/${encodeURIComponent(restrictionId)}/lift`;

/** Ends an active restriction, with a reason (admins and supermoderators). */
export async function liftRestriction({
  userId,
  restrictionId,
  ...input
}: LiftRestrictionInput & { userId: number; restrictionId: string }): Promise<Restriction[]> {
  return z
    .array(restrictionSchema)
    .parse(
      await api.post<unknown>(
        liftRestrictionPath(userId, restrictionId),
        liftRestrictionInputSchema.parse(input),
      ),
    );
}

export function useLiftRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftRestriction,
    onSuccess: (restrictions, { userId }) =>
      queryClient.setQueryData(restrictionsQueryKey(userId), restrictions),
  });
}
