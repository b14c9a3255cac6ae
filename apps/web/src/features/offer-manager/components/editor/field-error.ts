import type { FieldErrors } from 'react-hook-form';
import type { EditorValues } from '../../lib/editor-values';

interface ErrorNode {
  message?: unknown;
  root?: { message?: unknown };
  [key: string]: unknown;
}

/** The first message under a field: its own, its array's root, or the first item's (nested fields too). */
export function errorMessage(errors: FieldErrors<EditorValues>, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return firstMessage(node);
}

function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const error = node as ErrorNode;
  if (typeof error.message === 'string' && error.message) return error.message;
  if (typeof error.root?.message === 'string' && error.root.message) return error.root.message;
  for (const [key, child] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const message = firstMessage(child);
    if (message) return message;
  }
  return undefined;
}
