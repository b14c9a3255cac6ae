import { describe, expect, it } from 'vitest';
import { startPolling, type TelegramPoller } from './telegram-poller.js';

describe('startPolling', () => {
  it('retries after failures without piling abort listeners on its signal, and stops', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    let rounds = 0;
    let released = false;
    const poller = {
      pollOnce: () => {
        rounds += 1;
        return Promise.reject(new Error('Telegram unreachable'));
      },
      release: () => {
        released = true;
        return Promise.resolve();
      },
    } as unknown as TelegramPoller;
    const errors: unknown[] = [];
    try {
      const loop = startPolling(poller, { idleMs: 1, onError: (error) => errors.push(error) });
      // Past Node's default of 10 listeners per event, where a leak is reported.
      await expect.poll(() => rounds, { timeout: 5_000, interval: 5 }).toBeGreaterThan(30);
      await loop.stop();
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(released).toBe(true);
    expect(errors.length).toBeGreaterThan(30);
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
  });
});
