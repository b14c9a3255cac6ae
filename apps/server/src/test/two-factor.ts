import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client.js';
import { outboxMessages, twoFactorSettings, users } from '../db/schema.js';
import { registerUser, type TestClient } from './app.js';
import { totpCode } from '../modules/two-factor/totp.js';

export const BASE = '/rest/v1/users/two-factor';

/** A signed-in user with the authenticator app enabled (every switch on). */
export async function userWithAuthenticator(app: FastifyInstance) {
  const registered = await registerUser(app);
  const setup = await registered.client.post(`${BASE}/setup`, { method: 'ga' });
  expect(setup.statusCode).toBe(200);
  const secret = setup.json().data.secret as string;
  const confirm = await registered.client.post(`${BASE}/confirm`, { code: await totpCode(secret) });
  expect(confirm.statusCode).toBe(200);
  return { ...registered, secret, backupCodes: confirm.json().data.backupCodes as string[] };
}

/**
 * The code of the current step, usable again: the last accepted step is forgotten, as if the next
 * 30-second step had come (a code is otherwise good once only).
 */
export async function freshTotp(db: Database, userId: number, secret: string): Promise<string> {
  await db.update(twoFactorSettings).set({ lastTotpStep: null }).where(eq(twoFactorSettings.userId, userId));
  return totpCode(secret);
}

export async function verifyPhone(db: Database, userId: number, phone = '+447911123456'): Promise<string> {
  await db.update(users).set({ phone, phoneVerifiedAt: new Date() }).where(eq(users.id, userId));
  return phone;
}

export async function verifyEmail(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/** The newest message to `recipient` in the outbox, and the 6-digit code it carries. */
export async function lastCodeSentTo(db: Database, recipient: string) {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  if (!message) throw new Error(`nothing was sent to ${recipient}`);
  const digits =
    message.channel === 'call' ? message.body.replace(/\D/g, '') : /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!digits || digits.length !== 6) throw new Error(`no code in: ${message.body}`);
  return { message, code: digits };
}

export function put(client: TestClient, url: string, body?: unknown) {
  return client.send('PUT', url, body);
}
