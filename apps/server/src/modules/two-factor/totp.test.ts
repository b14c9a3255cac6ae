import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { newTotpSecret, qrCodeDataUrl, totpCode, totpUri, verifyTotp } from './totp.js';

describe('otplib against RFC 6238 (SHA-1 test vectors, 8 digits)', () => {
  const secret = new TextEncoder().encode('12345678901234567890');
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('T=%i gives %s', async (epoch, expected) => {
    expect(await generate({ secret, epoch, digits: 8, period: 30, algorithm: 'sha1' })).toBe(expected);
  });
});

describe('totp helpers', () => {
  // A fixed clock: the checks below never straddle a step boundary.
  const now = 1_700_000_010;

  it('makes 160-bit Base32 secrets and an otpauth URI naming the issuer and account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = totpUri(secret, 'alice');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('alice');
    expect(uri).toContain('issuer=P2P');
  });

  it('accepts the current code and its neighbours, reporting the step it matched', async () => {
    const secret = newTotpSecret();
    const step = Math.floor(now / 30);
    const current = await verifyTotp(secret, await totpCode(secret, now), null, now);
    expect(current).toEqual({ valid: true, step });
    expect(await verifyTotp(secret, await totpCode(secret, now - 30), null, now)).toMatchObject({
      valid: true,
    });
    expect(await verifyTotp(secret, await totpCode(secret, now + 30), null, now)).toMatchObject({
      valid: true,
    });
    const far = await verifyTotp(secret, await totpCode(secret, (step - 5) * 30), null, now);
    expect(far).toEqual({ valid: false });
    const ahead = await verifyTotp(secret, await totpCode(secret, now + 60), null, now);
    expect(ahead).toEqual({ valid: false });
  });

  it('refuses a code whose step is not after the last one used', async () => {
    const secret = newTotpSecret();
    const first = await verifyTotp(secret, await totpCode(secret, now), null, now);
    if (!first.valid) throw new Error('the current code must pass');
    expect(await verifyTotp(secret, await totpCode(secret, now), first.step, now)).toEqual({ valid: false });
    expect(await verifyTotp(secret, await totpCode(secret, now - 30), first.step, now)).toEqual({
      valid: false,
    });
    expect(await verifyTotp(secret, await totpCode(secret, (first.step + 1) * 30), first.step, now)).toEqual({
      valid: true,
      step: first.step + 1,
    });
  });

  it('refuses malformed codes without throwing', async () => {
    const secret = newTotpSecret();
    for (const code of ['', '12345', '1234567', 'abcdef', '12 345']) {
      expect(await verifyTotp(secret, code, null, now)).toEqual({ valid: false });
    }
  });

  it('draws the URI as a PNG data URL', async () => {
    expect(await qrCodeDataUrl(totpUri(newTotpSecret(), 'bob'))).toMatch(/^data:image\/png;base64,/);
  });
});
