// `npm run topology -- up [--nodes N]`: PostgreSQL, N nodes and nginx on http://127.0.0.1:3480 until
// Ctrl-C. `npm run topology -- down`: stops what a crashed run left behind.
import { defaultTopologyDir, startTopology, stopLeftovers, TOPOLOGY_PORTS } from './index.js';

const [command = 'up', ...rest] = process.argv.slice(2);
const nodesFlag = rest.indexOf('--nodes');
const nodes = nodesFlag >= 0 ? Number(rest[nodesFlag + 1]) : 2;

if (command === 'down') {
  stopLeftovers(defaultTopologyDir());
  console.warn('topology stopped');
} else if (command === 'up') {
  const topology = await startTopology({ nodes, env: { LOG_LEVEL: 'info' } });
  console.warn(
    [
      `balancer     ${topology.url}  (nginx, WebSockets at /ws)`,
      ...topology.nodes.map((node) => `node ${node!.index}       http://127.0.0.1:${node!.port}`),
      `PostgreSQL   ${topology.databaseUrl}  (private cluster, port ${TOPOLOGY_PORTS.postgres})`,
      `logs         ${defaultTopologyDir()}`,
      'Ctrl-C stops everything.',
    ].join('\n'),
  );
  const stop = async () => {
    await topology.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
} else {
  console.error('usage: npm run topology -- up [--nodes N] | down');
  process.exitCode = 2;
}
