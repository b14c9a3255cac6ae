import { IDEMPOTENCY_KEY_PATTERN } from '@p2p/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSendOutRetryKeys,
  SEND_OUT_RETRY_KEY_LIFETIME_MS,
  SEND_OUT_RETRY_KEYS_STORAGE_KEY,
  type SendOutIdentity,
} from './send-out-retry-keys';

const ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const SEND: SendOutIdentity = { crypto_currency_code: 'BTC', address: ADDRESS, amount: '0.1' };
const START = Date.UTC(2026, 0, 1, 12);

/** A clock the test moves by hand. */
function clock(at = START) {
  const state = { at };
  return { now: () => state.at, advance: (ms: number) => (state.at += ms) };
}

const stored = () =>
  JSON.parse(sessionStorage.getItem(SEND_OUT_RETRY_KEYS_STORAGE_KEY) ?? 'null') as
    { sendOut: string; key: string; createdAt: number }[] | null;

afterEach(() => sessionStorage.clear());

describe('send-out retry keys', () => {
  it('answers the same key for the same send-out, also from a new page (a reload) in the same tab', () => {
    const time = clock();
    const page = createSendOutRetryKeys({ now: time.now });
    const key = page.keyFor(SEND);
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(page.keyFor(SEND)).toBe(key);
    // "0.10" is the same amount; the two-factor code is no part of the send-out.
    expect(page.keyFor({ ...SEND, amount: '0.10', two_factor_code: '123456' } as SendOutIdentity)).toBe(key);
    expect(stored()).toEqual([{ sendOut: JSON.stringify(['BTC', ADDRESS, '0.1']), key, createdAt: START }]);

    time.advance(60 * 60 * 1000);
    const reloaded = createSendOutRetryKeys({ now: time.now });
    expect(reloaded.keyFor(SEND)).toBe(key);
  });

  it('gives another coin, address or amount its own key and keeps each', () => {
    const keys = createSendOutRetryKeys({ now: clock().now });
    const first = keys.keyFor(SEND);
    const others = [
      keys.keyFor({ ...SEND, amount: '0.2' }),
      keys.keyFor({ ...SEND, address: `${ADDRESS}x` }),
      keys.keyFor({ ...SEND, crypto_currency_code: 'ETH' }),
    ];
    expect(new Set([first, ...others]).size).toBe(4);
    // Trying the first one again after the others still finds its key.
    expect(keys.keyFor(SEND)).toBe(first);
    expect(stored()).toHaveLength(4);
  });

  it('forgets the key of a send-out that succeeded, and only that one', () => {
    const keys = createSendOutRetryKeys({ now: clock().now });
    const first = keys.keyFor(SEND);
    const other = keys.keyFor({ ...SEND, amount: '0.2' });
    keys.settle(SEND);
    expect(stored()?.map((entry) => entry.key)).toEqual([other]);
    const next = keys.keyFor(SEND);
    expect(next).not.toBe(first);
    expect(keys.keyFor({ ...SEND, amount: '0.2' })).toBe(other);

    keys.settle(SEND);
    keys.settle({ ...SEND, amount: '0.2' });
    expect(sessionStorage.getItem(SEND_OUT_RETRY_KEYS_STORAGE_KEY)).toBeNull();
  });

  it('lets a key expire 24 hours after it was made', () => {
    const time = clock();
    const keys = createSendOutRetryKeys({ now: time.now });
    const key = keys.keyFor(SEND);
    time.advance(SEND_OUT_RETRY_KEY_LIFETIME_MS - 1);
    expect(keys.keyFor(SEND)).toBe(key);
    time.advance(1);
    const renewed = keys.keyFor(SEND);
    expect(renewed).not.toBe(key);
    expect(stored()).toEqual([
      expect.objectContaining({ key: renewed, createdAt: START + SEND_OUT_RETRY_KEY_LIFETIME_MS }),
    ]);
  });

  it('drops expired keys of other send-outs and distrusts keys from a clock set back', () => {
    const time = clock();
    const keys = createSendOutRetryKeys({ now: time.now });
    keys.keyFor({ ...SEND, amount: '0.2' });
    time.advance(SEND_OUT_RETRY_KEY_LIFETIME_MS);
    keys.keyFor(SEND);
    expect(stored()?.map((entry) => JSON.parse(entry.sendOut) as string[])).toEqual([
      ['BTC', ADDRESS, '0.1'],
    ]);

    const key = keys.keyFor(SEND);
    time.advance(-60_000);
    expect(keys.keyFor(SEND)).not.toBe(key);
  });

  it('starts afresh from stored text it cannot read', () => {
    sessionStorage.setItem(SEND_OUT_RETRY_KEYS_STORAGE_KEY, '{not json');
    const key = createSendOutRetryKeys({ now: clock().now }).keyFor(SEND);
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(stored()?.map((entry) => entry.key)).toEqual([key]);

    sessionStorage.setItem(SEND_OUT_RETRY_KEYS_STORAGE_KEY, JSON.stringify([{ key: 1 }]));
    expect(createSendOutRetryKeys({ now: clock().now }).keyFor(SEND)).not.toBe(key);
  });

  it('keeps the keys in memory for the page when the storage refuses to store them', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const keys = createSendOutRetryKeys({ now: clock().now });
    const key = keys.keyFor(SEND);
    expect(setItem).toHaveBeenCalled();
    expect(keys.keyFor(SEND)).toBe(key);
    keys.settle(SEND);
    expect(keys.keyFor(SEND)).not.toBe(key);
  });

  it('keeps the keys in memory where there is no session storage at all', () => {
    const keys = createSendOutRetryKeys({ storage: null, now: clock().now });
    const key = keys.keyFor(SEND);
    expect(keys.keyFor(SEND)).toBe(key);
    expect(sessionStorage.length).toBe(0);
  });
});
