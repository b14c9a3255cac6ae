import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
  }
}

/** Exposes the database; the caller that opened it decides whether the app closes it. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle; closeOnShutdown: boolean }) => {
    app.decorate('db', options.handle.db);
    app.decorate('dbHandle', options.handle);
    if (options.closeOnShutdown) app.addHook('onClose', () => options.handle.close());
  },
  { name: 'db' },
);
