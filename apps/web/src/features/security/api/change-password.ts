import { changePasswordInputSchema, type ChangePasswordInput } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { redirectUnlessCodeError } from './two-factor-errors';

export { changePasswordInputSchema, type ChangePasswordInput };

export const CHANGE_PASSWORD_PATH = '/rest/v1/users/change-password';

const passwordChangedSchema = z.object({ message: z.string(), otherSessionsSignedOut: z.number() });

/** Changes the password (current password, and the two-factor code when on); other sessions end. */
export async function changePassword(input: ChangePasswordInput) {
  const data = await api.post<unknown>(CHANGE_PASSWORD_PATH, input, {
    redirectOnUnauthorized: redirectUnlessCodeError,
  });
  return passwordChangedSchema.parse(data);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
