import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';

// Three failures per account per window; the per-IP limit stays far away (1000 in tests).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    TRUST_PROXY: 'true',
    LOGIN_ACCOUNT_MAX_FAILURES: '3',
    LOGIN_ACCOUNT_WINDOW_SECONDS: '600',
  });
});
afterAll(() => ctx.close());

let nextIp = 1;
/** A client at an address of its own, as an attacker rotating addresses would be. */
function clientAtNewIp() {
  nextIp += 1;
  const ip = `198.51.100.${nextIp}`;
  const client = new TestClient(ctx.app);
  const login = (body: { login: string; password: string }) =>
    client.post('/rest/v1/auth/login', body, { headers: { 'x-forwarded-for': ip } });
  return { client, login, ip };
}

describe('per-account sign-in throttling', () => {
  it('refuses an account with 429 and Retry-After after repeated failures from many addresses, even the right password', async () => {
    const { account } = await registerUser(ctx.app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await clientAtNewIp().login({ login: account.email, password: 'Wrong-password-1' });
      expect(wrong.statusCode).toBe(401);
    }
    const refused = await clientAtNewIp().login({ login: account.username, password: account.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('ERROR_RATE_LIMITED');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.json().error.countdown).toBe(retryAfter);
  });

  it('still lets the owner in from an address they signed in from before', async () => {
    // registerUser signs in without X-Forwarded-For, from the injector's own address.
    const { account } = await registerUser(ctx.app);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await clientAtNewIp().login({ login: account.username, password: 'Wrong-password-1' });
    }
    const stranger = await clientAtNewIp().login({ login: account.username, password: account.password });
    expect(stranger.statusCode).toBe(429);
    const owner = await new TestClient(ctx.app).post('/rest/v1/auth/login', {
      login: account.username,
      password: account.password,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('answers an unknown login exactly like a known one, 401 then 429', async () => {
    const login = `nobody-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await clientAtNewIp().login({ login, password: 'Wrong-password-1' })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('does not count successful sign-ins, nor other accounts', async () => {
    const { account } = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await clientAtNewIp().login({ login: other.account.username, password: 'Wrong-password-1' });
    }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const ok = await clientAtNewIp().login({ login: account.username, password: account.password });
      expect(ok.statusCode).toBe(200);
    }
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe.runIf(await redisAnswers())('per-account throttling across nodes', () => {
  it('counts one account against one budget on every node through Redis', async () => {
    const env = { REDIS_URL, TRUST_PROXY: 'true', LOGIN_ACCOUNT_MAX_FAILURES: '2' };
    const [nodeA, nodeB] = await Promise.all([createTestApp(env), createTestApp(env)]);
    try {
      // A login of its own, so earlier runs do not share the budget.
      const login = `nobody-${randomUUID()}`;
      const attempt = (node: TestContext, ip: string) =>
        new TestClient(node.app).post(
          '/rest/v1/auth/login',
          { login, password: 'Wrong-password-1' },
          { headers: { 'x-forwarded-for': ip } },
        );
      const statuses = [
        (await attempt(nodeA, '198.51.100.201')).statusCode,
        (await attempt(nodeB, '198.51.100.202')).statusCode,
        (await attempt(nodeA, '198.51.100.203')).statusCode,
      ];
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await Promise.all([nodeA.close(), nodeB.close()]);
    }
  });
});
