import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { startTopology, type Topology, type TopologyOptions } from '../../../scripts/topology/index.js';

export interface RunningTopology {
  topology: Topology;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The topology for one test file, and a connection of the test's own to its database (set-up, checks). */
export async function startTestTopology(options: TopologyOptions): Promise<RunningTopology> {
  const topology = await startTopology({
    ...options,
    env: { NOTIFICATION_DISPATCH_INTERVAL_MS: '300', ...options.env },
  });
  const database = await openDatabase({
    driver: 'pg',
    url: topology.databaseUrl,
    poolSize: 4,
    onIdleClientError: () => undefined,
  });
  return {
    topology,
    database,
    async close() {
      await database.close().catch(() => undefined);
      await topology.stop();
    },
  };
}
