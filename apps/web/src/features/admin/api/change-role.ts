import { roleInputSchema, type UserRole } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export { roleInputSchema };
export type RoleInput = z.infer<typeof roleInputSchema>;

const roleResultSchema = z.object({ role: roleInputSchema.shape.role });

export const userRolePath = (userId: number) => `/rest/v1/admin/users/${userId}/role`;

/** Makes a user a user, moderator, supermoderator or admin (admins only; not their own role). */
export async function changeRole({ userId, ...input }: RoleInput & { userId: number }): Promise<UserRole> {
  const data = await api.put<unknown>(userRolePath(userId), roleInputSchema.parse(input));
  return roleResultSchema.parse(data).role;
}

export function useChangeRole() {
  return useMutation({ mutationFn: changeRole });
}
