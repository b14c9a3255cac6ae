import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { outboxQuerySchema } from '@p2p/shared';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { openConfiguredDatabase, prepareDatabase } from '../db/setup.js';
import { acquireDataDirLock, readLiveLock } from '../lib/data-dir-lock.js';
import {
  backupFolder,
  BackupError,
  checkBackupTarget,
  restoreFolder,
  writeBackup,
} from '../modules/ops/embedded-backup.js';
import * as ops from '../modules/ops/ops.service.js';
import { parsePlatformCommand, PLATFORM_USAGE } from './ops-platform.js';
import { ACCESS_USAGE, parseAccessCommand } from './ops-access.js';
import { runAccessOps, type AccessOpsInput } from '../modules/access-rules/access-ops.js';
import { runPlatformOps, type PlatformOpsInput } from '../modules/platform-controls/platform-ops.js';
import { listOutbox } from '../modules/outbox/outbox.service.js';
import { createChains } from '../modules/chain/chains.js';
import { verifyLedger, type LedgerReport } from '../modules/ledger/ledger-verify.js';
import { runTradeExpiry } from '../modules/trades/trade-expiry.js';
import { syncChains } from '../modules/wallet/chain-sync.js';
import {
  listStuckSendOuts,
  settleSendOut,
  settleSendOutInputSchema,
  stuckSendOutsInputSchema,
  type SettleSendOutInput,
  type StuckSendOutsInput,
} from '../modules/wallet/send-out-ops.service.js';
import {
  mineBlocks,
  mineInputSchema,
  simulateDeposit,
  simulatedDepositInputSchema,
  type MineInput,
  type SimulatedDepositInput,
} from '../modules/wallet/simulation.service.js';

const USAGE = `Usage: npm run ops -- <command> [options]

Commands:
  migrate                         apply migrations and reload reference data
  create-admin --username U --email E [--password P]
                                  create an admin (or promote that account); the password may
                                  come from the ADMIN_PASSWORD environment variable instead
  seed-demo                       add demo accounts (alice, bob, carol, mod_maria) and ~300 demo offers
  outbox [--to ADDRESS] [--limit N]
                                  the newest e-mails and SMS (codes included), when no mail or
                                  SMS provider is configured this is where they wait
  deposit --user NAME --coin BTC|USDT|ETH --amount 0.5
                                  a deposit to the user's address arrives on the simulated chain
                                  (incoming until mined)
  mine [--coin BTC|USDT|ETH] [--blocks N]
                                  mine N blocks (default 1) on the simulated chains; deposits with
                                  enough confirmations are credited
  ledger-verify                   check every ledger invariant; exits with 2 when one is violated
  backup FILE                     write the embedded database to FILE (a new .tar.gz): through the
                                  running server on DATA_DIR, or directly when none runs
  restore FILE                    load a backup into a DATA_DIR that holds no database yet (the
                                  server stopped); then start the server on it. With DATABASE_URL
                                  use pg_dump / pg_restore instead (README, Operations)
  trade-expire                    end the open trades whose window is over, once (the server does it
                                  every TRADE_EXPIRY_INTERVAL_MS); prints how many expired
  stuck-send-outs [--coin BTC|USDT|ETH]
                                  send-outs in "sending" (a crash or a lost node answer), each with
                                  what the chain says about it and the next step
  settle-send-out --id ID --outcome sent|failed [--txid TXID] --operator ADMIN --reason TEXT
                                  settle one stuck send-out by hand, audited: sent with the
                                  transaction you checked, or failed (amount and fee back to the
                                  user); the chain is asked first and overrules a contradiction
${PLATFORM_USAGE}
${ACCESS_USAGE}

With the embedded database, a running server on the same DATA_DIR carries the command out.`;

export type Command =
  | { name: 'migrate' }
  | { name: 'seed-demo' }
  | { name: 'create-admin'; input: z.infer<typeof ops.createAdminInputSchema> }
  | { name: 'outbox'; input: z.infer<typeof outboxQuerySchema> }
  | { name: 'deposit'; input: SimulatedDepositInput }
  | { name: 'mine'; input: MineInput }
  | { name: 'ledger-verify' }
  | { name: 'trade-expire' }
  | { name: 'stuck-send-outs'; input: StuckSendOutsInput }
  | { name: 'settle-send-out'; input: SettleSendOutInput }
  | { name: 'platform'; input: PlatformOpsInput }
  | { name: 'access'; input: AccessOpsInput }
  | { name: 'backup' | 'restore'; file: string };

class UsageError extends Error {}

function optionErrors(error: z.ZodError, rename: Record<string, string> = {}): string {
  return error.issues
    .map((issue) => {
      const field = String(issue.path[0] ?? '');
      return `--${rename[field] ?? field} ${issue.message}`;
    })
    .join('; ');
}

function parseCommand(argv: string[]): Command {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      to: { type: 'string' },
      limit: { type: 'string' },
      user: { type: 'string' },
      coin: { type: 'string' },
      amount: { type: 'string' },
      blocks: { type: 'string' },
      id: { type: 'string' },
      outcome: { type: 'string' },
      txid: { type: 'string' },
      operator: { type: 'string' },
      reason: { type: 'string' },
      until: { type: 'string' },
      'starts-at': { type: 'string' },
      message: { type: 'string' },
      level: { type: 'string' },
      country: { type: 'string' },
      cidr: { type: 'string' },
      note: { type: 'string' },
      ip: { type: 'string' },
      'message-key': { type: 'string' },
      restricts: { type: 'string' },
    },
  });
  const [name, ...extra] = positionals;
  if (name === 'backup' || name === 'restore') {
    const [file, ...more] = extra;
    if (file === undefined || file.trim() === '')
      throw new UsageError(`${name}: give the backup file, e.g. npm run ops -- ${name} backups/p2p.tar.gz`);
    if (more.length > 0) throw new UsageError(`${name}: one file only; unexpected ${more.join(' ')}`);
    return { name, file };
  }
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);
  if (name === 'migrate' || name === 'seed-demo' || name === 'ledger-verify' || name === 'trade-expire')
    return { name };
  if (name === 'deposit') {
    const parsed = simulatedDepositInputSchema.safeParse({
      username: values.user,
      coin: values.coin?.toUpperCase(),
      amount: values.amount,
    });
    if (!parsed.success) throw new UsageError(`deposit: ${optionErrors(parsed.error, { username: 'user' })}`);
    return { name, input: parsed.data };
  }
  if (name === 'mine') {
    const parsed = mineInputSchema.safeParse({
      coin: values.coin?.toUpperCase(),
      blocks: values.blocks ?? '1',
    });
    if (!parsed.success) throw new UsageError(`mine: ${optionErrors(parsed.error)}`);
    return { name, input: parsed.data };
  }
  if (name === 'stuck-send-outs') {
    const parsed = stuckSendOutsInputSchema.safeParse({ coin: values.coin?.toUpperCase() });
    if (!parsed.success) throw new UsageError(`stuck-send-outs: ${optionErrors(parsed.error)}`);
    return { name, input: parsed.data };
  }
  if (name === 'settle-send-out') {
    const parsed = settleSendOutInputSchema.safeParse({
      id: values.id,
      outcome: values.outcome,
      txid: values.txid,
      operator: values.operator,
      reason: values.reason,
    });
    if (!parsed.success) throw new UsageError(`settle-send-out: ${optionErrors(parsed.error)}`);
    return { name, input: parsed.data };
  }
  const platform = parsePlatformCommand(name, values, (message) => new UsageError(message));
  if (platform) return { name: 'platform', input: platform };
  const accessCommand = parseAccessCommand(name, values, (message) => new UsageError(message));
  if (accessCommand) return { name: 'access', input: accessCommand };
  if (name === 'outbox') {
    const parsed = outboxQuerySchema.safeParse({
      recipient: values.to,
      limit: values.limit ?? '20',
      offset: '0',
    });
    if (!parsed.success)
      throw new UsageError(
        `outbox: ${parsed.error.issues.map((i) => `--${String(i.path[0])} ${i.message}`).join('; ')}`,
      );
    return { name, input: parsed.data };
  }
  if (name === 'create-admin') {
    const parsed = ops.createAdminInputSchema.safeParse({
      username: values.username,
      email: values.email,
      password: values.password ?? process.env.ADMIN_PASSWORD,
    });
    if (!parsed.success) {
      const lines = parsed.error.issues.map((issue) => `  --${issue.path.join('.')}: ${issue.message}`);
      throw new UsageError(`create-admin: invalid options\n${lines.join('\n')}`);
    }
    return { name, input: parsed.data };
  }
  throw new UsageError(name ? `Unknown command: ${name}` : 'No command given');
}

/** Carries out a command on an open database (exported for tests). */
export async function runOnDatabase(db: Database, config: Config, command: Command): Promise<unknown> {
  switch (command.name) {
    case 'migrate':
      return { message: 'Migrations and reference data applied.' };
    case 'create-admin':
      return ops.createAdmin(db, command.input);
    case 'seed-demo':
      return { ...(await ops.seedDemo(db)), password: ops.DEMO_PASSWORD };
    case 'outbox':
      return listOutbox(db, command.input);
    case 'ledger-verify':
      return verifyLedger(db);
    case 'backup':
    case 'restore':
      throw new UsageError(`${command.name} works on the data folder, not on an open database`);
    case 'trade-expire': {
      const report = await runTradeExpiry(db, new Date(), {
        disputeDelayMinutes: config.TRADE_DISPUTE_DELAY_MINUTES,
      });
      return {
        expired: report.expired.length,
        failed: report.failed.length,
        ...(report.failed.length > 0 ? { failedTrades: report.failed } : {}),
      };
    }
    case 'stuck-send-outs':
      return listStuckSendOuts(
        db,
        createChains(db, config),
        command.input,
        config.WALLET_SEND_RECOVERY_GRACE_MS,
      );
    case 'settle-send-out':
      return settleSendOut(db, createChains(db, config), command.input, config.WALLET_SEND_RECOVERY_GRACE_MS);
    case 'platform':
      return runPlatformOps(db, command.input);
    case 'access':
      return runAccessOps(db, command.input);
    case 'deposit':
    case 'mine': {
      const chains = createChains(db, config);
      const result =
        command.name === 'deposit'
          ? await simulateDeposit(db, chains, command.input)
          : { heights: await mineBlocks(chains, command.input) };
      const chainErrors: string[] = [];
      const sync = await syncChains(
        db,
        chains,
        (coin, error) =>
          chainErrors.push(`${coin}: ${error instanceof Error ? error.message : String(error)}`),
        { sendRecoveryGraceMs: config.WALLET_SEND_RECOVERY_GRACE_MS },
      );
      const errors = [...chainErrors, ...Object.values(sync).flatMap((report) => report.errors)];
      return { ...result, sync, ...(errors.length > 0 ? { syncErrors: errors } : {}) };
    }
  }
}

async function runDirectly(config: Config, command: Command): Promise<unknown> {
  const handle = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(handle);
    return await runOnDatabase(handle.db, config, command);
  } finally {
    await handle.close();
  }
}

async function runThroughServer(port: number, token: string, command: Command): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}/internal/ops/${command.name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify('input' in command ? command.input : {}),
  });
  const body = (await response.json()) as { data?: unknown; error?: { message: string; details?: unknown } };
  if (!response.ok) {
    throw new Error(
      `The server refused: ${body.error?.message ?? response.status} ${JSON.stringify(body.error?.details ?? '')}`,
    );
  }
  if (command.name === 'seed-demo') return { ...(body.data as object), password: ops.DEMO_PASSWORD };
  return body.data;
}

/** backup and restore of the embedded database (modules/ops/embedded-backup, decision 031). */
async function runBackupCommand(config: Config, command: { name: 'backup' | 'restore'; file: string }) {
  if (config.DATABASE_URL) {
    throw new UsageError(
      `${command.name} covers the embedded database; with DATABASE_URL use pg_dump and pg_restore (README, Operations).`,
    );
  }
  if (config.inMemory)
    throw new UsageError('DATA_DIR=memory keeps nothing: operator commands need a data folder.');
  const holder = readLiveLock(config.DATA_DIR);
  if (command.name === 'restore') {
    if (holder) {
      throw new BackupError(
        `A server (pid ${holder.pid}) runs on ${config.DATA_DIR}: stop it first, a restore replaces its database.`,
      );
    }
    const lock = acquireDataDirLock(config.DATA_DIR);
    try {
      return await restoreFolder(config.DATA_DIR, command.file);
    } finally {
      lock.release();
    }
  }
  const target = checkBackupTarget(command.file);
  if (holder) {
    if (!holder.port || !holder.opsToken) {
      throw new Error(`Process ${holder.pid} is opening ${config.DATA_DIR}; try again when it has started.`);
    }
    console.log(`A server (pid ${holder.pid}) runs on ${config.DATA_DIR}: it takes the backup.`);
    const response = await fetch(`http://127.0.0.1:${holder.port}/internal/ops/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${holder.opsToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    if (!response.ok)
      throw new Error(`The server refused the backup: ${response.status} ${await response.text()}`);
    return writeBackup(target, new Uint8Array(await response.arrayBuffer()));
  }
  const lock = acquireDataDirLock(config.DATA_DIR);
  try {
    return await backupFolder(config.DATA_DIR, target);
  } finally {
    lock.release();
  }
}

async function execute(config: Config, command: Command): Promise<unknown> {
  if (command.name === 'backup' || command.name === 'restore') return runBackupCommand(config, command);
  if (config.DATABASE_URL) return runDirectly(config, command);
  if (config.inMemory)
    throw new UsageError('DATA_DIR=memory keeps nothing: operator commands need a data folder.');
  const holder = readLiveLock(config.DATA_DIR);
  if (holder) {
    if (!holder.port || !holder.opsToken) {
      throw new Error(`Process ${holder.pid} is opening ${config.DATA_DIR}; try again when it has started.`);
    }
    if (command.name === 'trade-expire') {
      // That server expires trades itself on its interval; there is no ops route for it to run.
      throw new Error(
        `A server (pid ${holder.pid}) runs on ${config.DATA_DIR} and expires trades itself every TRADE_EXPIRY_INTERVAL_MS.`,
      );
    }
    console.log(`A server (pid ${holder.pid}) runs on ${config.DATA_DIR}: sending the command to it.`);
    return runThroughServer(holder.port, holder.opsToken, command);
  }
  const lock = acquireDataDirLock(config.DATA_DIR);
  try {
    return await runDirectly(config, command);
  } finally {
    lock.release();
  }
}

/** Runs one operator command; returns the process exit code. */
export async function runOps(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('help')) {
    console.log(USAGE);
    return argv.length === 0 ? 1 : 0;
  }
  try {
    const command = parseCommand(argv);
    const result = await execute(loadConfig(), command);
    console.log(
      JSON.stringify(
        result,
        (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value),
        2,
      ),
    );
    if ((result as { syncErrors?: string[] }).syncErrors) {
      console.error('The chain watcher could not finish everything (see syncErrors above).');
      return 1;
    }
    if (command.name === 'trade-expire' && (result as { failed: number }).failed > 0) {
      console.error('Some trades could not be expired (see failedTrades above); the next run retries them.');
      return 1;
    }
    if (command.name === 'ledger-verify' && !(result as LedgerReport).ok) {
      console.error('The ledger violates an invariant (see above).');
      return 2;
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    if (error instanceof UsageError) console.error(`\n${USAGE}`);
    return 1;
  }
}
