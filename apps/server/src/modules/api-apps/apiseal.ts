import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens.js';

/** How far a nonce's time may lie from the server's clock (either way). */
export const NONCE_WINDOW_MS = 10 * 60_000;

/**
 * The signed payload of a legacy request: the url-encoded body exactly as sent, without its
 * `apiseal` field (Paxful signed `http_build_query(params)` and appended `&apiseal=<hmac>`).
 * Undefined when the body carries no apiseal field.
 */
export function signedPayload(rawBody: string): { payload: string; apiseal: string } | undefined {
  const parts = rawBody.split('&');
  const index = parts.findIndex((part) => part.startsWith('apiseal='));
  if (index === -1) return undefined;
  let apiseal: string;
  try {
    apiseal = decodeURIComponent(parts[index]!.slice('apiseal='.length).replace(/\+/g, ' '));
  } catch {
    return undefined; // a malformed percent-encoding is no seal
  }
  parts.splice(index, 1);
  return { payload: parts.join('&'), apiseal };
}

/** Hex HMAC-SHA256 of the payload keyed with the app secret: what a bot puts in `apiseal`. */
export function apiseal(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

export function apisealMatches(payload: string, secret: string, given: string): boolean {
  return safeEqual(apiseal(payload, secret), given.toLowerCase());
}

/**
 * A nonce's time: Paxful bots send the Unix time in seconds (PHP `time()`), milliseconds
 * (`Date.now()`) or microseconds. Undefined when the nonce is not such a number.
 */
export function nonceTime(nonce: string): number | undefined {
  if (!/^\d{9,17}$/.test(nonce)) return undefined;
  const value = Number(nonce);
  if (value >= 1e15) return value / 1000;
  if (value >= 1e12) return value;
  return value * 1000;
}

/**
 * Builds a signed form body for tests and examples.
 * @example const body = signForm({ apikey: clientId, nonce: String(Date.now()) }, secret);
 */
export function signForm(fields: Record<string, string>, secret: string): string {
  const payload = new URLSearchParams(fields).toString();
  return `${payload}&apiseal=${apiseal(payload, secret)}`;
}
