import {
  TWO_FACTOR_ERROR_CODES,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_STATES,
  type TwoFactorState,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createSecretBox, type SecretBox } from '../../lib/secret-box.js';
import { randomToken } from '../../lib/tokens.js';
import { getOrCreateSecret } from '../auth/secrets.repository.js';
import * as codes from '../codes/codes.service.js';
import { backupCodeHash, looksLikeBackupCode, normalizeCode } from './backup-codes.js';
import { verifyTotp } from './totp.js';
import * as repo from './two-factor.repository.js';

/** The spec's numbers for the setup states, as stored. */
export const STATE = { initial: 0, enabled: 1, disabled: 2, verification: 3 } as const;

export function stateName(state: number): TwoFactorState {
  return TWO_FACTOR_STATES.find((name) => STATE[name] === state) ?? 'initial';
}

/** Actions whose checks are recorded; `settings` covers changes to two-factor itself. */
export type CheckedAction = 'login' | 'release' | 'withdrawal' | 'settings' | 'step_up';

export const FAILURE_WINDOW_MINUTES = 15;
/** Wrong codes a user may send, over all checks and sign-ins, before checks stop for a while. */
export const MAX_FAILURES_PER_WINDOW = 10;

/** Key material shared by every node (app_secrets), for the secret box and backup-code hashes. */
export function serverSecret(db: Executor): Promise<string> {
  return getOrCreateSecret(db, 'secret_box_key', () => randomToken(48));
}

export async function secretBox(db: Executor): Promise<SecretBox> {
  return createSecretBox(await serverSecret(db));
}

export const totpContext = (userId: number) => `totp:${userId}`;

export async function isLockedOut(db: Executor, userId: number): Promise<boolean> {
  const since = new Date(Date.now() - FAILURE_WINDOW_MINUTES * 60_000);
  return (await repo.countRecentFailures(db, userId, since)) >= MAX_FAILURES_PER_WINDOW;
}

/**
 * Checks a code against an enabled user's factor: a backup code (single use), otherwise the TOTP of
 * the authenticator app (each step once) or the last code sent for `purpose`. Call inside a
 * transaction holding the settings row lock.
 */
export async function checkFactor(
  db: Executor,
  settings: repo.SettingsRow,
  code: string,
  purpose: string,
): Promise<'passed' | 'failed'> {
  const normalized = normalizeCode(code);
  const { userId } = settings;
  if (looksLikeBackupCode(normalized)) {
    const used = await repo.useBackupCode(
      db,
      userId,
      backupCodeHash(await serverSecret(db), userId, normalized),
    );
    return used ? 'passed' : 'failed';
  }
  if (!/^\d{6}$/.test(normalized)) return 'failed';
  if (settings.method !== 'ga') {
    const check = await codes.checkCode(db, { userId, purpose, code: normalized });
    return check.status === 'ok' ? 'passed' : 'failed';
  }
  if (!settings.totpSecret) return 'failed';
  const secret = (await secretBox(db)).open(settings.totpSecret, totpContext(userId));
  const result = await verifyTotp(secret, normalized, settings.lastTotpStep);
  if (!result.valid) return 'failed';
  await repo.updateSettings(db, userId, { lastTotpStep: result.step });
  return 'passed';
}

/** Records the outcome of a check as a resolved auth request; wrong codes count towards the lockout. */
export async function recordCheck(
  db: Executor,
  options: { userId: number; action: CheckedAction; method: string; passed: boolean },
): Promise<void> {
  const now = new Date();
  await repo.insertAuthRequest(db, {
    userId: options.userId,
    action: options.action,
    method: options.method,
    state: options.passed ? 'approved' : 'denied',
    attempts: options.passed ? 0 : 1,
    expiresAt: now,
    resolvedAt: now,
  });
}

export type GuardedOutcome<T> =
  { status: 'passed'; value: T } | { status: 'failed' | 'locked' | 'not-enabled' };

/**
 * Locks the user's settings, checks the code of an enabled factor and, when it passes, runs `work`
 * in the same transaction. A wrong code is committed (it counts) and reported, not thrown, so the
 * caller throws after the transaction.
 */
export function guardedCheck<T>(
  db: Executor,
  options: {
    userId: number;
    action: CheckedAction;
    code: string;
    purpose: string;
    /** When false for the locked row, the check is skipped and `not-enabled` returned. */
    applies?: (settings: repo.SettingsRow) => boolean;
  },
  work: (tx: Executor, settings: repo.SettingsRow) => Promise<T>,
): Promise<GuardedOutcome<T>> {
  return db.transaction(async (tx): Promise<GuardedOutcome<T>> => {
    const settings = await repo.lockSettings(tx, options.userId);
    if (!settings || settings.state !== STATE.enabled) return { status: 'not-enabled' };
    if (options.applies && !options.applies(settings)) return { status: 'not-enabled' };
    if (await isLockedOut(tx, options.userId)) return { status: 'locked' };
    const result = await checkFactor(tx, settings, options.code, options.purpose);
    await recordCheck(tx, { ...options, method: settings.method, passed: result === 'passed' });
    if (result === 'failed') return { status: 'failed' };
    return { status: 'passed', value: await work(tx, settings) };
  });
}

export function codeRequiredError(): AppError {
  return new AppError(
    TWO_FACTOR_ERROR_CODES.required,
    TWO_FACTOR_MESSAGES.codeRequired,
    { code: [TWO_FACTOR_MESSAGES.codeRequired] },
    401,
  );
}

export function wrongCodeError(suffix = ''): AppError {
  const message = `${TWO_FACTOR_MESSAGES.codeWrong}${suffix}`;
  return new AppError(TWO_FACTOR_ERROR_CODES.required, message, { code: [message] }, 401);
}

export function lockedOutError(): AppError {
  const message = `Too many wrong codes. Try again in ${FAILURE_WINDOW_MINUTES} minutes.`;
  return new AppError('ERROR_RATE_LIMITED', message, { code: [message] }, 429);
}

export function notEnabledError(): AppError {
  const message = 'Two-factor authentication is not enabled';
  return new AppError('ERROR_CONFLICT', message, { _: [message] }, 409);
}

/** The error of a check that did not pass. */
export function outcomeError(status: 'failed' | 'locked' | 'not-enabled'): AppError {
  if (status === 'locked') return lockedOutError();
  if (status === 'not-enabled') return notEnabledError();
  return wrongCodeError();
}
