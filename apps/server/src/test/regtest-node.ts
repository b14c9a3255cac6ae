import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A real chain node for tests: `litecoind -regtest` (Debian's `litecoind`), a Bitcoin Core 0.21
 * fork with the same JSON-RPC. Tests that use it skip when it is not installed:
 * `describe.skipIf(!litecoindAvailable)(…)`.
 */
export const LITECOIND_PATH = process.env.LITECOIND ?? '/usr/bin/litecoind';
export const litecoindAvailable = existsSync(LITECOIND_PATH);

/** The wallet that mines and funds; tests create their own wallets beside it. */
const MINER_WALLET = 'miner';

export interface RegtestNode {
  /** `http://user:pass@127.0.0.1:port` (no wallet). */
  readonly url: string;
  /** The RPC URL of one wallet of this node, as an adapter takes it. */
  walletUrl(wallet: string): string;
  /** Creates a wallet and answers its RPC URL. */
  createWallet(wallet: string): Promise<string>;
  /** Calls `method` on the miner wallet (or `wallet`); node-wide methods work on any wallet URL. */
  rpc<T = unknown>(method: string, params?: unknown[], wallet?: string): Promise<T>;
  /** Mines `blocks` blocks to the miner; answers their hashes. */
  mine(blocks: number): Promise<string[]>;
  /** Sends `amount` (a decimal string of coins) from the miner wallet; answers the txid. */
  fund(address: string, amount: string): Promise<string>;
  /** Stops the node and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Starts `litecoind -regtest` on free loopback ports in a temporary data folder, creates the miner
 * wallet and mines 101 blocks so that it holds spendable coins (coinbase needs 100 confirmations).
 * Takes about a second. Always `stop()` it (afterAll).
 */
export async function startRegtestNode(): Promise<RegtestNode> {
  const datadir = await mkdtemp(path.join(os.tmpdir(), 'p2p-regtest-'));
  const rpcPort = await freePort();
  const user = 'test';
  const password = randomBytes(12).toString('hex');
  const baseUrl = `http://127.0.0.1:${rpcPort}`;
  const authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

  const child = spawn(
    LITECOIND_PATH,
    [
      '-regtest',
      `-datadir=${datadir}`,
      `-rpcuser=${user}`,
      `-rpcpassword=${password}`,
      `-rpcport=${rpcPort}`,
      '-rpcbind=127.0.0.1',
      '-rpcallowip=127.0.0.1',
      '-server',
      '-listen=0',
      '-dnsseed=0',
      '-discover=0',
      '-fallbackfee=0.0002',
      // A small key pool makes createwallet fast (the default derives 1000 keys per chain).
      '-keypool=20',
      '-printtoconsole=0',
    ],
    { stdio: 'ignore' },
  );
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // A test worker that dies must not leave a node running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  async function call<T>(method: string, params: unknown[] = [], wallet?: string): Promise<T> {
    const endpoint = wallet === undefined ? baseUrl : `${baseUrl}/wallet/${encodeURIComponent(wallet)}`;
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '1.0', id: method, method, params }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    const body = text
      ? (JSON.parse(text) as { result: T; error: { code: number; message: string } | null })
      : null;
    if (!body) throw new Error(`regtest ${method}: HTTP ${response.status}`);
    if (body.error) throw new Error(`regtest ${method}: ${body.error.code} ${body.error.message}`);
    return body.result;
  }

  async function stop(): Promise<void> {
    process.removeListener('exit', killOnExit);
    if (!exited) {
      // The data folder is thrown away, so a clean shutdown (about 4 s of flushing) buys nothing.
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await gone;
    }
    await rm(datadir, { recursive: true, force: true });
  }

  try {
    await waitForRpc(
      () => call('getblockchaininfo'),
      child,
      () => exited,
    );
    await call('createwallet', [MINER_WALLET]);
    const minerAddress = await call<string>('getnewaddress', [], MINER_WALLET);
    await call('generatetoaddress', [101, minerAddress]);

    const withCredentials = (wallet?: string) => {
      const url = new URL(wallet === undefined ? baseUrl : `${baseUrl}/wallet/${encodeURIComponent(wallet)}`);
      url.username = user;
      url.password = password;
      return url.toString().replace(/\/$/, '');
    };

    return {
      url: withCredentials(),
      walletUrl: withCredentials,
      async createWallet(wallet) {
        await call('createwallet', [wallet]);
        return withCredentials(wallet);
      },
      rpc: (method, params = [], wallet = MINER_WALLET) => call(method, params, wallet),
      // Wallets learn of new transactions and blocks through the node's notification queue, after
      // the RPC answered: both wait for it, so every wallet has seen what they did (under load a
      // test asked the receiving wallet about a payment it had not processed yet).
      async mine(blocks) {
        const hashes = await call<string[]>('generatetoaddress', [blocks, minerAddress]);
        await call('syncwithvalidationinterfacequeue');
        return hashes;
      },
      async fund(address, amount) {
        const txid = await call<string>('sendtoaddress', [address, amount], MINER_WALLET);
        await call('syncwithvalidationinterfacequeue');
        return txid;
      },
      stop,
    };
  } catch (error) {
    const log = await readFile(path.join(datadir, 'regtest', 'debug.log'), 'utf8').catch(() => '');
    await stop();
    const tail = log.split('\n').slice(-15).join('\n');
    throw new Error(`litecoind -regtest did not start: ${(error as Error).message}\n${tail}`, {
      cause: error,
    });
  }
}

async function waitForRpc(probe: () => Promise<unknown>, child: ChildProcess, exited: () => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (exited()) throw new Error(`litecoind exited with code ${child.exitCode}`);
    try {
      await probe();
      return;
    } catch (error) {
      // Connection refused before the RPC server binds; -28 "Loading…" while it warms up.
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
