/**
 * `npm run bench:memory` (also the last part of `npm run bench`): the resident memory of an idle
 * server node, built as production runs it (`node dist/server.js`), on embedded PGlite and on
 * PostgreSQL, against a bare Fastify process answering one route in the same run. Each process is
 * started, asked a few requests, left idle, and its VmRSS read three times (the median is kept).
 * The budgets are the documented ones (docs/benchmarks.md, "Idle memory"); a node over its budget
 * makes the bench exit with 1.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { openScratchDatabase } from './scratch-database.js';

/** Idle RSS budgets as a multiple of the bare Fastify process measured in the same run. */
export const IDLE_RSS_BUDGET = { pglite: 7, postgres: 3 } as const;

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverRoot, '../..');
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);

const BARE_SERVER = `
const Fastify = require('fastify');
const app = Fastify();
app.get('/readyz', async () => ({ status: 'ready' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The process's resident set in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line.replace(/\D/g, '')) / 1024;
}

async function waitReady(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`port ${port} was not ready within 120 s`);
}

/** Starts a process, warms it with a few requests, idles, and answers its median RSS. */
async function idleRss(label: string, args: string[], env: NodeJS.ProcessEnv, paths: string[]) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitReady(port, child);
    for (let round = 0; round < 3; round += 1)
      for (const route of paths) await (await fetch(`http://127.0.0.1:${port}${route}`)).arrayBuffer();
    await sleep(IDLE_SECONDS * 1000);
    const samples: number[] = [];
    for (let sample = 0; sample < 3; sample += 1) {
      samples.push(rssMiB(child.pid!));
      await sleep(1000);
    }
    samples.sort((a, b) => a - b);
    return { label, rss: samples[1]! };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

export async function runIdleMemoryBench(): Promise<boolean> {
  // The server as production runs it: compiled, not through tsx.
  const built = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-if-stale.mjs')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the build failed');
  const bare = await idleRss('bare Fastify', ['-e', BARE_SERVER], process.env, ['/readyz']);
  const routes = ['/readyz', '/rest/v2/countries?limit=20', '/rest/v1/users/current_user?guest=allowed'];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'p2p-idle-'));
  const results: { label: string; rss: number; budget?: number }[] = [bare];
  try {
    results.push({
      ...(await idleRss(
        'server on PGlite',
        ['dist/server.js'],
        { ...process.env, DATA_DIR: dataDir },
        routes,
      )),
      budget: IDLE_RSS_BUDGET.pglite,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const scratch = await openScratchDatabase('idle', 2);
  if (scratch) {
    try {
      results.push({
        ...(await idleRss(
          'server on PostgreSQL',
          ['dist/server.js'],
          { ...process.env, DATA_DIR: 'memory', DATABASE_URL: scratch.url },
          routes,
        )),
        budget: IDLE_RSS_BUDGET.postgres,
      });
    } finally {
      await scratch.drop();
    }
  }
  let within = true;
  console.log(`\nIdle memory after ${IDLE_SECONDS} s (load average ${os.loadavg()[0]!.toFixed(1)})`);
  console.table(
    results.map(({ label, rss, budget }) => {
      const ratio = rss / bare.rss;
      if (budget !== undefined && ratio > budget) within = false;
      return {
        process: label,
        'RSS MiB': rss.toFixed(0),
        '÷ bare': ratio.toFixed(2),
        budget: budget === undefined ? '' : `≤ ${budget}×`,
        verdict: budget === undefined ? '' : ratio <= budget ? 'within' : 'OVER BUDGET',
      };
    }),
  );
  return within;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const within = await runIdleMemoryBench();
  process.exitCode = within ? 0 : 1;
}
