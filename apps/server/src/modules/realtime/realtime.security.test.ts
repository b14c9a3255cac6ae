import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { REALTIME_CLOSE_CODES, type RealtimeServerMessage } from '@p2p/shared';
import { buildApp } from '../../app.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { channelTokenOf, openUserSocket, socketBase, SocketTestClient } from './socket-test-client.js';
import { MAX_BUFFERED_BYTES, MAX_CLIENT_MESSAGES_PER_BEAT, SocketHub } from './socket-hub.js';
import { lastUserEventId, recordUserEvents } from './user-events.js';
import { redactToken } from './realtime.routes.js';

let ctx: TestContext;
const MAX_SOCKETS_PER_USER = 20;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.close());

/** A stand-in for a `ws` socket: records what the hub sends and how it closes it. */
class FakeSocket extends EventEmitter {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: RealtimeServerMessage[] = [];
  closeCode: number | undefined;
  send(text: string): void {
    this.sent.push(JSON.parse(text) as RealtimeServerMessage);
    if (this.buffers) this.bufferedAmount += text.length;
  }
  /** When set, sent data stays "unsent" until `drain()`: a client on a slow link. */
  buffers = false;
  drain(): void {
    this.bufferedAmount = 0;
  }
  close(code?: number): void {
    if (this.readyState !== 1) return;
    this.readyState = 3;
    this.closeCode = code;
    this.emit('close', code);
  }
  terminate(): void {
    this.close(1006);
  }
  ping(): void {}
  get events() {
    return this.sent.filter((message) => !message.type.startsWith('realtime.'));
  }
}

function newHub(): SocketHub {
  return new SocketHub({
    db: ctx.app.db,
    log: ctx.app.log,
    verifyToken: () => Promise.resolve(undefined),
    activeSessions: (ids) => Promise.resolve(new Set(ids)),
    heartbeatMs: 60_000,
    maxSocketsPerUser: MAX_SOCKETS_PER_USER,
  });
}

const claimsOf = (userId: number) => ({
  userId,
  sessionId: '00000000-0000-4000-8000-000000000000',
  expiresAt: new Date(Date.now() + 600_000),
});

async function recordOne(userId: number): Promise<number> {
  await ctx.app.db.transaction((tx) => recordUserEvents(tx, [{ userId, type: 'trade.message' }]));
  return lastUserEventId(ctx.app.db, userId);
}

/** Lets the hub's queued deliveries run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the channel token stays out of the logs', () => {
  it('logs the /ws request with the token redacted', async () => {
    const lines: string[] = [];
    const logged: FastifyInstance = await buildApp({
      config: ctx.config,
      database: ctx.database,
      closeDatabase: false,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      await logged.listen({ host: '127.0.0.1', port: 0 });
      const { client } = await registerUser(logged);
      const token = await channelTokenOf(client);
      const socket = await openUserSocket(logged, client);
      await socket.untilReady();
      await socket.close();
      const log = lines.join('\n');
      expect(log).toContain('/ws?token=[redacted]');
      expect(log).not.toContain(token.split('.').at(-1)!);
    } finally {
      await logged.close();
    }
    expect(redactToken('/ws?after=3&token=v1.a.b&x=1')).toBe('/ws?after=3&token=[redacted]&x=1');
  });
});

describe('socket limits', () => {
  it(`refuses a user's socket beyond ${MAX_SOCKETS_PER_USER} on one node with 4429`, async () => {
    const hub = newHub();
    const { user } = await registerUser(ctx.app);
    const sockets = Array.from({ length: MAX_SOCKETS_PER_USER + 1 }, () => new FakeSocket());
    for (const socket of sockets)
      await hub.attach(socket as unknown as WebSocket, claimsOf(user.id), undefined);
    expect(sockets.slice(0, -1).every((socket) => socket.closeCode === undefined)).toBe(true);
    expect(sockets.at(-1)!.closeCode).toBe(REALTIME_CLOSE_CODES.tooManySockets);
    expect(hub.size).toBe(MAX_SOCKETS_PER_USER);
    expect(ctx.config.REALTIME_MAX_SOCKETS_PER_USER).toBe(MAX_SOCKETS_PER_USER);
    // Another user is not affected by this one's sockets.
    const other = new FakeSocket();
    await hub.attach(other as unknown as WebSocket, claimsOf(user.id + 1), undefined);
    expect(other.closeCode).toBeUndefined();
    await hub.close();
  });

  it('drops a socket whose unsent data passed 1 MB instead of buffering more', async () => {
    const hub = newHub();
    const { user } = await registerUser(ctx.app);
    const slow = new FakeSocket();
    const fast = new FakeSocket();
    await hub.attach(slow as unknown as WebSocket, claimsOf(user.id), undefined);
    await hub.attach(fast as unknown as WebSocket, claimsOf(user.id), undefined);
    slow.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    expect(MAX_BUFFERED_BYTES).toBeLessThanOrEqual(1024 * 1024);
    const id = await recordOne(user.id);
    hub.onEvents([{ userId: user.id, id }]);
    await settle();
    expect(slow.closeCode).toBe(1006);
    expect(slow.events).toEqual([]);
    expect(fast.events.map((event) => (event as { id: number }).id)).toEqual([id]);
    await hub.close();
  });
});

describe('no duplicates', () => {
  it('does not send an event twice when a catch-up and its live notice both deliver it', async () => {
    const hub = newHub();
    const { user } = await registerUser(ctx.app);
    const socket = new FakeSocket();
    await hub.attach(socket as unknown as WebSocket, claimsOf(user.id), undefined);
    const id = await recordOne(user.id);
    // The LISTEN connection came back (catch-up reads the event), then the event's own notice arrives.
    hub.catchUp();
    await settle();
    hub.onEvents([{ userId: user.id, id }]);
    await settle();
    expect(socket.events.map((event) => (event as { id: number }).id)).toEqual([id]);
    await hub.close();
  });

  it('a socket only ever receives its own user’s events', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const bobSocket = await openUserSocket(ctx.app, bob.client);
    await bobSocket.untilReady();
    await recordOne(alice.user.id);
    const bobsOwn = await recordOne(bob.user.id);
    expect(await bobSocket.next()).toMatchObject({ id: bobsOwn });
    // A guest cannot get a token at all.
    const guest = new TestClient(ctx.app);
    expect((await guest.post('/account/re-auth-push-subscription', {})).statusCode).toBe(401);
    await bobSocket.close();
    const forged = await SocketTestClient.open(`${socketBase(ctx.app)}/ws?token=v1.${bob.user.id}.x.1.y.z`);
    expect(await forged.closed).toBe(REALTIME_CLOSE_CODES.unauthorized);
  });

  it(`closes a socket that floods the server with more than ${MAX_CLIENT_MESSAGES_PER_BEAT} messages between heartbeats`, async () => {
    const { client } = await registerUser(ctx.app);
    const socket = await openUserSocket(ctx.app, client);
    await socket.untilReady();
    const token = await channelTokenOf(client);
    for (let i = 0; i <= MAX_CLIENT_MESSAGES_PER_BEAT; i += 1) socket.send({ type: 'auth', token });
    expect(await socket.closed).toBe(REALTIME_CLOSE_CODES.badMessage);
  });

  it('paces a long resync by the client’s reading instead of dropping it past the buffer limit', async () => {
    const hub = newHub();
    const { user } = await registerUser(ctx.app);
    const count = 12_000; // ~110 bytes each: well past the 1 MB limit when sent at once
    await ctx.app.db.transaction((tx) =>
      recordUserEvents(
        tx,
        Array.from({ length: count }, (_, n) => ({ userId: user.id, type: 'trade.message', payload: { n } })),
      ),
    );
    const socket = new FakeSocket();
    socket.buffers = true;
    const reader = setInterval(() => socket.drain(), 30);
    try {
      await hub.attach(socket as unknown as WebSocket, claimsOf(user.id), 0);
    } finally {
      clearInterval(reader);
    }
    expect(socket.closeCode).toBeUndefined();
    expect(socket.events).toHaveLength(count);
    expect(socket.sent.at(-1)).toMatchObject({ type: 'realtime.ready' });
    await hub.close();
  });
});
