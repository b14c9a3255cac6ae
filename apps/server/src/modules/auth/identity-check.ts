import { RECOVERY_MESSAGES } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import * as twoFactor from '../two-factor/two-factor.service.js';
import { assertNotThrottled, recordFailure, throttleKey, type LoginThrottle } from './login-throttle.js';

/**
 * Before a signed-in user changes their password or e-mail: the current password (wrong guesses
 * count towards the account's sign-in throttle, so a borrowed session cannot brute-force it), then
 * the second factor when two-factor is on. Throws naming `passwordField` or `code`.
 */
export async function confirmIdentity(
  db: Database,
  options: {
    userId: number;
    passwordHash: string;
    password: string;
    passwordField: string;
    code?: string | undefined;
    throttle?: LoginThrottle | undefined;
  },
): Promise<void> {
  const key = throttleKey(options.userId, '');
  // No trusted-address exemption here: the caller is already signed in, only the password is in doubt.
  await assertNotThrottled(db, options.throttle, { key, userId: options.userId, ip: null });
  if (!(await verifyPassword(options.passwordHash, options.password))) {
    await recordFailure(options.throttle, key);
    throw AppError.validation(options.passwordField, RECOVERY_MESSAGES.currentPasswordWrong);
  }
  await twoFactor.requireSecondFactorForAccountChange(db, { userId: options.userId, code: options.code });
}
