import {
  IP_BLOCKED_ERROR_CODE,
  MAINTENANCE_ERROR_CODE,
  RETRY_HELPER_ATTEMPTS,
  RETRY_HELPER_STEP_MS,
} from '@p2p/shared';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { openApiErrorModal } from './error-modal';
import { placeAccessQueryKey } from './place-access';
import { platformStatusQueryKey } from './platform-status';

/** A 503 of maintenance: the layout's notice explains it, so no retry and no error modal. */
const isMaintenance = (error: unknown) => error instanceof ApiError && error.code === MAINTENANCE_ERROR_CODE;
/** A 403 of the access rules: the layout shows error-ip-blocked once it reads the visitor's place again. */
const isIpBlocked = (error: unknown) => error instanceof ApiError && error.code === IP_BLOCKED_ERROR_CODE;

/** Only server and network failures may pass on a retry; 4xx answers and bad payloads will not. */
function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500) && !isMaintenance(error);
}

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorModal: true`: a failure of this mutation or query has no place of its own on the page. */
    mutationMeta: { errorModal?: boolean };
    queryMeta: { errorModal?: boolean };
  }
}

/**
 * Queries follow the spec's retry helper: up to 3 attempts, waiting attempt × 1000 ms. The common
 * errors modal shows the network, 5xx and 429 failures that have no better place: a refresh of data
 * already on screen (the page keeps showing it), and queries or mutations that ask for it.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isIpBlocked(error)) {
          if (query.queryKey[0] !== placeAccessQueryKey[0])
            void client.invalidateQueries({ queryKey: placeAccessQueryKey });
          return;
        }
        if (isMaintenance(error)) {
          // The platform went down for maintenance: read the status now, the notice follows.
          if (query.queryKey[0] !== platformStatusQueryKey[0])
            void client.invalidateQueries({ queryKey: platformStatusQueryKey });
          return;
        }
        if (query.state.data !== undefined || query.meta?.errorModal) openApiErrorModal(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isIpBlocked(error)) {
          void client.invalidateQueries({ queryKey: placeAccessQueryKey });
          return;
        }
        if (isMaintenance(error)) {
          void client.invalidateQueries({ queryKey: platformStatusQueryKey });
          return;
        }
        if (mutation.meta?.errorModal) openApiErrorModal(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < RETRY_HELPER_ATTEMPTS - 1 && isRetryable(error),
        retryDelay: (failureCount) => (failureCount + 1) * RETRY_HELPER_STEP_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
