import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp, TestClient } from '../test/app.js';

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

describe.runIf(await redisAnswers())('rate limits across nodes', () => {
  it('count attempts on every node against one budget through Redis', async () => {
    const env = { REDIS_URL, AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' };
    const [nodeA, nodeB] = await Promise.all([createTestApp(env), createTestApp(env)]);
    try {
      // A client address of its own, so earlier runs and other tests do not share the budget.
      const headers = {
        'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`,
      };
      const attempt = (client: TestClient) =>
        client.post('/rest/v1/auth/login', { login: 'nobody', password: 'Wrong-password-1' }, { headers });
      const onA = new TestClient(nodeA.app);
      const onB = new TestClient(nodeB.app);
      const statuses = [
        (await attempt(onA)).statusCode,
        (await attempt(onB)).statusCode,
        (await attempt(onA)).statusCode,
        (await attempt(onB)).statusCode,
      ];
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await Promise.all([nodeA.close(), nodeB.close()]);
    }
  });
});

describe('rate limits without their Redis store', () => {
  it('let sign-in work rather than failing every request', async () => {
    const node = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const response = await new TestClient(node.app).post('/rest/v1/auth/login', {
        login: 'nobody',
        password: 'Wrong-password-1',
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await node.close();
    }
  });
});
