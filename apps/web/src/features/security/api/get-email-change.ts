import { openEmailChangeSchema, type EmailChange } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const CHANGE_EMAIL_PATH = '/rest/v1/users/change-email';
export const emailChangeQueryKey = ['email-change'] as const;

/** The signed-in user's open change of e-mail address, or null. */
export async function getEmailChange(): Promise<EmailChange | null> {
  return openEmailChangeSchema.parse(await api.get<unknown>(CHANGE_EMAIL_PATH)).request;
}

export function getEmailChangeQueryOptions() {
  return queryOptions({ queryKey: emailChangeQueryKey, queryFn: getEmailChange });
}

export function useEmailChange() {
  return useQuery(getEmailChangeQueryOptions());
}
