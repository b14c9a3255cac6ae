import { describe, expect, it } from 'vitest';
import { createCsrfToken, newCsrfSecret, verifyCsrfToken } from './csrf.js';

describe('csrf tokens', () => {
  const key = 'server-key';

  it('accepts a token made for the same secret', () => {
    const secret = newCsrfSecret();
    expect(verifyCsrfToken(key, secret, createCsrfToken(key, secret))).toBe(true);
  });

  it('refuses a token made for another browser secret or another server key', () => {
    const secret = newCsrfSecret();
    const token = createCsrfToken(key, secret);
    expect(verifyCsrfToken(key, newCsrfSecret(), token)).toBe(false);
    expect(verifyCsrfToken('other-key', secret, token)).toBe(false);
  });

  it('refuses malformed tokens', () => {
    const secret = newCsrfSecret();
    for (const token of ['', 'abc', 'a.b.c', '.sig', 'nonce.']) {
      expect(verifyCsrfToken(key, secret, token)).toBe(false);
    }
  });
});
