import { messageSchema, passwordResetRequestInputSchema, type PasswordResetRequestInput } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { passwordResetRequestInputSchema, type PasswordResetRequestInput };

export const PASSWORD_RESET_PATH = '/rest/v1/auth/password-reset';

/** Asks for a reset link; the answer is the same whether or not an account uses the address. */
export async function requestPasswordReset(input: PasswordResetRequestInput): Promise<{ message: string }> {
  return messageSchema.parse(await api.post<unknown>(PASSWORD_RESET_PATH, input));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
