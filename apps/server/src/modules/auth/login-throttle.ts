import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import * as sessions from './sessions.repository.js';

/**
 * Per-account sign-in throttling, on top of the per-IP limit: an attacker spreading guesses over
 * many addresses still gets `maxFailures` guesses per window for one account. The lock is short
 * (one window from the first failure) and does not apply from an IP address the user already signed
 * in from recently, so a stranger cannot keep the owner out; a password reset lifts it as well.
 */
export interface LoginThrottle {
  counter: AttemptCounter;
  maxFailures: number;
  windowSeconds: number;
}

/** Sign-ins from an address the user signed in from within this many days skip the account lock. */
export const TRUSTED_IP_DAYS = 30;

/** The account, once known; an unknown login is counted by its text, so both answer alike. */
export function throttleKey(userId: number | undefined, login: string): string {
  return userId !== undefined ? `login:user:${userId}` : `login:name:${login.trim().toLowerCase()}`;
}

export function tooManyFailures(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'ERROR_RATE_LIMITED',
    `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
    undefined,
    429,
    { countdown: retryAfterSeconds },
  );
}

/** Throws 429 (with the seconds to wait in `countdown`) while the account's window is full. */
export async function assertNotThrottled(
  db: Executor,
  throttle: LoginThrottle | undefined,
  options: { key: string; userId?: number; ip: string | null },
): Promise<void> {
  if (!throttle) return;
  const { count, resetInMs } = await throttle.counter.peek(options.key);
  if (count < throttle.maxFailures) return;
  if (options.userId !== undefined && options.ip) {
    const since = new Date(Date.now() - TRUSTED_IP_DAYS * 86_400_000);
    if (await sessions.hasSignedInFromIp(db, options.userId, options.ip, since)) return;
  }
  throw tooManyFailures(Math.max(1, Math.ceil(resetInMs / 1000)));
}

export async function recordFailure(throttle: LoginThrottle | undefined, key: string): Promise<void> {
  await throttle?.counter.hit(key, throttle.windowSeconds * 1000);
}

export async function clearFailures(throttle: LoginThrottle | undefined, key: string): Promise<void> {
  await throttle?.counter.clear(key);
}
