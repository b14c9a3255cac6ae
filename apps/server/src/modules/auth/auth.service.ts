import type { CurrentUser, LoginInput, RegisterInput, UserRole } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import * as users from '../users/users.service.js';
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

export interface SessionUser {
  userId: number;
  role: UserRole;
  sessionId: string;
}

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

export async function register(
  db: Database,
  options: { input: RegisterInput; client: ClientInfo; previousToken?: string },
): Promise<SignedIn> {
  const created = await users.createUser(db, options.input);
  if (options.previousToken) await sessions.revokeSession(db, hashToken(options.previousToken));
  return startSession(db, created.id, options.client);
}

/** Checks the password and opens a fresh session; the session the browser had before is revoked. */
export async function login(
  db: Database,
  options: { input: LoginInput; client: ClientInfo; previousToken?: string },
): Promise<SignedIn> {
  const user = await users.findUserByLogin(db, options.input.login);
  if (!user) {
    await burnPasswordCheck(options.input.password);
    throw new AppError(
      'ERROR_INVALID_CREDENTIALS',
      INVALID_CREDENTIALS,
      { password: [INVALID_CREDENTIALS] },
      401,
    );
  }
  if (!(await verifyPassword(user.passwordHash, options.input.password))) {
    throw new AppError(
      'ERROR_INVALID_CREDENTIALS',
      INVALID_CREDENTIALS,
      { password: [INVALID_CREDENTIALS] },
      401,
    );
  }
  if (options.previousToken) await sessions.revokeSession(db, hashToken(options.previousToken));
  return startSession(db, user.id, options.client);
}

export async function logout(db: Database, token: string | undefined): Promise<void> {
  if (token) await sessions.revokeSession(db, hashToken(token));
}

export async function authenticate(db: Database, token: string): Promise<SessionUser | undefined> {
  return sessions.findActiveSession(db, hashToken(token));
}
