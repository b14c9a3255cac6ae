// Server nodes: the built server (apps/server/dist/server.js, what `npm start` runs), one process each,
// all on the same PostgreSQL database, as in production.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout whose build the nodes run: this one, or TOPOLOGY_SERVER_ROOT (another checkout with a
 * finished build, when this one is mid-edit).
 */
export const SERVER_ROOT =
  process.env.TOPOLOGY_SERVER_ROOT ?? fileURLToPath(new URL('../../', import.meta.url));
const SERVER = path.join(SERVER_ROOT, 'apps/server/dist/server.js');

export interface ServerNode {
  index: number;
  port: number;
  process: ChildProcess;
  /** Resolves when the process has exited (any way). */
  exited: Promise<number | null>;
}

/** The environment every node shares; TOPOLOGY_ENV_* variables of the caller override it. */
export function nodeEnvironment(databaseUrl: string, dir: string, extra: Record<string, string> = {}) {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '10',
    DATA_DIR: path.join(dir, 'files'),
    HOST: '127.0.0.1',
    // Behind nginx, which sets X-Forwarded-For to the client's address.
    TRUST_PROXY: 'true',
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    // The tests and the bench register many users from one address.
    AUTH_RATE_LIMIT_MAX: '1000000',
    ...extra,
  };
}

export function startNode(options: {
  index: number;
  port: number;
  dir: string;
  env: Record<string, string>;
}): ServerNode {
  mkdirSync(options.dir, { recursive: true });
  const log = createWriteStream(path.join(options.dir, `node-${options.index}.log`), { flags: 'a' });
  const child = spawn(process.execPath, [SERVER], {
    cwd: SERVER_ROOT,
    env: { ...options.env, PORT: String(options.port), NODE_NAME: `node-${options.index}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { index: options.index, port: options.port, process: child, exited };
}

/** Answers true once GET /readyz answers 200 (false on any other answer or no answer). */
export async function isReady(port: number, timeoutMs = 1000): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function waitUntil(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
