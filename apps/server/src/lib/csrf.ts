import { hmac, randomToken, safeEqual } from './tokens.js';

/**
 * CSRF tokens are signed double-submit tokens: the browser holds a random secret in an HttpOnly
 * cookie, and the token in the page (meta tag) or from GET /auth/csrf is a nonce signed with the
 * server key over that secret. A cross-site page can neither read the token nor forge one.
 */
export function createCsrfToken(key: string, secret: string): string {
  const nonce = randomToken(12);
  return `${nonce}.${hmac(key, `${secret}.${nonce}`)}`;
}

export function verifyCsrfToken(key: string, secret: string, token: string): boolean {
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  return safeEqual(signature, hmac(key, `${secret}.${nonce}`));
}

export function newCsrfSecret(): string {
  return randomToken(32);
}
