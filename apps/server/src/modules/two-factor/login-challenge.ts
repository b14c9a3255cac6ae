import {
  LOGIN_CHALLENGE_TTL_MINUTES,
  TWO_FACTOR_ERROR_CODES,
  type TwoFactorChallenge,
  type TwoFactorMethod,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Delivery } from '../outbox/outbox.service.js';
import { CODE_PURPOSES, defaultChannel, destinationFor, sendCode } from './code-delivery.js';
import { checkFactor, isLockedOut, lockedOutError, STATE, wrongCodeError } from './second-factor.js';
import * as repo from './two-factor.repository.js';

/** Wrong codes one sign-in attempt allows before it is denied. */
export const MAX_LOGIN_CODE_ATTEMPTS = 5;

/**
 * After a correct password: when the user's login switch is on, opens a pending auth request
 * (5 minutes) and, for sms and email, sends the code. Undefined when no second factor is asked.
 */
export function startLoginChallenge(
  db: Executor,
  delivery: Delivery,
  userId: number,
): Promise<TwoFactorChallenge | undefined> {
  return db.transaction(async (tx) => {
    const settings = await repo.findSettings(tx, userId);
    if (!settings || settings.state !== STATE.enabled || !settings.forLogin) return undefined;
    if (await isLockedOut(tx, userId)) throw lockedOutError();
    const method = settings.method as TwoFactorMethod;
    const request = await repo.insertAuthRequest(tx, {
      userId,
      action: 'login',
      state: 'pending',
      method,
      expiresAt: new Date(Date.now() + LOGIN_CHALLENGE_TTL_MINUTES * 60_000),
    });
    let sentTo: string | null = null;
    if (method !== 'ga') {
      const channel = defaultChannel(method);
      const contact = await repo.findContactPoints(tx, userId);
      const to = contact && destinationFor(contact, channel);
      // Without a verified destination any more, only a backup code can finish this sign-in.
      if (to) sentTo = await sendCode(tx, delivery, { userId, purpose: CODE_PURPOSES.login, channel, to });
    }
    return {
      twoFactorRequired: true as const,
      requestId: request.id,
      method,
      expiresAt: request.expiresAt.toISOString(),
      sentTo,
    };
  });
}

/** Whose sign-in a login request is and which factor it asked, for the login history. */
export async function loginRequestOwner(
  db: Executor,
  requestId: string,
): Promise<{ userId: number; method: TwoFactorMethod } | undefined> {
  const request = await repo.findAuthRequest(db, requestId);
  if (!request || request.action !== 'login') return undefined;
  return { userId: request.userId, method: request.method as TwoFactorMethod };
}

type Approval =
  | { status: 'approved'; userId: number }
  | { status: 'wrong'; attemptsLeft: number }
  | { status: 'denied' | 'expired' | 'gone' | 'locked' };

function approvalError(approval: Exclude<Approval, { status: 'approved' }>): AppError {
  switch (approval.status) {
    case 'wrong':
      return wrongCodeError(
        `. ${approval.attemptsLeft} attempt${approval.attemptsLeft === 1 ? '' : 's'} left.`,
      );
    case 'locked':
      return lockedOutError();
    case 'denied': {
      const message = 'Too many wrong codes for this sign-in. Sign in again.';
      return new AppError(TWO_FACTOR_ERROR_CODES.requestDenied, message, { code: [message] }, 410);
    }
    case 'expired':
    case 'gone': {
      const message =
        approval.status === 'expired'
          ? 'This sign-in has expired. Sign in again.'
          : 'This sign-in is no longer valid. Sign in again.';
      return new AppError(TWO_FACTOR_ERROR_CODES.requestExpired, message, { requestId: [message] }, 410);
    }
  }
}

/**
 * Checks the code of a pending login request. Returns the user to sign in, or throws: 401 on a wrong
 * code, 410 once the request expired, was used or was denied after too many wrong codes.
 */
export async function approveLoginRequest(
  db: Executor,
  input: { requestId: string; code: string },
): Promise<number> {
  const approval = await db.transaction(async (tx): Promise<Approval> => {
    const request = await repo.lockAuthRequest(tx, input.requestId);
    if (!request || request.action !== 'login') return { status: 'gone' };
    if (request.state === 'denied') return { status: 'denied' };
    if (request.state !== 'pending') return { status: 'gone' };
    const now = new Date();
    if (request.expiresAt <= now) {
      await repo.updateAuthRequest(tx, request.id, { state: 'expired', resolvedAt: now });
      return { status: 'expired' };
    }
    const settings = await repo.lockSettings(tx, request.userId);
    if (!settings || settings.state !== STATE.enabled || !settings.forLogin) {
      // Two-factor login was turned off meanwhile: the password alone now signs in.
      await repo.updateAuthRequest(tx, request.id, { state: 'expired', resolvedAt: now });
      return { status: 'gone' };
    }
    if (await isLockedOut(tx, request.userId)) return { status: 'locked' };
    if ((await checkFactor(tx, settings, input.code, CODE_PURPOSES.login)) === 'passed') {
      await repo.updateAuthRequest(tx, request.id, { state: 'approved', resolvedAt: now });
      return { status: 'approved', userId: request.userId };
    }
    const attempts = request.attempts + 1;
    if (attempts >= MAX_LOGIN_CODE_ATTEMPTS) {
      await repo.updateAuthRequest(tx, request.id, { state: 'denied', attempts, resolvedAt: now });
      return { status: 'denied' };
    }
    await repo.updateAuthRequest(tx, request.id, { attempts });
    return { status: 'wrong', attemptsLeft: MAX_LOGIN_CODE_ATTEMPTS - attempts };
  });
  if (approval.status === 'approved') return approval.userId;
  throw approvalError(approval);
}
