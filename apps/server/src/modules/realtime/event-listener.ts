import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client.js';
import { parseNotifyPayload, USER_EVENTS_CHANNEL } from './user-events.js';

export type EventPairs = { userId: number; id: number }[];

export interface EventListenerCallbacks {
  /** Events committed somewhere (this node or another): their ids and users. */
  onEvents(pairs: EventPairs): void;
  /** The listening connection was lost and is back: notifications in between are gone, catch up. */
  onReconnect(): void;
}

export interface EventListener {
  close(): Promise<void>;
}

const RECONNECT_DELAY_MS = 1000;
/** The LISTEN connection's application_name, followed by `:<pid>` of the node. */
export const LISTENER_APPLICATION_NAME = 'p2p-realtime-listen';
/**
 * A LISTEN connection whose peer vanished (a failover, a dropped NAT entry) may never see an error:
 * it is asked `select 1` this often and replaced when no answer comes within PROBE_TIMEOUT_MS.
 */
const PROBE_INTERVAL_MS = 30_000;
const PROBE_TIMEOUT_MS = 10_000;

/**
 * Listens to `user_events` notifications. On PostgreSQL a dedicated connection (outside the pool)
 * runs LISTEN and is reopened when it drops; every node sees every commit. On PGlite (one process,
 * one connection) its own `listen` delivers the same notifications, also only at commit.
 */
export async function listenForUserEvents(
  handle: DatabaseHandle,
  callbacks: EventListenerCallbacks,
  log: FastifyBaseLogger,
): Promise<EventListener> {
  return listenToChannel(
    handle,
    { channel: USER_EVENTS_CHANNEL, applicationName: LISTENER_APPLICATION_NAME },
    {
      onPayload(payload) {
        const pairs = parseNotifyPayload(payload ?? '');
        if (pairs.length > 0) callbacks.onEvents(pairs);
      },
      onReconnect: () => callbacks.onReconnect(),
    },
    log,
  );
}

/**
 * LISTEN on one notification channel with the reconnect and probe rules above; other modules (the
 * platform controls) use it for their own channel and connection name.
 */
export async function listenToChannel(
  handle: DatabaseHandle,
  target: { channel: string; applicationName: string },
  callbacks: { onPayload(payload: string | undefined): void; onReconnect(): void },
  log: FastifyBaseLogger,
): Promise<EventListener> {
  const { channel } = target;
  const onPayload = callbacks.onPayload;
  const client = (handle.db as unknown as { $client: unknown }).$client;

  if (handle.driver === 'pglite') {
    const unlisten = await (client as PGlite).listen(channel, onPayload);
    // The database may already be closed when the app closes: nothing left to stop then.
    return { close: () => unlisten().catch(() => undefined) };
  }

  const pool = client as pg.Pool;
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean): Promise<void> => {
    // Named so an operator (or a test) can find each node's LISTEN backend in pg_stat_activity.
    const listener = new pg.Client({
      ...pool.options,
      keepAlive: true,
      application_name: `${target.applicationName}:${process.pid}`,
    });
    let dropped = false;
    const probe: { timer?: NodeJS.Timeout } = {};
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      clearInterval(probe.timer);
      if (current === listener) current = undefined;
      listener.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error, channel }, 'the LISTEN connection was lost; reconnecting');
      retry = setTimeout(() => {
        connect(true).catch(() => undefined);
      }, RECONNECT_DELAY_MS);
    };
    listener.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload);
    });
    listener.on('error', drop);
    listener.on('end', () => drop());
    try {
      await listener.connect();
      await listener.query(`listen ${channel}`);
    } catch (error) {
      if (!isReconnect) {
        // The node cannot start without its event feed: fail loudly instead of retrying quietly.
        dropped = true;
        await listener.end().catch(() => undefined);
        throw error;
      }
      drop(error as Error);
      return;
    }
    if (closed) {
      await listener.end().catch(() => undefined);
      return;
    }
    current = listener;
    probe.timer = setInterval(() => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('the LISTEN connection stopped answering')),
          PROBE_TIMEOUT_MS,
        );
      });
      Promise.race([listener.query('select 1'), timeout])
        .catch((error: Error) => drop(error))
        .finally(() => clearTimeout(timer));
    }, PROBE_INTERVAL_MS);
    probe.timer.unref();
    if (isReconnect) callbacks.onReconnect();
  };

  await connect(false);
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const listener = current;
      current = undefined;
      await listener?.end().catch(() => undefined);
    },
  };
}
