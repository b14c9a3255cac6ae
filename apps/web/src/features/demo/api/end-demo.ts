import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resetCsrfToken } from '@/lib/csrf';
import { currentUserQueryKey } from '@/lib/current-user';

export const END_DEMO_PATH = '/rest/v1/demo/end';

/** Ends the demo now: open demo trades cancelled, play money returned, signed out. */
export async function endDemo(): Promise<unknown> {
  const data = await api.post<unknown>(END_DEMO_PATH, {});
  resetCsrfToken();
  return data;
}

export function useEndDemo({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endDemo,
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      onSuccess?.();
    },
  });
}
