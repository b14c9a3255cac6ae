import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  REALTIME_CLOSE_CODES,
  realtimeClientMessageSchema,
  type RealtimeServerMessage,
  type UserEvent,
} from '@p2p/shared';
import type { Database } from '../../db/client.js';
import type { ChannelClaims } from './channel-token.js';
import type { EventPairs } from './event-listener.js';
import {
  findUserEvents,
  lastUserEventId,
  listLateEvents,
  listUserEvents,
  toUserEventView,
} from './user-events.js';

interface Connection {
  socket: WebSocket;
  userId: number;
  /** The session the socket's token belongs to: when it logs out, the socket is closed. */
  sessionId: string;
  expiresAt: number;
  /** The newest event id sent to this socket. */
  cursor: number;
  /** False while the resync after `after` runs; live events wait in `pending` meanwhile. */
  ready: boolean;
  pending: UserEvent[];
  /**
   * The ids most recently sent (at most RECENT_IDS, oldest first): a live notice that raced the resync,
   * or a catch-up that re-reads what was already pushed live, is not sent twice.
   */
  recent: Set<number>;
  alive: boolean;
  /** Messages the client sent since the last heartbeat (each refresh costs a session query). */
  messages: number;
}

const RESYNC_PAGE = 500;
/** How many sent ids each socket remembers to avoid duplicates (a few KB per socket). */
const RECENT_IDS = 1024;
/**
 * A socket that cannot keep up (its unsent data exceeds this) is dropped; it resyncs on reconnect.
 * Events are ~200 bytes, so this is thousands of events; it bounds a node's memory at sockets × 1 MB.
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** A client refreshes its token every ~10 minutes; more messages than this per heartbeat is abuse. */
export const MAX_CLIENT_MESSAGES_PER_BEAT = 5;
const OPEN = 1;

export interface SocketHubOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Verifies a refreshed token sent over the socket (signature, expiry, live session). */
  verifyToken(token: string): Promise<ChannelClaims | undefined>;
  /** Which of these sessions are still signed in (checked for all sockets once per heartbeat). */
  activeSessions(sessionIds: readonly string[]): Promise<Set<string>>;
  heartbeatMs: number;
  /** Sockets one user may hold on this node (tabs, devices): one user cannot exhaust a node. */
  maxSocketsPerUser: number;
}

/**
 * This node's sockets by user. Events reach it as ids (from LISTEN/NOTIFY, after commit); the hub
 * reads those of users connected here, in one query per batch, and sends each to every socket of its
 * user, in id order. A new socket first gets the events after the id it names (resync); live events
 * arriving during the resync wait and are sent after it, without duplicates.
 */
export class SocketHub {
  private readonly byUser = new Map<number, Set<Connection>>();
  private queue: EventPairs = [];
  private scheduled = false;
  /** Deliveries run one after another so that a socket sees events in order. */
  private chain: Promise<void> = Promise.resolve();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly options: SocketHubOptions) {}

  /** Connected sockets on this node. */
  get size(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  start(): void {
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  async close(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const set of this.byUser.values()) {
      for (const connection of set) connection.socket.close(1001, 'server shutting down');
    }
    this.byUser.clear();
    await this.chain;
  }

  /**
   * Takes a socket whose token was verified; resends the user's events after `after`, then goes live.
   * Without `after` (a first connection) there is nothing to resend: it goes live from the newest event.
   */
  async attach(socket: WebSocket, claims: ChannelClaims, after: number | undefined): Promise<void> {
    let set = this.byUser.get(claims.userId);
    if (set && set.size >= this.options.maxSocketsPerUser) {
      socket.close(REALTIME_CLOSE_CODES.tooManySockets, 'too many sockets');
      return;
    }
    const connection: Connection = {
      socket,
      userId: claims.userId,
      sessionId: claims.sessionId,
      expiresAt: claims.expiresAt.getTime(),
      cursor: after ?? 0,
      ready: false,
      pending: [],
      recent: new Set(),
      alive: true,
      messages: 0,
    };
    if (!set) this.byUser.set(claims.userId, (set = new Set()));
    set.add(connection);
    socket.on('close', () => this.detach(connection));
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      this.onClientMessage(connection, isBinary ? undefined : data.toString('utf8')).catch((error) =>
        this.options.log.warn({ err: error }, 'realtime: a client message failed'),
      );
    });
    try {
      await this.resync(connection, after === undefined);
    } catch (error) {
      this.options.log.error({ err: error }, 'realtime: resync failed');
      socket.close(1011, 'resync failed');
    }
  }

  /** Events committed on some node: queue them and deliver in one batch on the next turn. */
  onEvents(pairs: EventPairs): void {
    for (const pair of pairs) if (this.byUser.has(pair.userId)) this.queue.push(pair);
    if (this.queue.length === 0 || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const batch = this.queue;
      this.queue = [];
      this.enqueue(() => this.deliverBatch(batch));
    });
  }

  /** After the listening connection came back: send every socket what it missed meanwhile. */
  catchUp(): void {
    this.enqueue(async () => {
      for (const [userId, set] of this.byUser) {
        const ready = [...set].filter((connection) => connection.ready);
        if (ready.length === 0) continue;
        let from = Math.min(...ready.map((connection) => connection.cursor));
        for (;;) {
          const rows = await listUserEvents(this.options.db, userId, from, RESYNC_PAGE);
          for (const row of rows) this.deliver(row.userId, toUserEventView(row), 'catch-up');
          if (rows.length < RESYNC_PAGE) break;
          from = rows.at(-1)!.id;
        }
      }
    });
  }

  private enqueue(work: () => Promise<void>): void {
    this.chain = this.chain
      .then(work)
      .catch((error) => this.options.log.error({ err: error }, 'realtime: delivery failed'));
  }

  private async deliverBatch(batch: EventPairs): Promise<void> {
    const userIds = [...new Set(batch.map((pair) => pair.userId))].filter((id) => this.byUser.has(id));
    if (userIds.length === 0) return;
    const rows = await findUserEvents(
      this.options.db,
      batch.map((pair) => pair.id),
      userIds,
    );
    for (const row of rows) this.deliver(row.userId, toUserEventView(row), 'live');
  }

  /**
   * Live events are each announced once, so they are sent even below the cursor (a transaction that
   * took its id earlier can commit later); a catch-up re-reads from the cursor and sends only above it.
   * Either way an id the socket was recently sent is not sent again.
   */
  private deliver(userId: number, event: UserEvent, mode: 'live' | 'catch-up'): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    let text: string | undefined;
    for (const connection of set) {
      if (!connection.ready) {
        connection.pending.push(event);
        continue;
      }
      if (connection.recent.has(event.id) || (mode === 'catch-up' && event.id <= connection.cursor)) continue;
      text ??= JSON.stringify(event);
      this.sendText(connection, text);
      remember(connection, event.id);
      connection.cursor = Math.max(connection.cursor, event.id);
    }
  }

  private async resync(connection: Connection, fromNewest: boolean): Promise<void> {
    const sent = connection.recent;
    let resent = 0;
    let cursor = fromNewest ? await lastUserEventId(this.options.db, connection.userId) : connection.cursor;
    if (!fromNewest && cursor > 0) {
      // Events below `after` that may have committed after the client saw `after` (see listLateEvents).
      for (const row of await listLateEvents(this.options.db, connection.userId, cursor)) {
        this.send(connection, toUserEventView(row));
        remember(connection, row.id);
      }
    }
    for (;;) {
      const rows = await listUserEvents(this.options.db, connection.userId, cursor, RESYNC_PAGE);
      for (const row of rows) {
        this.send(connection, toUserEventView(row));
        remember(connection, row.id);
        resent += 1;
        cursor = row.id;
      }
      if (rows.length < RESYNC_PAGE || connection.socket.readyState !== OPEN) break;
      // A long resync goes at the client's pace instead of filling the send buffer past its limit.
      await drained(connection.socket);
    }
    // A client naming an id beyond its newest event (another database, a bug) would otherwise skip
    // its next events as already seen.
    if (resent === 0 && cursor > 0)
      cursor = Math.min(cursor, await lastUserEventId(this.options.db, connection.userId));
    for (const event of connection.pending) {
      if (sent.has(event.id)) continue;
      this.send(connection, event);
      remember(connection, event.id);
      cursor = Math.max(cursor, event.id);
    }
    connection.pending = [];
    connection.cursor = cursor;
    connection.ready = true;
    this.send(connection, { type: 'realtime.ready', lastEventId: cursor });
  }

  private async onClientMessage(connection: Connection, text: string | undefined): Promise<void> {
    connection.messages += 1;
    if (connection.messages > MAX_CLIENT_MESSAGES_PER_BEAT) {
      connection.socket.close(REALTIME_CLOSE_CODES.badMessage, 'too many messages');
      return;
    }
    let parsed: unknown;
    try {
      parsed = text === undefined ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const message = realtimeClientMessageSchema.safeParse(parsed);
    if (!message.success) {
      connection.socket.close(REALTIME_CLOSE_CODES.badMessage, 'unknown message');
      return;
    }
    const claims = await this.options.verifyToken(message.data.token);
    if (!claims || claims.userId !== connection.userId) {
      this.send(connection, {
        type: 'realtime.error',
        code: 'ERROR_UNAUTHORIZED',
        message: 'The token is invalid or expired; the socket keeps its current token',
      });
      return;
    }
    if (claims.expiresAt.getTime() > connection.expiresAt) {
      connection.expiresAt = claims.expiresAt.getTime();
      // The fresh token may come from another of the user's sessions: the socket now lives with it.
      connection.sessionId = claims.sessionId;
    }
    this.send(connection, {
      type: 'realtime.token',
      expiresAt: new Date(connection.expiresAt).toISOString(),
    });
  }

  private beat(): void {
    this.closeSignedOut().catch((error) =>
      this.options.log.warn({ err: error }, 'realtime: the session check failed'),
    );
    const now = Date.now();
    for (const set of this.byUser.values()) {
      for (const connection of set) {
        if (connection.expiresAt <= now) {
          connection.socket.close(REALTIME_CLOSE_CODES.unauthorized, 'token expired');
        } else if (!connection.alive) {
          connection.socket.terminate();
        } else {
          connection.messages = 0;
          connection.alive = false;
          connection.socket.ping();
        }
      }
    }
  }

  /** Closes the sockets of sessions that logged out (or were revoked) since their token was issued. */
  private async closeSignedOut(): Promise<void> {
    const connections = [...this.byUser.values()].flatMap((set) => [...set]);
    if (connections.length === 0) return;
    const active = await this.options.activeSessions([...new Set(connections.map((c) => c.sessionId))]);
    for (const connection of connections) {
      if (!active.has(connection.sessionId))
        connection.socket.close(REALTIME_CLOSE_CODES.unauthorized, 'signed out');
    }
  }

  private detach(connection: Connection): void {
    const set = this.byUser.get(connection.userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byUser.delete(connection.userId);
  }

  private send(connection: Connection, message: RealtimeServerMessage): void {
    this.sendText(connection, JSON.stringify(message));
  }

  private sendText(connection: Connection, text: string): void {
    const { socket } = connection;
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(text);
  }
}

/** Notes an id as sent to the socket, forgetting the oldest beyond RECENT_IDS. */
function remember(connection: Connection, id: number): void {
  const { recent } = connection;
  recent.delete(id);
  recent.add(id);
  if (recent.size > RECENT_IDS) recent.delete(recent.values().next().value!);
}

const DRAIN_POLL_MS = 20;
const DRAIN_MAX_WAIT_MS = 30_000;

/** Resolves once the socket's unsent data fell below a quarter of the limit (or it closed, or 30 s). */
async function drained(socket: WebSocket): Promise<void> {
  const until = Date.now() + DRAIN_MAX_WAIT_MS;
  while (socket.readyState === OPEN && socket.bufferedAmount > MAX_BUFFERED_BYTES / 4 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
  }
}
