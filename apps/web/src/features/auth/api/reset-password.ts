import { messageSchema, passwordResetInputSchema, type PasswordResetInput } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PASSWORD_RESET_PATH } from './request-password-reset';

export { passwordResetInputSchema, type PasswordResetInput };

/** Sets the new password with the token of the mailed link; every session of the account ends. */
export async function resetPassword(input: PasswordResetInput): Promise<{ message: string }> {
  return messageSchema.parse(
    await api.post<unknown>(`${PASSWORD_RESET_PATH}/confirm`, input, { redirectOnUnauthorized: false }),
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
