import { RETRY_HELPER_ATTEMPTS, RETRY_HELPER_STEP_MS } from '@p2p/shared';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Only server and network failures may pass on a retry; 4xx answers and bad payloads will not. */
function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** Queries follow the spec's retry helper: up to 3 attempts, waiting attempt × 1000 ms. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < RETRY_HELPER_ATTEMPTS - 1 && isRetryable(error),
        retryDelay: (failureCount) => (failureCount + 1) * RETRY_HELPER_STEP_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
