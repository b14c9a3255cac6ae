import type { Redis } from 'ioredis';

/**
 * Counts attempts per key within a fixed window that starts at the first attempt (failed sign-ins
 * of an account, reset requests for an address). In memory on one node, or in Redis shared by all.
 */
export interface AttemptCounter {
  /** Counts one attempt; answers the count in the current window and the time until it ends. */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  /** The current count without counting. */
  peek(key: string): Promise<AttemptCount>;
  clear(key: string): Promise<void>;
}

export interface AttemptCount {
  count: number;
  resetInMs: number;
}

const NONE: AttemptCount = { count: 0, resetInMs: 0 };

/** One node's counters. Expired entries are swept as new ones come, so memory stays bounded by traffic. */
export function memoryAttemptCounter(now: () => number = Date.now, maxKeys = 100_000): AttemptCounter {
  const entries = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.endsAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    const time = now();
    for (const [key, entry] of entries) if (entry.endsAt <= time) entries.delete(key);
    // Still full: drop the oldest keys rather than grow without bound under a flood of addresses.
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  };
  return {
    async hit(key, windowMs) {
      let entry = live(key);
      if (!entry) {
        if (entries.size >= maxKeys) sweep();
        entry = { count: 0, endsAt: now() + windowMs };
        entries.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.endsAt - now() };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.endsAt - now() } : NONE;
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

/**
 * Counters shared by every node. When Redis does not answer, attempts are not counted (as the
 * per-IP limits do, with skipOnError): signing in keeps working for everyone.
 */
export function redisAttemptCounter(
  redis: Redis,
  options: { prefix: string; onError?: (error: unknown) => void },
): AttemptCounter {
  const name = (key: string) => `${options.prefix}${key}`;
  const guard = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      options.onError?.(error);
      return fallback;
    }
  };
  return {
    hit: (key, windowMs) =>
      guard(async () => {
        const results = await redis
          .multi()
          .set(name(key), '0', 'PX', windowMs, 'NX')
          .incr(name(key))
          .pttl(name(key))
          .exec();
        const failed = results?.find(([error]) => error)?.[0];
        if (!results || failed) throw failed ?? new Error('transaction aborted');
        return { count: Number(results[1]?.[1]), resetInMs: Math.max(0, Number(results[2]?.[1])) };
      }, NONE),
    peek: (key) =>
      guard(async () => {
        const [value, ttl] = await Promise.all([redis.get(name(key)), redis.pttl(name(key))]);
        return value === null ? NONE : { count: Number(value), resetInMs: Math.max(0, ttl) };
      }, NONE),
    clear: (key) =>
      guard(async () => {
        await redis.del(name(key));
      }, undefined),
  };
}
