import { describe, expect, it } from 'vitest';
import { signChannelToken, verifyChannelToken } from './channel-token.js';
import { notifyPayloads, parseNotifyPayload } from './user-events.js';

describe('NOTIFY payloads', () => {
  it('round-trips user and event ids and splits long batches under the size limit', () => {
    const pairs = Array.from({ length: 1500 }, (_, i) => ({ userId: 1000 + i, id: 9_000_000_000 + i }));
    const payloads = notifyPayloads(pairs);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(payload.length).toBeLessThan(8000);
    expect(payloads.flatMap(parseNotifyPayload)).toEqual(pairs);
  });

  it('skips malformed items', () => {
    expect(parseNotifyPayload('1:2,x:3,4:,5:6,')).toEqual([
      { userId: 1, id: 2 },
      { userId: 5, id: 6 },
    ]);
    expect(parseNotifyPayload('')).toEqual([]);
  });
});

describe('channel tokens', () => {
  const key = 'k'.repeat(64);
  const claims = {
    userId: 42,
    sessionId: '0b8f3c52-6f1a-4c4e-9b7d-3e2f1a0c9d8e',
    expiresAt: new Date(Date.now() + 60_000),
  };

  it('verifies its own tokens and answers their claims (to the second)', () => {
    const token = signChannelToken(key, claims);
    const verified = verifyChannelToken(key, token);
    expect(verified).toMatchObject({ userId: 42, sessionId: claims.sessionId });
    expect(Math.abs(verified!.expiresAt.getTime() - claims.expiresAt.getTime())).toBeLessThan(1000);
  });

  it('refuses another key, a changed claim, an expired token and garbage', () => {
    const token = signChannelToken(key, claims);
    expect(verifyChannelToken('other'.repeat(10), token)).toBeUndefined();
    expect(verifyChannelToken(key, token.replace('v1.42.', 'v1.43.'))).toBeUndefined();
    expect(verifyChannelToken(key, token, claims.expiresAt.getTime() + 1000)).toBeUndefined();
    for (const garbage of ['', 'a.b.c', `${token}.x`, 'x'.repeat(600)]) {
      expect(verifyChannelToken(key, garbage)).toBeUndefined();
    }
  });
});
