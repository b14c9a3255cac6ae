import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { Config } from '../../config.js';
import { activeSessionIds, channelKey } from './channel-token.js';
import { listenForUserEvents } from './event-listener.js';
import { checkChannelToken, realtimeRoutes } from './realtime.routes.js';
import { SocketHub } from './socket-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's event sockets. */
    realtimeHub: SocketHub;
  }
}

/** Messages are small notices; the client reads the data over HTTP. */
const MAX_CLIENT_MESSAGE_BYTES = 4096;

/**
 * Real time: `/ws` sockets that receive the user's events after they commit, on whichever node the
 * socket is connected (LISTEN/NOTIFY on PostgreSQL, PGlite's own listen in one process).
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options;
    const key = await channelKey(app.db);
    const hub = new SocketHub({
      db: app.db,
      log: app.log,
      verifyToken: (token) => checkChannelToken(app, key, token),
      activeSessions: (sessionIds) => activeSessionIds(app.db, sessionIds),
      heartbeatMs: config.REALTIME_HEARTBEAT_SECONDS * 1000,
      maxSocketsPerUser: config.REALTIME_MAX_SOCKETS_PER_USER,
    });
    const listener = await listenForUserEvents(
      app.dbHandle,
      { onEvents: (pairs) => hub.onEvents(pairs), onReconnect: () => hub.catchUp() },
      app.log,
    );
    hub.start();
    app.decorate('realtimeHub', hub);
    app.addHook('preClose', async () => {
      await hub.close();
    });
    app.addHook('onClose', async () => {
      await listener.close();
    });

    await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
    await app.register(realtimeRoutes, { config, key, hub });
  },
  { name: 'realtime', dependencies: ['db', 'session'] },
);
