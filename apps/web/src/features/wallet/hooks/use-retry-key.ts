import { useMemo, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * One Idempotency-Key per submission. `keyFor(what)` answers the same key while `what` (the money the
 * request moves) stays the same, so trying again after a lost answer or a server error never moves the
 * money twice; another `what`, or `settle()` after a success, starts a new submission with a new key.
 * The key lives in memory, so a reload forgets it; send-outs keep theirs in session storage instead
 * (utils/send-out-retry-keys).
 */
export function useRetryKey() {
  const current = useRef<{ what: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(what: string): string {
        if (current.current?.what !== what) current.current = { what, key: newIdempotencyKey() };
        return current.current.key;
      },
      settle(): void {
        current.current = null;
      },
    }),
    [],
  );
}
