import { describe, expect, it } from 'vitest';
import {
  loginResultSchema,
  loginTwoFactorInputSchema,
  twoFactorCodeSchema,
  twoFactorSwitchesInputSchema,
} from './two-factor.js';

describe('two-factor code', () => {
  it.each([
    ['123456', true],
    [' k7dq2-m9xa0 ', true],
    ['', false],
    ['12<34>', false],
    ['x'.repeat(33), false],
  ])('%j valid=%s', (code, valid) => {
    expect(twoFactorCodeSchema.safeParse(code).success).toBe(valid);
  });
});

describe('switches', () => {
  it('needs at least one switch and names login when none is given', () => {
    expect(twoFactorSwitchesInputSchema.safeParse({ code: '123456', sendout: false }).success).toBe(true);
    const none = twoFactorSwitchesInputSchema.safeParse({ code: '123456' });
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.path).toEqual(['login']);
  });
});

describe('login result', () => {
  it('reads a two-factor challenge', () => {
    const challenge = {
      twoFactorRequired: true,
      requestId: '3f1c2b8e-6a1d-4c4e-9b7a-2d5e8f0a1b2c',
      method: 'ga',
      expiresAt: '2026-01-01T00:00:00.000Z',
      sentTo: null,
    };
    expect(loginResultSchema.parse(challenge)).toEqual(challenge);
  });

  it('refuses a second step without a request id in UUID form', () => {
    const result = loginTwoFactorInputSchema.safeParse({ requestId: '42', code: '123456' });
    expect(result.error?.issues[0]?.path).toEqual(['requestId']);
  });
});
