/**
 * Values computed from the database that may be a few seconds old (a listing's total of matches):
 * each key's value is reused for `maxAgeMs`, requests that miss the same key at once share one
 * computation, and at most `maxEntries` keys are kept (the oldest goes first). A failed computation
 * is not kept. `maxAgeMs` 0 computes every time.
 * @example const totals = recentValues<number>({ maxAgeMs: 10_000 }); await totals.get(key, () => count())
 */
export function recentValues<T>(options: { maxAgeMs: number; maxEntries?: number; now?: () => number }) {
  const maxEntries = options.maxEntries ?? 1000;
  const now = options.now ?? Date.now;
  const kept = new Map<string, { value: T; at: number }>();
  const computing = new Map<string, Promise<T>>();

  return {
    async get(key: string, compute: () => Promise<T>): Promise<T> {
      if (options.maxAgeMs <= 0) return compute();
      const held = kept.get(key);
      if (held && now() - held.at < options.maxAgeMs) return held.value;
      let pending = computing.get(key);
      if (!pending) {
        // Its age counts from the start: what the computation read is at most maxAgeMs old.
        const startedAt = now();
        pending = compute()
          .then((value) => {
            kept.delete(key);
            if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as string);
            kept.set(key, { value, at: startedAt });
            return value;
          })
          .finally(() => computing.delete(key));
        computing.set(key, pending);
      }
      return pending;
    },
  };
}

export type RecentValues<T> = ReturnType<typeof recentValues<T>>;
