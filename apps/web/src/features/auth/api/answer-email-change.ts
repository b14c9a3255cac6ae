import { emailChangeSchema, type EmailChange } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

export const EMAIL_CHANGE_PATH = '/rest/v1/users/change-email';

export type EmailChangeAnswer = 'confirm' | 'cancel';

/** Confirms or cancels an e-mail change with the token of either mailed link; no sign-in needed. */
export async function answerEmailChange(input: {
  token: string;
  answer: EmailChangeAnswer;
}): Promise<EmailChange> {
  const data = await api.post<unknown>(
    `${EMAIL_CHANGE_PATH}/${input.answer}`,
    { token: input.token },
    { redirectOnUnauthorized: false },
  );
  return emailChangeSchema.parse(data);
}

export function useAnswerEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerEmailChange,
    // The address shown for a signed-in user may have changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
