import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.js';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { testDriver } from '../../test/database.js';
import { startSecondNode } from '../../test/second-node.js';

// Two nodes on one PostgreSQL: a rule added through node A refuses visitors on node B by the NOTIFY
// of the change (the fallback timer at its longest, 5 s), and its removal lets them in again.
describe.runIf(testDriver === 'postgres')('access rules across nodes (PostgreSQL LISTEN/NOTIFY)', () => {
  let nodeA: TestContext;
  let second: Awaited<ReturnType<typeof startSecondNode>>;
  let nodeB: FastifyInstance;

  beforeAll(async () => {
    nodeA = await createTestApp({ PLATFORM_CONTROLS_REFRESH_MS: '5000', TRUST_PROXY: 'true' });
    second = await startSecondNode(nodeA);
    nodeB = second.app;
  });
  afterAll(async () => {
    await second?.close();
    await nodeA?.close();
  });

  const visitOnB = () =>
    nodeB.inject({
      method: 'GET',
      url: '/rest/v1/offers?type=buy',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });

  async function within5s(check: () => Promise<boolean>): Promise<number | null> {
    const started = Date.now();
    while (Date.now() - started < 5000) {
      if (await check()) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  }

  it('a rule added on node A refuses visitors on node B within 5 s; its removal lets them in', async () => {
    const admin = await registerUser(nodeA.app);
    await nodeA.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    expect((await visitOnB()).statusCode).toBe(200);

    const added = await admin.client.post('/rest/v1/admin/access-rules', {
      kind: 'cidr',
      value: '203.0.113.0/24',
      action: 'deny',
    });
    expect(added.statusCode, added.body).toBe(200);
    const refused = await within5s(async () => (await visitOnB()).statusCode === 403);
    expect(refused, 'node B refused within 5 s').not.toBeNull();
    expect((await visitOnB()).json().error.code).toBe('ERROR_IP_BLOCKED');

    const removed = await admin.client.send('DELETE', `/rest/v1/admin/access-rules/${added.json().data.id}`);
    expect(removed.statusCode).toBe(200);
    const reopened = await within5s(async () => (await visitOnB()).statusCode === 200);
    expect(reopened, 'node B let the visitor in within 5 s').not.toBeNull();
  });
});
