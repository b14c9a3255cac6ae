/**
 * The production shape on one machine: a private PostgreSQL, N server nodes (separate processes) and
 * nginx in front, with an active check of each node's /readyz that takes not-ready nodes out of nginx's
 * list. Used by `npm run topology`, the topology tests (apps/server/topology) and
 * `npm run bench:topology`.
 * @example
 *   const topology = await startTopology({ nodes: 3 });
 *   await fetch(`${topology.url}/readyz`);
 *   topology.killNode(0);
 *   await topology.stop();
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginx, stopNginx, type Balancer } from './nginx.js';
import { isReady, nodeEnvironment, SERVER_ROOT, startNode, waitUntil, type ServerNode } from './nodes.js';
import { startPrivatePostgres, stopPrivatePostgres, type PrivatePostgres } from './postgres.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Ports of the test topology: nginx, the first node (the others follow), PostgreSQL. */
export const TOPOLOGY_PORTS = { balancer: 3480, firstNode: 3410, postgres: 55432 } as const;
export const MAX_NODES = 4;

export interface TopologyOptions {
  nodes: number;
  /** Folder of the run (default: $TMPDIR/p2p-topology); emptied at start. */
  dir?: string;
  /** Extra environment for every node (intervals, log level). */
  env?: Record<string, string>;
  /** How often the active check asks each node's /readyz. */
  checkIntervalMs?: number;
}

export interface Topology {
  /** The balancer's address: what clients use. */
  url: string;
  databaseUrl: string;
  nodes: (ServerNode | undefined)[];
  nodePort(index: number): number;
  /** SIGKILL: no shutdown, no goodbye to sockets or the database. */
  killNode(index: number): Promise<void>;
  startNode(index: number): Promise<void>;
  stopPostgres(): void;
  startPostgres(): void;
  /** Which nodes the active check currently finds ready. */
  readyNodes(): number[];
  /** `npm run ops -- ledger-verify` against the topology's database: its exit code and output. */
  ledgerVerify(): { status: number | null; output: string };
  stop(): Promise<void>;
}

export function defaultTopologyDir(): string {
  return path.join(os.tmpdir(), 'p2p-topology');
}

function stateFile(dir: string) {
  return path.join(dir, 'state.json');
}

/** Stops whatever an earlier run left in `dir` (nginx, node processes, PostgreSQL). */
export function stopLeftovers(dir: string): void {
  stopNginx(path.join(dir, 'nginx'));
  if (existsSync(stateFile(dir))) {
    const state = JSON.parse(readFileSync(stateFile(dir), 'utf8')) as { pids: number[] };
    for (const pid of state.pids) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Not running any more.
      }
    }
  }
  stopPrivatePostgres(path.join(dir, 'pg'));
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  try {
    return await startTopologyIn(options);
  } catch (error) {
    stopLeftovers(options.dir ?? defaultTopologyDir());
    throw error;
  }
}

async function startTopologyIn(options: TopologyOptions): Promise<Topology> {
  if (options.nodes < 1 || options.nodes > MAX_NODES) throw new Error(`nodes must be 1 to ${MAX_NODES}`);
  const dir = options.dir ?? defaultTopologyDir();
  stopLeftovers(dir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });

  if (!process.env.TOPOLOGY_SERVER_ROOT) {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-if-stale.mjs')], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the build failed');
  }

  const postgres: PrivatePostgres = startPrivatePostgres({
    dir: path.join(dir, 'pg'),
    port: TOPOLOGY_PORTS.postgres,
    database: 'marketplace',
  });
  const env = nodeEnvironment(postgres.url, dir, options.env);
  const nodePort = (index: number) => TOPOLOGY_PORTS.firstNode + index;
  const nodes: (ServerNode | undefined)[] = [];
  const saveState = () =>
    writeFileSync(
      stateFile(dir),
      JSON.stringify({ pids: nodes.flatMap((node) => (node?.process.pid ? [node.process.pid] : [])) }),
    );

  const launch = async (index: number) => {
    const node = startNode({ index, port: nodePort(index), dir: path.join(dir, 'nodes'), env });
    nodes[index] = node;
    saveState();
    let exited = false;
    void node.exited.then(() => (exited = true));
    await waitUntil(`node ${index} to be ready`, async () => {
      if (exited) throw new Error(`node ${index} exited; see ${dir}/nodes/node-${index}.log`);
      return isReady(node.port);
    });
  };
  // The first node migrates and seeds; the others find the work done (they would wait on the setup
  // lock anyway, but one at a time keeps a 2-core machine from starving).
  for (let index = 0; index < options.nodes; index += 1) await launch(index);

  const ready = new Set(nodes.map((_, index) => index));
  const balancer: Balancer = startNginx({
    dir: path.join(dir, 'nginx'),
    port: TOPOLOGY_PORTS.balancer,
    servers: nodes.map((node) => ({ port: node!.port, down: false })),
  });

  // The active health check: open-source nginx only checks passively, so this loop asks /readyz and
  // marks nodes that are not ready `down` (a reload), and back up once they are.
  let checking = true;
  const checkLoop = (async () => {
    while (checking) {
      const answers = await Promise.all(
        nodes.map((node) =>
          node && node.process.exitCode === null && node.process.signalCode === null
            ? isReady(node.port)
            : false,
        ),
      );
      if (!checking) break;
      ready.clear();
      answers.forEach((answer, index) => answer && ready.add(index));
      balancer.update(nodes.map((node, index) => ({ port: nodePort(index), down: !answers[index] })));
      await new Promise((resolve) => setTimeout(resolve, options.checkIntervalMs ?? 500));
    }
  })();

  const topology: Topology = {
    url: `http://127.0.0.1:${TOPOLOGY_PORTS.balancer}`,
    databaseUrl: postgres.url,
    nodes,
    nodePort,
    async killNode(index) {
      const node = nodes[index];
      if (!node) return;
      node.process.kill('SIGKILL');
      await node.exited;
    },
    startNode: (index) => launch(index),
    stopPostgres: () => postgres.stop(),
    startPostgres: () => postgres.start(),
    readyNodes: () => [...ready].sort(),
    ledgerVerify() {
      // `npm run ops -- ledger-verify`, on the build the nodes run.
      const ops = path.join(SERVER_ROOT, 'apps/server/dist/cli/ops.js');
      const script = `const { runOps } = await import(${JSON.stringify(ops)}); process.exitCode = await runOps(['ledger-verify']);`;
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: SERVER_ROOT,
        env: { ...process.env, DATABASE_URL: postgres.url, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },
    async stop() {
      checking = false;
      await checkLoop;
      balancer.stop();
      await Promise.all(
        nodes.map(async (node) => {
          if (!node || node.process.exitCode !== null || node.process.signalCode !== null) return;
          node.process.kill('SIGTERM');
          await node.exited;
        }),
      );
      postgres.stop();
    },
  };
  return topology;
}
