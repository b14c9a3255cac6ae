import { ApiError } from '@/lib/api-error';

/**
 * What a failed staff action says in its toast: the server's field messages or message for a 4xx
 * (a request already decided, a restriction already active), `fallback` for 5xx and network errors.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return fallback;
  const details = Object.values(error.details ?? {}).flat();
  return details.length > 0 ? details.join(' ') : error.message;
}
