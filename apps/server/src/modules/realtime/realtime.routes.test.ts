import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UserEvent } from '@p2p/shared';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { channelKey, signChannelToken } from './channel-token.js';
import { channelTokenOf, openUserSocket, socketBase, SocketTestClient } from './socket-test-client.js';
import { recordUserEvents } from './user-events.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await ctx.close();
});

async function record(userId: number, type: string, payload: Record<string, unknown> = {}): Promise<void> {
  await ctx.app.db.transaction((tx) =>
    recordUserEvents(tx, [{ userId, type, tradeHash: 'AbCdEfGhIjK', payload }]),
  );
}

describe('POST /account/re-auth-push-subscription', () => {
  it('refuses guests and answers a signed token with its lifetime and the socket URL', async () => {
    const guest = new TestClient(ctx.app);
    expect((await guest.post('/account/re-auth-push-subscription', {})).statusCode).toBe(401);

    const { client } = await registerUser(ctx.app);
    const response = await client.post('/account/re-auth-push-subscription', { channels: ['events'] });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as {
      data: { token: string; expiresAt: string; expireIn: number; url: string };
    };
    expect(data.token.split('.')).toHaveLength(6);
    expect(data.expireIn).toBe(15 * 60);
    expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(data.url).toMatch(/^ws:\/\/.+\/ws$/);

    const bad = await client.post('/account/re-auth-push-subscription', { channels: ['a', 'b'] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('/ws', () => {
  it('pushes the user’s committed events to each of their sockets and to no one else', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const aliceTab1 = await openUserSocket(ctx.app, alice.client);
    const aliceTab2 = await openUserSocket(ctx.app, alice.client);
    const bobSocket = await openUserSocket(ctx.app, bob.client);
    for (const socket of [aliceTab1, aliceTab2, bobSocket]) {
      expect(await socket.untilReady()).toEqual([{ type: 'realtime.ready', lastEventId: 0 }]);
    }

    // A rolled-back event is never delivered: the first event each socket sees is the committed one.
    await ctx.app.db
      .transaction(async (tx) => {
        await recordUserEvents(tx, [{ userId: alice.user.id, type: 'trade.message', payload: { n: 0 } }]);
        tx.rollback();
      })
      .catch(() => undefined);
    await record(alice.user.id, 'trade.message', { n: 1 });
    await record(bob.user.id, 'trade.status', { status: 'paid' });

    for (const socket of [aliceTab1, aliceTab2]) {
      const event = (await socket.next()) as UserEvent;
      expect(event).toMatchObject({ type: 'trade.message', tradeHash: 'AbCdEfGhIjK', payload: { n: 1 } });
      expect(event.id).toBeGreaterThan(0);
    }
    expect(await bobSocket.next()).toMatchObject({ type: 'trade.status', payload: { status: 'paid' } });
    await Promise.all([aliceTab1.close(), aliceTab2.close(), bobSocket.close()]);
  });

  it('resends what a reconnecting client missed after the id it names, then goes live', async () => {
    const carol = await registerUser(ctx.app);
    await record(carol.user.id, 'trade.started', { n: 1 });
    await record(carol.user.id, 'trade.message', { n: 2 });
    await record(carol.user.id, 'trade.message', { n: 3 });

    const first = await openUserSocket(ctx.app, carol.client, 0);
    const all = (await first.untilReady()) as UserEvent[];
    expect(all.map((event) => event.payload?.n)).toEqual([1, 2, 3, undefined]);
    await first.close();

    const lastSeen = all[0]!.id;
    const again = await openUserSocket(ctx.app, carol.client, lastSeen);
    const missed = await again.untilReady();
    expect(missed.map((message) => (message as UserEvent).payload?.n)).toEqual([2, 3, undefined]);
    expect(missed.at(-1)).toEqual({ type: 'realtime.ready', lastEventId: all[2]!.id });

    // A first connection (no after=) resends nothing and names the newest id to resume from.
    const fresh = await openUserSocket(ctx.app, carol.client);
    expect(await fresh.untilReady()).toEqual([{ type: 'realtime.ready', lastEventId: all[2]!.id }]);

    await record(carol.user.id, 'trade.read', { n: 4 });
    expect(await again.next()).toMatchObject({ type: 'trade.read', payload: { n: 4 } });
    expect(await fresh.next()).toMatchObject({ type: 'trade.read', payload: { n: 4 } });
    await Promise.all([again.close(), fresh.close()]);

    const http = await carol.client.get(`/rest/v1/events?after=${lastSeen}&limit=2`);
    expect(http.statusCode).toBe(200);
    const page = http.json() as { data: UserEvent[]; meta: { hasMore: boolean; lastEventId: number } };
    expect(page.data.map((event) => event.payload.n)).toEqual([2, 3]);
    expect(page.meta).toEqual({ hasMore: true, lastEventId: all[2]!.id });
    expect((await new TestClient(ctx.app).get('/rest/v1/events')).statusCode).toBe(401);
    expect((await carol.client.get('/rest/v1/events?after=-1')).statusCode).toBe(400);
  });

  it('resends an event that committed after a later one the client saw (ids are taken before commit)', async () => {
    const gina = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    await record(gina.user.id, 'trade.started', { n: 'old' });
    // Long before: outside the window, never resent.
    await ctx.app.db.execute(
      sql`update user_events set created_at = now() - interval '10 minutes' where user_id = ${gina.user.id}`,
    );
    // Transaction A takes id `late` and is still open while transaction B records and commits `seen`.
    // (Simulated: A's row is written for someone else and handed to Gina when "A commits".)
    await record(other.user.id, 'trade.message', { n: 'late' });
    await record(gina.user.id, 'trade.message', { n: 'seen' });
    const socket = await openUserSocket(ctx.app, gina.client);
    await socket.untilReady();
    await ctx.app.db.execute(
      sql`update user_events set user_id = ${gina.user.id} where user_id = ${other.user.id}`,
    );
    const events = ((await gina.client.get('/rest/v1/events')).json() as { data: UserEvent[] }).data;
    const seen = events.find((event) => event.payload.n === 'seen')!;
    await socket.close();

    const again = await openUserSocket(ctx.app, gina.client, seen.id);
    const resent = (await again.untilReady()) as UserEvent[];
    expect(resent.map((event) => event.payload?.n ?? event.type)).toEqual(['late', 'realtime.ready']);
    expect(resent.at(-1)).toEqual({ type: 'realtime.ready', lastEventId: seen.id });
    await again.close();
  });

  it('refuses a missing, forged or expired token, and one whose session logged out', async () => {
    const dave = await registerUser(ctx.app);
    const base = `${socketBase(ctx.app)}/ws`;
    const token = await channelTokenOf(dave.client);

    const missing = await SocketTestClient.open(base);
    expect(await missing.closed).toBe(4401);

    const [head, , , , nonce, signature] = token.split('.');
    const forgedUser = token.replace(`v1.${dave.user.id}.`, `v1.${dave.user.id + 1}.`);
    for (const forged of [forgedUser, `${head}.${signature}`, `${token.slice(0, -2)}xx`, nonce!]) {
      const socket = await SocketTestClient.open(`${base}?token=${encodeURIComponent(forged)}`);
      expect(await socket.closed).toBe(4401);
    }

    const key = await channelKey(ctx.app.db);
    const [, , sessionId] = token.split('.');
    const expired = signChannelToken(key, {
      userId: dave.user.id,
      sessionId: sessionId!,
      expiresAt: new Date(Date.now() - 1000),
    });
    const late = await SocketTestClient.open(`${base}?token=${encodeURIComponent(expired)}`);
    expect(await late.closed).toBe(4401);

    expect((await dave.client.post('/rest/v1/auth/logout')).statusCode).toBeLessThan(300);
    const afterLogout = await SocketTestClient.open(`${base}?token=${encodeURIComponent(token)}`);
    expect(await afterLogout.closed).toBe(4401);
  });

  it('takes a refreshed token over the socket, refuses someone else’s, and closes on nonsense', async () => {
    const erin = await registerUser(ctx.app);
    const frank = await registerUser(ctx.app);
    const socket = await openUserSocket(ctx.app, erin.client);
    await socket.untilReady();

    socket.send({ type: 'auth', token: await channelTokenOf(erin.client) });
    expect(await socket.next()).toMatchObject({ type: 'realtime.token' });

    socket.send({ type: 'auth', token: await channelTokenOf(frank.client) });
    expect(await socket.next()).toMatchObject({ type: 'realtime.error', code: 'ERROR_UNAUTHORIZED' });

    socket.send('not json');
    expect(await socket.closed).toBe(4400);
  });
});
