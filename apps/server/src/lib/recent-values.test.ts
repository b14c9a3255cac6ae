import { describe, expect, it } from 'vitest';
import { recentValues } from './recent-values.js';

describe('recentValues', () => {
  it('reuses a value while it is younger than maxAgeMs, then computes it again', async () => {
    let clock = 1000;
    let computed = 0;
    const values = recentValues<number>({ maxAgeMs: 10_000, now: () => clock });
    const compute = async () => (computed += 1);
    expect(await values.get('a', compute)).toBe(1);
    clock += 9_999;
    expect(await values.get('a', compute)).toBe(1);
    clock += 1;
    expect(await values.get('a', compute)).toBe(2);
    expect(await values.get('b', compute)).toBe(3);
  });

  it('shares one computation between callers that miss the same key at once', async () => {
    let computed = 0;
    let finish!: (value: number) => void;
    const values = recentValues<number>({ maxAgeMs: 10_000 });
    const compute = () => {
      computed += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const waiting = Promise.all([
      values.get('a', compute),
      values.get('a', compute),
      values.get('a', compute),
    ]);
    finish(42);
    expect(await waiting).toEqual([42, 42, 42]);
    expect(computed).toBe(1);
  });

  it('keeps no failure, computes every time at maxAgeMs 0, and keeps at most maxEntries keys', async () => {
    const values = recentValues<number>({ maxAgeMs: 10_000, maxEntries: 2 });
    await expect(values.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await values.get('a', async () => 1)).toBe(1);

    let computed = 0;
    const uncached = recentValues<number>({ maxAgeMs: 0 });
    await uncached.get('a', async () => (computed += 1));
    await uncached.get('a', async () => (computed += 1));
    expect(computed).toBe(2);

    await values.get('b', async () => 2);
    await values.get('c', async () => 3);
    // 'a' was the oldest of three: it is computed again, 'c' is still held.
    expect(await values.get('a', async () => 10)).toBe(10);
    expect(await values.get('c', async () => 30)).toBe(3);
  });
});
