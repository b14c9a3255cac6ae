import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { TestContext } from './app.js';
import { openWidePool } from './database.js';

/**
 * A second node beside `nodeA` on its PostgreSQL test database: the same configuration, its own app
 * and its own pool of `poolSize` connections, as another process of the deployment would have.
 * `close()` stops the node and its pool (before `nodeA` is closed, which drops the database).
 */
export async function startSecondNode(
  nodeA: TestContext,
  poolSize = 4,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const handle = await openWidePool(nodeA.app.db, poolSize);
  const app = await buildApp({ config: nodeA.config, database: handle, closeDatabase: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
