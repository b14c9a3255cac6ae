import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-error';

/** The server's own words for a refused request (a 4xx), otherwise a generic line. */
export function serverMessage(t: TFunction, error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const first = Object.values(error.details ?? {}).flat()[0];
    return typeof first === 'string' && first !== '' ? first : error.message;
  }
  return t('stepUp.failed');
}
