import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.js';
import { createTestApp, registerUser, type TestClient, type TestContext } from '../../test/app.js';
import { testDriver } from '../../test/database.js';
import { startSecondNode } from '../../test/second-node.js';
import { fund } from '../../test/ledger.js';
import { createTestOffer, tradingUser } from '../../test/trades.js';

// Two nodes on one PostgreSQL: a halt set through node A stops trade starts on node B, which keeps
// running, by the NOTIFY of the change (the fallback timer is set to its longest, 5 s, on both).
describe.runIf(testDriver === 'postgres')('platform controls across nodes (PostgreSQL LISTEN/NOTIFY)', () => {
  let nodeA: TestContext;
  let second: Awaited<ReturnType<typeof startSecondNode>>;
  let nodeB: FastifyInstance;

  beforeAll(async () => {
    nodeA = await createTestApp({ PLATFORM_CONTROLS_REFRESH_MS: '5000' });
    second = await startSecondNode(nodeA);
    nodeB = second.app;
  });
  afterAll(async () => {
    await second?.close();
    await nodeA?.close();
  });

  /** A request of `client`'s browser sent to node B (sessions live in the shared database). */
  async function onNodeB(client: TestClient, method: 'GET' | 'POST', url: string, body?: unknown) {
    const cookie = ['sid', 'csrf_secret'].map((name) => `${name}=${client.cookie(name) ?? ''}`).join('; ');
    return nodeB.inject({
      method,
      url,
      headers: {
        cookie,
        ...(method === 'POST'
          ? { 'x-csrf-token': await client.fetchCsrf(), 'content-type': 'application/json' }
          : {}),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  }

  /** Asks node B until `done` holds or 5 s passed; returns how long it took, or null. */
  async function within5s(check: () => Promise<boolean>): Promise<number | null> {
    const started = Date.now();
    while (Date.now() - started < 5000) {
      if (await check()) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  }

  it('a halt on node A refuses trade starts on node B within 5 s, and its lift lets them through again', async () => {
    const admin = await registerUser(nodeA.app);
    await nodeA.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const vendor = await tradingUser(nodeA.app);
    const taker = await tradingUser(nodeA.app);
    await fund(nodeA.app.db, vendor.id, 'BTC', 10n ** 9n);
    const offer = await createTestOffer(nodeA.app.db, vendor.id);
    const start = () =>
      onNodeB(taker.client, 'POST', '/rest/v1/trade/start', { offerHash: offer.hash, fiatAmount: '20.00' });

    const first = await start();
    expect(first.statusCode, first.body).toBe(201);

    const halted = await admin.client.post('/rest/v1/admin/platform/halts', {
      coin: 'BTC',
      reason: 'Two-node halt under test',
    });
    expect(halted.statusCode, halted.body).toBe(200);
    let refusal: { statusCode: number; body: string } | undefined;
    const tookMs = await within5s(async () => {
      const response = await start();
      if (response.statusCode === 201) return false;
      refusal = response;
      return true;
    });
    expect(tookMs, 'node B refused within 5 s').not.toBeNull();
    expect(refusal?.statusCode, refusal?.body).toBe(409);
    expect(JSON.parse(refusal!.body).error.code).toBe('ERROR_TRADING_HALTED');
    // Node B's status shows the halt too.
    const status = await onNodeB(taker.client, 'GET', '/rest/v1/platform/status');
    expect(status.json().data.halts).toEqual([expect.objectContaining({ coin: 'BTC' })]);

    const lifted = await admin.client.post(
      `/rest/v1/admin/platform/halts/${halted.json().data.halt.id}/lift`,
      { reason: 'Two-node halt lifted' },
    );
    expect(lifted.statusCode, lifted.body).toBe(200);
    const reopened = await within5s(
      async () =>
        (await onNodeB(taker.client, 'GET', '/rest/v1/platform/status')).json().data.halts.length === 0,
    );
    expect(reopened, 'node B saw the lift within 5 s').not.toBeNull();
    const again = await start();
    expect(again.statusCode, again.body).toBe(201);
  });

  it('maintenance switched on node A answers 503 on node B within 5 s', async () => {
    const admin = await registerUser(nodeA.app);
    await nodeA.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const user = await registerUser(nodeA.app);
    const on = await admin.client.post('/rest/v1/admin/platform/maintenance', {
      expectedEndAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(on.statusCode, on.body).toBe(200);
    const took = await within5s(
      async () => (await onNodeB(user.client, 'GET', '/rest/v2/wallet/balances')).statusCode === 503,
    );
    expect(took, 'node B answered 503 within 5 s').not.toBeNull();
    expect((await onNodeB(admin.client, 'GET', '/rest/v2/wallet/balances')).statusCode).toBe(200);
    await admin.client.send('DELETE', '/rest/v1/admin/platform/maintenance');
  });
});
