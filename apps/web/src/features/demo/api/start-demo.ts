import type { Locale } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resetCsrfToken } from '@/lib/csrf';
import { currentUserQueryKey } from '@/lib/current-user';

export const START_DEMO_PATH = '/rest/v1/demo/start';

/** A guest becomes a demo account with play money (decision 044); the session cookie comes with it. */
export async function startDemo(locale: Locale): Promise<unknown> {
  const data = await api.post<unknown>(START_DEMO_PATH, { locale }, { redirectOnUnauthorized: false });
  resetCsrfToken();
  return data;
}

export function useStartDemo({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDemo,
    onSuccess: async () => {
      // Everything cached so far was a guest's view: the demo account sees the demo market.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      onSuccess?.();
    },
  });
}
