import type {
  CurrentUser,
  LoginInput,
  LoginTwoFactorInput,
  RegisterInput,
  TwoFactorChallenge,
  UserRole,
} from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { Delivery } from '../outbox/outbox.service.js';
import * as restrictions from '../restrictions/restrictions.service.js';
import * as twoFactor from '../two-factor/two-factor.service.js';
import * as users from '../users/users.service.js';
import * as verification from '../verification/verification.service.js';
import { assertNotThrottled, recordFailure, throttleKey, type LoginThrottle } from './login-throttle.js';
import * as sessions from './sessions.repository.js';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  sessionTtlDays: number;
}

export interface SignedIn {
  user: CurrentUser;
  token: string;
  expiresAt: Date;
}

/** A login either signs in or, with two-factor login on, asks for the second factor first. */
export type LoginOutcome =
  { kind: 'signed-in'; signedIn: SignedIn } | { kind: 'two-factor'; challenge: TwoFactorChallenge };

export interface SessionUser {
  userId: number;
  role: UserRole;
  sessionId: string;
  lastSeenAt: Date | null;
}

/** How stale `last_seen_at` may get before a request refreshes it (one write a minute, not one a request). */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export const INVALID_CREDENTIALS = 'Wrong username, e-mail or password';

async function startSession(db: Database, userId: number, client: ClientInfo): Promise<SignedIn> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + client.sessionTtlDays * 86_400_000);
  await sessions.insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
  });
  return { user: await users.getCurrentUser(db, userId), token, expiresAt };
}

/** Creates the account, mails the e-mail confirmation code, and signs in. */
export async function register(
  db: Database,
  options: { input: RegisterInput; client: ClientInfo; previousToken?: string; delivery: Delivery },
): Promise<SignedIn> {
  const created = await users.createUser(db, options.input);
  await verification.startEmailVerification(db, options.delivery, created.id);
  if (options.previousToken) await sessions.revokeSession(db, hashToken(options.previousToken));
  return startSession(db, created.id, options.client);
}

/**
 * Checks the password and opens a fresh session; the session the browser had before is revoked.
 * When the user asks for a second factor at login, no session starts: the answer is a challenge
 * that `completeTwoFactorLogin` finishes.
 */
export async function login(
  db: Database,
  options: {
    input: LoginInput;
    client: ClientInfo;
    previousToken?: string;
    delivery: Delivery;
    throttle?: LoginThrottle;
  },
): Promise<LoginOutcome> {
  const user = await users.findUserByLogin(db, options.input.login);
  const key = throttleKey(user?.id, options.input.login);
  await assertNotThrottled(db, options.throttle, { key, userId: user?.id, ip: options.client.ip });
  if (!user) {
    await burnPasswordCheck(options.input.password);
    await recordFailure(options.throttle, key);
    throw new AppError(
      'ERROR_INVALID_CREDENTIALS',
      INVALID_CREDENTIALS,
      { password: [INVALID_CREDENTIALS] },
      401,
    );
  }
  if (!(await verifyPassword(user.passwordHash, options.input.password))) {
    await recordFailure(options.throttle, key);
    throw new AppError(
      'ERROR_INVALID_CREDENTIALS',
      INVALID_CREDENTIALS,
      { password: [INVALID_CREDENTIALS] },
      401,
    );
  }
  // Only after the password is right, so a ban tells nothing to someone guessing passwords.
  await restrictions.assertAllowed(db, user.id, 'login');
  const challenge = await twoFactor.startLoginChallenge(db, options.delivery, user.id);
  if (challenge) return { kind: 'two-factor', challenge };
  return { kind: 'signed-in', signedIn: await signIn(db, user.id, options) };
}

/** The second step of a two-factor login: a correct code signs in exactly as a plain login does. */
export async function completeTwoFactorLogin(
  db: Database,
  options: { input: LoginTwoFactorInput; client: ClientInfo; previousToken?: string },
): Promise<SignedIn> {
  const userId = await twoFactor.approveLoginRequest(db, options.input);
  return signIn(db, userId, options);
}

async function signIn(
  db: Database,
  userId: number,
  options: { client: ClientInfo; previousToken?: string },
): Promise<SignedIn> {
  if (options.previousToken) await sessions.revokeSession(db, hashToken(options.previousToken));
  return startSession(db, userId, options.client);
}

export async function logout(db: Database, token: string | undefined): Promise<void> {
  if (token) await sessions.revokeSession(db, hashToken(token));
}

export async function authenticate(db: Database, token: string): Promise<SessionUser | undefined> {
  const session = await sessions.findActiveSession(db, hashToken(token));
  if (
    session &&
    (!session.lastSeenAt || Date.now() - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS)
  ) {
    await sessions.touchLastSeen(db, session.userId);
  }
  return session;
}
