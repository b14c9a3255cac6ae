import {
  relationInputSchema,
  relationResultSchema,
  type RelationAction,
  type RelationInput,
  type RelationResult,
} from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contactsQueryKey } from './get-contacts';
import { publicUserQueryKey } from './get-public-user';

export { relationInputSchema, type RelationAction, type RelationInput };

export const relationsPath = (username: string) => `/rest/v1/users/${encodeURIComponent(username)}/relations`;

/** Trusts, untrusts, blocks or unblocks a user; a pair has one relation at most. */
export async function updateRelation({
  username,
  ...input
}: RelationInput & { username: string }): Promise<RelationResult> {
  return relationResultSchema.parse(
    await api.put<unknown>(relationsPath(username), relationInputSchema.parse(input)),
  );
}

/** The lists and the trusted-by counts change with a relation. */
export function useUpdateRelation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRelation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactsQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicUserQueryKey }),
      ]),
  });
}
