import { conversionResultSchema } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import type { ConversionResult } from './convert-to-corporate';

export const CONVERT_TO_PERSONAL_PATH = '/rest/v1/users/corporate-accounts/convert-to-personal';

/** Turns a corporate account back into a personal one; the page redirects after 4 s. */
export async function convertToPersonal(): Promise<ConversionResult> {
  return conversionResultSchema.parse(await api.post<unknown>(CONVERT_TO_PERSONAL_PATH));
}

export function useConvertToPersonal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertToPersonal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
