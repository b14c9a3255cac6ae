import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE_CODES } from '@p2p/shared';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { channelKey, signChannelToken } from './channel-token.js';
import { channelTokenOf, openUserSocket, socketBase, SocketTestClient } from './socket-test-client.js';
import { recordUserEvents } from './user-events.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ REALTIME_HEARTBEAT_SECONDS: '1' });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.close());

describe('/ws heartbeat', () => {
  it('closes a socket with 4401 once its token expired and no fresh one was sent', async () => {
    const user = await registerUser(ctx.app);
    const [, , sessionId] = (await channelTokenOf(user.client)).split('.');
    const shortLived = signChannelToken(await channelKey(ctx.app.db), {
      userId: user.user.id,
      sessionId: sessionId!,
      expiresAt: new Date(Date.now() + 2000),
    });
    const socket = await SocketTestClient.open(
      `${socketBase(ctx.app)}/ws?token=${encodeURIComponent(shortLived)}`,
    );
    expect(await socket.untilReady()).toHaveLength(1);
    expect(await socket.closed).toBe(REALTIME_CLOSE_CODES.unauthorized);
  });

  it('keeps a socket past its first token’s expiry once a fresh token was sent over it', async () => {
    const user = await registerUser(ctx.app);
    const fresh = await channelTokenOf(user.client);
    const [, , sessionId] = fresh.split('.');
    const shortLived = signChannelToken(await channelKey(ctx.app.db), {
      userId: user.user.id,
      sessionId: sessionId!,
      expiresAt: new Date(Date.now() + 2000),
    });
    const socket = await SocketTestClient.open(
      `${socketBase(ctx.app)}/ws?token=${encodeURIComponent(shortLived)}`,
    );
    await socket.untilReady();
    socket.send({ type: 'auth', token: fresh });
    expect(await socket.next()).toMatchObject({ type: 'realtime.token' });

    // Several heartbeats after the first token's end, the socket still delivers.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await ctx.app.db.transaction((tx) =>
      recordUserEvents(tx, [{ userId: user.user.id, type: 'trade.status', payload: { status: 'paid' } }]),
    );
    expect(await socket.next()).toMatchObject({ type: 'trade.status' });
    expect(socket.closeCode).toBeUndefined();
    await socket.close();
  });
});

describe('/ws and the session', () => {
  it('closes an open socket with 4401 at the next heartbeat once its session logged out', async () => {
    const user = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const socket = await openUserSocket(ctx.app, user.client);
    const bystander = await openUserSocket(ctx.app, other.client);
    await Promise.all([socket.untilReady(), bystander.untilReady()]);
    expect((await user.client.post('/rest/v1/auth/logout')).statusCode).toBeLessThan(300);
    expect(await socket.closed).toBe(REALTIME_CLOSE_CODES.unauthorized);
    // Someone else's session is untouched: their socket still delivers.
    await ctx.app.db.transaction((tx) =>
      recordUserEvents(tx, [{ userId: other.user.id, type: 'trade.status', payload: { status: 'paid' } }]),
    );
    expect(await bystander.next()).toMatchObject({ type: 'trade.status' });
    expect(bystander.closeCode).toBeUndefined();
    await bystander.close();
  });
});
