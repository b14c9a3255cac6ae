import type { z } from 'zod';
import type { FieldErrors } from '@p2p/shared';
import { CompatError } from './compat-envelope.js';

/**
 * Validates an input built from the original API's fields with the platform's own schema, so both
 * APIs refuse the same things; refusals name the original's fields (`names`: ours → theirs).
 */
export function judged<S extends z.ZodType>(
  schema: S,
  input: unknown,
  names: ReadonlyMap<string, string> = new Map(),
): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: FieldErrors = Object.create(null) as FieldErrors;
  for (const issue of parsed.error.issues) {
    const ours = String(issue.path[0] ?? 'body');
    // Some shared schemas carry message codes for the web to translate; 'default' says nothing here.
    const message = issue.message === 'default' ? 'Invalid value' : issue.message;
    (fields[names.get(ours) ?? ours] ??= []).push(message);
  }
  const first = Object.values(fields)[0]?.[0] ?? 'The request has invalid parameters';
  throw new CompatError('invalidInput', first, fields);
}
