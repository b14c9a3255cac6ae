import { useState } from 'react';

/**
 * True from the first render where `value` is, and from then on: what mounts a lazily loaded
 * dialog when it first opens and keeps it mounted, so that its closing animation still plays.
 */
export function useLatched(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
