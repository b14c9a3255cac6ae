import { setTimeout as sleep } from 'node:timers/promises';
import { RECOVERY_MESSAGES } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AttemptCounter } from '../../lib/attempt-counter.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { Delivery } from '../outbox/outbox.service.js';
import * as users from '../users/users.service.js';
import * as verification from '../verification/verification.service.js';
import { SECURITY_FOOTER, sendAccountMail, tokenLink } from './account-mail.js';
import * as emailChanges from './email-change.repository.js';
import { clearFailures, throttleKey, type LoginThrottle } from './login-throttle.js';
import * as repo from './password-reset.repository.js';
import * as sessions from './sessions.repository.js';

export interface PasswordResetDeps {
  delivery: Delivery;
  counter: AttemptCounter;
  /** The web app's address for the link, e.g. https://p2p.example */
  baseUrl: string;
  ttlMinutes: number;
  loginThrottle?: LoginThrottle;
}

/** Reset mails one address may receive per hour, whether or not an account uses it. */
export const RESETS_PER_ADDRESS = 3;
export const RESET_ADDRESS_WINDOW_MS = 3_600_000;
/**
 * Every request answers after at least this long, so the time taken does not tell whether the
 * address has an account (the lookup, the token and the outbox row take a few milliseconds).
 */
export const RESET_ANSWER_FLOOR_MS = 250;

export const RESET_PAGE = '/reset-password';

/**
 * Mails a single-use link to choose a new password when `email` belongs to an account. The
 * answer is the same either way, and so is the per-address limit.
 */
export async function requestPasswordReset(
  db: Database,
  deps: PasswordResetDeps,
  options: { email: string; ip: string | null },
): Promise<{ message: string }> {
  const started = Date.now();
  try {
    const address = options.email.trim().toLowerCase();
    const budget = await deps.counter.hit(`password-reset:${address}`, RESET_ADDRESS_WINDOW_MS);
    if (budget.count > RESETS_PER_ADDRESS) {
      const countdown = Math.max(1, Math.ceil(budget.resetInMs / 1000));
      throw new AppError(
        'ERROR_RATE_LIMITED',
        'Too many reset requests for this address. Try again later.',
        undefined,
        429,
        { countdown },
      );
    }
    const user = await users.findUserByLogin(db, address);
    if (user && user.email.toLowerCase() === address) {
      await db.transaction(async (tx) => {
        await repo.retireResetTokens(tx, user.id);
        const token = randomToken();
        await repo.insertResetToken(tx, {
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + deps.ttlMinutes * 60_000),
          requestedIp: options.ip,
        });
        await sendAccountMail(tx, deps.delivery, {
          to: user.email,
          userId: user.id,
          template: 'password-reset',
          subject: 'Reset your password',
          body:
            `Someone (we hope you) asked to reset the password of ${user.username}.\n\n` +
            `Choose a new password here: ${tokenLink(deps.baseUrl, RESET_PAGE, token)}\n\n` +
            `The link works once and expires in ${deps.ttlMinutes} minutes. If you did not ask, ignore ` +
            'this message: your password stays as it is.',
        });
      });
    }
    return { message: RECOVERY_MESSAGES.resetRequested };
  } finally {
    const left = started + RESET_ANSWER_FLOOR_MS - Date.now();
    if (left > 0) await sleep(left);
  }
}

/**
 * Sets the new password from a mailed link: the link dies, every session of the account ends, an
 * open e-mail change is cancelled, and the address is confirmed (the link proved it is the user's).
 */
export async function resetPassword(
  db: Database,
  deps: Pick<PasswordResetDeps, 'delivery' | 'loginThrottle'>,
  options: { token: string; password: string },
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(options.password);
  const userId = await db.transaction(async (tx) => {
    const row = await repo.lockResetToken(tx, hashToken(options.token));
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return undefined;
    const account = await repo.findAccount(tx, row.userId);
    if (!account) return undefined;
    await repo.retireResetTokens(tx, row.userId);
    await repo.updatePasswordHash(tx, row.userId, passwordHash);
    await sessions.revokeUserSessions(tx, row.userId);
    await emailChanges.cancelOpenRequest(tx, row.userId);
    if (!account.emailVerifiedAt) await verification.setConfirmedEmail(tx, row.userId, account.email);
    await sendAccountMail(tx, deps.delivery, {
      to: account.email,
      userId: row.userId,
      template: 'password-changed',
      subject: 'Your password was changed',
      body:
        'The password of your account was just reset from a link sent to this address, and every ' +
        `session was signed out.\n\n${SECURITY_FOOTER}`,
    });
    return row.userId;
  });
  if (userId === undefined) throw AppError.validation('token', RECOVERY_MESSAGES.linkInvalid);
  // The owner proved their mailbox: a sign-in lock a stranger caused ends here.
  await clearFailures(deps.loginThrottle, throttleKey(userId, ''));
  return { message: RECOVERY_MESSAGES.passwordReset };
}
