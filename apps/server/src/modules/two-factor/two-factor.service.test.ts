import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { authRequests } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { freshTotp, put, userWithAuthenticator, BASE } from '../../test/two-factor.js';
import { getTwoFactorSummary, requireSecondFactor } from './two-factor.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('requireSecondFactor', () => {
  it('is a no-op for an account without two-factor', async () => {
    const { user } = await registerUser(ctx.app);
    const db = ctx.database.db;
    expect(await requireSecondFactor(db, { userId: user.id, action: 'release' })).toBe('disabled');
    expect(await requireSecondFactor(db, { userId: user.id, action: 'withdrawal', code: '1' })).toBe(
      'disabled',
    );
  });

  it('asks for the code of an enabled switch, refuses a wrong one and passes the right one', async () => {
    const { user, secret } = await userWithAuthenticator(ctx.app);
    const db = ctx.database.db;
    const missing = await rejection(requireSecondFactor(db, { userId: user.id, action: 'release' }));
    expect(missing).toMatchObject({
      code: 'ERROR_TWO_FACTOR_REQUIRED',
      status: 401,
      details: { code: [expect.stringMatching(/Enter/)] },
    });
    const wrong = await rejection(
      requireSecondFactor(db, { userId: user.id, action: 'release', code: '000000' }),
    );
    expect(wrong).toMatchObject({ code: 'ERROR_TWO_FACTOR_REQUIRED', status: 401 });
    expect(wrong.details).toHaveProperty('code');
    // The wrong code stays counted although the caller's work failed.
    const denied = await db
      .select()
      .from(authRequests)
      .where(and(eq(authRequests.userId, user.id), eq(authRequests.state, 'denied')));
    expect(denied).toMatchObject([{ action: 'release', attempts: 1 }]);

    const code = await freshTotp(db, user.id, secret);
    expect(await requireSecondFactor(db, { userId: user.id, action: 'withdrawal', code })).toBe('passed');
    const replay = await rejection(requireSecondFactor(db, { userId: user.id, action: 'release', code }));
    expect(replay.code).toBe('ERROR_TWO_FACTOR_REQUIRED');
  });

  it('lets one of two simultaneous checks with the same code pass', async () => {
    const { user, secret, backupCodes } = await userWithAuthenticator(ctx.app);
    const db = ctx.database.db;
    for (const code of [await freshTotp(db, user.id, secret), backupCodes[0]!]) {
      const results = await Promise.allSettled([
        requireSecondFactor(db, { userId: user.id, action: 'release', code }),
        requireSecondFactor(db, { userId: user.id, action: 'withdrawal', code }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    }
  });

  it('skips an action whose switch is off', async () => {
    const { user, secret, client } = await userWithAuthenticator(ctx.app);
    const db = ctx.database.db;
    const code = await freshTotp(db, user.id, secret);
    expect((await put(client, `${BASE}/switches`, { code, release: false })).statusCode).toBe(200);
    expect(await requireSecondFactor(db, { userId: user.id, action: 'release' })).toBe('disabled');
    await expect(requireSecondFactor(db, { userId: user.id, action: 'withdrawal' })).rejects.toBeInstanceOf(
      AppError,
    );
  });
});

describe('getTwoFactorSummary', () => {
  it('reports the state, the method and the switches in force', async () => {
    const plain = await registerUser(ctx.app);
    expect(await getTwoFactorSummary(ctx.database.db, plain.user.id)).toEqual({
      state: 'initial',
      method: 'ga',
      login: false,
      release: false,
      sendout: false,
    });
    const { user } = await userWithAuthenticator(ctx.app);
    expect(await getTwoFactorSummary(ctx.database.db, user.id)).toEqual({
      state: 'enabled',
      method: 'ga',
      login: true,
      release: true,
      sendout: true,
    });
  });

  it('shows no switch on while setup is unfinished', async () => {
    const { client, user } = await registerUser(ctx.app);
    await client.post(`${BASE}/setup`, { method: 'ga' });
    expect(await getTwoFactorSummary(ctx.database.db, user.id)).toMatchObject({
      state: 'verification',
      login: false,
      release: false,
      sendout: false,
    });
  });
});
