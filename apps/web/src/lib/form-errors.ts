import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

export const FORM_ERROR_KEY = 'root.server';

export interface ServerErrorOptions<T extends FieldValues> {
  /** Field that takes the message when an answer with one of these statuses names no field. */
  fallback?: { field: Path<T>; statuses: readonly number[] };
  /** Detail keys the form names differently, e.g. `{ phone: 'number' }`. */
  aliases?: Readonly<Record<string, Path<T>>>;
}

/**
 * Puts `ApiError.details` on the form's fields; the `_` key, unknown keys and errors without details
 * become a form-level error. 5xx and network errors get an empty message: the form shows its own text.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  options: ServerErrorOptions<T> = {},
): void {
  if (!(error instanceof ApiError)) {
    setError(FORM_ERROR_KEY, { type: 'server', message: '' });
    return;
  }
  const formMessages: string[] = [];
  let focused = false;
  for (const [key, messages] of Object.entries(error.details ?? {})) {
    const name = options.aliases?.[key] ?? key;
    const field = fields.find((candidate) => candidate === name);
    if (!field) {
      formMessages.push(...messages);
      continue;
    }
    setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: !focused });
    focused = true;
  }
  if (!focused && formMessages.length === 0 && options.fallback?.statuses.includes(error.status)) {
    setError(options.fallback.field, { type: 'server', message: error.message }, { shouldFocus: true });
    return;
  }
  if (formMessages.length > 0 || !focused) {
    const message =
      formMessages.join(' ') || (error.status >= 500 || error.status === 0 ? '' : error.message);
    setError(FORM_ERROR_KEY, { type: error.status === 0 ? 'network' : 'server', message });
  }
}
