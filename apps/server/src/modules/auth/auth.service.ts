import type {
  CurrentUser,
  LoginInput,
  LoginTwoFactorInput,
  RegisterInput,
  TwoFactorChallenge,
  TwoFactorMethod,
  UserRole,
} from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { Delivery } from '../outbox/outbox.service.js';
import * as loginHistory from '../account-sessions/login-history.service.js';
import * as restrictions from '../restrictions/restrictions.service.js';
import * as twoFactor from '../two-factor/two-factor.service.js';
import { attributeReferral, type PartnerSettings } from '../partners/partners.service.js';
import * as users from '../users/users.service.js';
import * as verification from '../verification/verification.service.js';
import { assertNotThrottled, recordFailure, throttleKey, type LoginThrottle } from './login-throttle.js';
import * as sessions from './sessions.repository.js';

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  sessionTtlDays: number;
  /** The device cookie (new-device check) and the trusted proxy's country, when known. */
  deviceId?: string | null;
  country?: string | null;
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
  /** A demo mode account (decision 044): play money only, most writes refused. */
  isDemo: boolean;
  sessionId: string;
  lastSeenAt: Date | null;
  sessionLastSeenAt: Date | null;
}

/** How stale `last_seen_at` may get before a request refreshes it (one write a minute, not one a request). */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export const INVALID_CREDENTIALS = 'Wrong username, e-mail or password';

export async function startSession(db: Database, userId: number, client: ClientInfo): Promise<SignedIn> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + client.sessionTtlDays * 86_400_000);
  await sessions.insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    country: client.country ?? null,
    deviceHash: loginHistory.deviceHashOf(client),
  });
  return { user: await users.getCurrentUser(db, userId), token, expiresAt };
}

/** Creates the account, mails the e-mail confirmation code, and signs in. */
export async function register(
  db: Database,
  options: {
    input: RegisterInput;
    client: ClientInfo;
    previousToken?: string;
    delivery: Delivery;
    /** The partner programme's settings; attribution of `input.ref` needs the feature flag on. */
    partners?: PartnerSettings;
  },
): Promise<SignedIn> {
  const created = await users.createUser(db, options.input);
  if (options.partners) {
    await attributeReferral(db, options.partners, { userId: created.id, code: options.input.ref });
  }
  await verification.startEmailVerification(db, options.delivery, created.id);
  if (options.previousToken) await sessions.revokeSession(db, hashToken(options.previousToken));
  const signedIn = await startSession(db, created.id, options.client);
  await loginHistory.noteSignInDevice(db, options.delivery, { userId: created.id, client: options.client });
  return signedIn;
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
  // A closed account (decision 015) signs in no more: it answers as an unknown login.
  const found = await users.findUserByLogin(db, options.input.login);
  const user = found?.closedAt ? undefined : found;
  const key = throttleKey(user?.id, options.input.login);
  await assertNotThrottled(db, options.throttle, { key, userId: user?.id, ip: options.client.ip }).catch(
    async (error: unknown) => {
      // The owner sees in their login history that someone is hammering the account.
      if (user)
        await loginHistory.recordLoginAttempt(db, {
          userId: user.id,
          result: 'throttled',
          client: options.client,
        });
      throw error;
    },
  );
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
    await loginHistory.recordLoginAttempt(db, {
      userId: user.id,
      result: 'wrong_password',
      client: options.client,
    });
    await recordFailure(options.throttle, key);
    throw new AppError(
      'ERROR_INVALID_CREDENTIALS',
      INVALID_CREDENTIALS,
      { password: [INVALID_CREDENTIALS] },
      401,
    );
  }
  // Only after the password is right, so a ban tells nothing to someone guessing passwords.
  await restrictions.assertAllowed(db, user.id, 'login').catch(async (error: unknown) => {
    await loginHistory.recordLoginAttempt(db, { userId: user.id, result: 'blocked', client: options.client });
    throw error;
  });
  const challenge = await twoFactor.startLoginChallenge(db, options.delivery, user.id);
  if (challenge) return { kind: 'two-factor', challenge };
  return { kind: 'signed-in', signedIn: await signIn(db, user.id, options) };
}

/** The second step of a two-factor login: a correct code signs in exactly as a plain login does. */
export async function completeTwoFactorLogin(
  db: Database,
  options: { input: LoginTwoFactorInput; client: ClientInfo; previousToken?: string; delivery?: Delivery },
): Promise<SignedIn> {
  const { userId, secondFactor } = await loginHistory.checkSecondFactor(
    db,
    { requestId: options.input.requestId, client: options.client },
    () => twoFactor.approveLoginRequest(db, options.input),
  );
  return signIn(db, userId, { ...options, secondFactor });
}

async function signIn(
  db: Database,
  userId: number,
  options: {
    client: ClientInfo;
    previousToken?: string;
    delivery?: Delivery;
    secondFactor?: TwoFactorMethod | null;
  },
): Promise<SignedIn> {
  if (options.previousToken) await sessions.revokeSession(db, hashToken(options.previousToken));
  const signedIn = await startSession(db, userId, options.client);
  const { client, secondFactor } = options;
  await loginHistory.recordLoginAttempt(db, { userId, result: 'success', secondFactor, client });
  if (options.delivery) await loginHistory.noteSignInDevice(db, options.delivery, { userId, client });
  return signedIn;
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
