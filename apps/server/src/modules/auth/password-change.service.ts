import { RECOVERY_MESSAGES, type ChangePasswordInput } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Delivery } from '../outbox/outbox.service.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { SECURITY_FOOTER, sendAccountMail } from './account-mail.js';
import { confirmIdentity } from './identity-check.js';
import type { LoginThrottle } from './login-throttle.js';
import * as repo from './password-reset.repository.js';
import * as sessions from './sessions.repository.js';

/**
 * A signed-in user changes their password: the current one and (when on) the second factor first;
 * then every other session ends, unused reset links die, and the address is told.
 */
export async function changePassword(
  db: Database,
  deps: { delivery: Delivery; throttle?: LoginThrottle },
  options: { userId: number; sessionId: string; input: ChangePasswordInput },
): Promise<{ message: string; otherSessionsSignedOut: number }> {
  const { userId, input } = options;
  const account = await repo.findAccount(db, userId);
  if (!account) throw AppError.unauthorized();
  await confirmIdentity(db, {
    userId,
    passwordHash: account.passwordHash,
    password: input.currentPassword,
    passwordField: 'currentPassword',
    code: input.code,
    throttle: deps.throttle,
  });
  const passwordHash = await hashPassword(input.newPassword);
  const signedOut = await db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, userId, passwordHash);
    await repo.retireResetTokens(tx, userId);
    const count = await sessions.revokeUserSessions(tx, userId, { keepSessionId: options.sessionId });
    await sendAccountMail(tx, deps.delivery, {
      to: account.email,
      userId,
      template: 'password-changed',
      subject: 'Your password was changed',
      body:
        'The password of your account was just changed from your account settings. Your other ' +
        `sessions were signed out.\n\n${SECURITY_FOOTER}`,
    });
    // The bell, push and Telegram hear of it too; the e-mail above is the mail.
    await recordUserEvents(tx, [{ userId, type: 'security.password_changed', payload: { mailed: true } }]);
    return count;
  });
  return { message: RECOVERY_MESSAGES.passwordChanged, otherSessionsSignedOut: signedOut };
}
