import { describe, expect, it } from 'vitest';
import { memoryAttemptCounter } from './attempt-counter.js';

describe('memory attempt counter', () => {
  it('counts within a window that starts at the first attempt, then starts again', async () => {
    let now = 1_000;
    const counter = memoryAttemptCounter(() => now);
    expect(await counter.hit('a', 100)).toEqual({ count: 1, resetInMs: 100 });
    now += 60;
    expect(await counter.hit('a', 100)).toEqual({ count: 2, resetInMs: 40 });
    expect(await counter.peek('a')).toEqual({ count: 2, resetInMs: 40 });
    expect(await counter.peek('b')).toEqual({ count: 0, resetInMs: 0 });
    now += 40;
    expect(await counter.peek('a')).toEqual({ count: 0, resetInMs: 0 });
    expect(await counter.hit('a', 100)).toEqual({ count: 1, resetInMs: 100 });
  });

  it('forgets a key on clear', async () => {
    const counter = memoryAttemptCounter();
    await counter.hit('a', 60_000);
    await counter.clear('a');
    expect((await counter.peek('a')).count).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping expired ones first, then the oldest', async () => {
    let now = 0;
    const counter = memoryAttemptCounter(() => now, 2);
    await counter.hit('short', 10);
    await counter.hit('long', 1_000);
    now = 20;
    await counter.hit('third', 1_000);
    expect((await counter.peek('long')).count).toBe(1);
    await counter.hit('fourth', 1_000);
    expect((await counter.peek('long')).count).toBe(0);
    expect((await counter.peek('third')).count).toBe(1);
    expect((await counter.peek('fourth')).count).toBe(1);
  });
});
