import { randomInt, randomUUID } from 'node:crypto';
import { PHONE_OR_2FA_CODE_LENGTH } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { hashToken, safeEqual } from '../../lib/tokens.js';
import * as repo from './codes.repository.js';

export const CODE_TTL_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;

/** A random numeric code of the spec's length (6), zero-padded. */
export function generateCode(length = PHONE_OR_2FA_CODE_LENGTH): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}

// Codes are kept only as a hash bound to their row, so a database reader cannot replay them.
const hashCode = (id: string, code: string) => hashToken(`${id}:${code}`);

/**
 * Issues a new code for `purpose`, retiring older open ones. Returns the plain code for delivery.
 * Call inside the caller's transaction with its handle.
 */
export async function issueCode(
  db: Executor,
  options: { userId: number; purpose: string; target: string; ttlMinutes?: number },
): Promise<string> {
  await repo.consumeOpenCodes(db, options.userId, options.purpose);
  const code = generateCode();
  const id = randomUUID();
  await repo.insertCode(db, {
    id,
    userId: options.userId,
    purpose: options.purpose,
    target: options.target,
    codeHash: hashCode(id, code),
    expiresAt: new Date(Date.now() + (options.ttlMinutes ?? CODE_TTL_MINUTES) * 60_000),
  });
  return code;
}

export type CodeCheck =
  | { status: 'ok'; target: string }
  | { status: 'wrong'; attemptsLeft: number }
  | { status: 'missing' | 'expired' | 'exhausted' };

/**
 * Checks a code: single use, expires, and dies after MAX_CODE_ATTEMPTS wrong tries. The row is
 * locked so that concurrent guesses count one by one. Call inside a transaction.
 */
export async function checkCode(
  db: Executor,
  options: { userId: number; purpose: string; code: string; maxAttempts?: number },
): Promise<CodeCheck> {
  const maxAttempts = options.maxAttempts ?? MAX_CODE_ATTEMPTS;
  const row = await repo.lockLatestCode(db, options.userId, options.purpose);
  if (!row) return { status: 'missing' };
  if (row.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
  if (row.attempts >= maxAttempts) return { status: 'exhausted' };
  if (safeEqual(row.codeHash, hashCode(row.id, options.code))) {
    await repo.updateCode(db, row.id, { consumedAt: new Date(), attempts: row.attempts + 1 });
    return { status: 'ok', target: row.target };
  }
  const attempts = row.attempts + 1;
  await repo.updateCode(db, row.id, { attempts });
  return attempts >= maxAttempts
    ? { status: 'exhausted' }
    : { status: 'wrong', attemptsLeft: maxAttempts - attempts };
}

export function countRecentCodes(
  db: Executor,
  userId: number,
  purpose: string,
  since: Date,
): Promise<number> {
  return repo.countRecentCodes(db, userId, purpose, since);
}

/** Retires every open code of a purpose (the target was removed). */
export function retireCodes(db: Executor, userId: number, purpose: string): Promise<void> {
  return repo.consumeOpenCodes(db, userId, purpose);
}
