import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock, readLiveLock } from '../lib/data-dir-lock.js';
import { LEDGER_INVARIANT_NAMES } from '../modules/ledger/ledger-verify.js';
import { opsRoutes } from '../modules/ops/ops.routes.js';
import { createTestApp } from '../test/app.js';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { trades } from '../db/schema.js';
import { balanceOf } from '../test/ledger.js';
import { startTestTrade, tradeRow } from '../test/trades.js';
import { runOps } from './ops.js';
import { runOnDatabase } from './ops-run.js';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function captureOutput() {
  const out: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args) => void out.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args) => void out.push(args.join(' ')));
  return out;
}

describe('operator CLI', () => {
  it('explains its usage and fails on an unknown command', async () => {
    const out = captureOutput();
    expect(await runOps(['frobnicate'])).toBe(1);
    expect(out.join('\n')).toMatch(/Unknown command: frobnicate[\s\S]*create-admin/);
  });

  it('names the invalid options of create-admin', async () => {
    const out = captureOutput();
    expect(await runOps(['create-admin', '--username', 'x', '--email', 'nope'])).toBe(1);
    const text = out.join('\n');
    expect(text).toContain('--username');
    expect(text).toContain('--email');
    expect(text).toContain('--password');
  });

  it('refuses to work on an in-memory database', async () => {
    vi.stubEnv('DATA_DIR', 'memory');
    vi.stubEnv('DATABASE_URL', '');
    const out = captureOutput();
    expect(await runOps(['seed-demo'])).toBe(1);
    expect(out.join('\n')).toMatch(/memory keeps nothing/);
  });

  it('creates an admin in a data folder no server holds, and releases the folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'p2p-ops-'));
    vi.stubEnv('DATA_DIR', dir);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('LOG_LEVEL', 'silent');
    const out = captureOutput();
    const code = await runOps([
      'create-admin',
      '--username',
      'cli_admin',
      '--email',
      'cli@example.com',
      '--password',
      'Cli-admin-pass-1',
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(out.join('\n'))).toEqual({ id: 1, created: true });
    expect(readLiveLock(path.resolve(dir))).toBeUndefined();
  }, 90_000);

  it('sends the command to the server that holds the folder instead of opening it again', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'p2p-ops-'));
    const ctx = await createTestApp({}, async (app) => {
      await app.register(opsRoutes, { opsToken: 'test-operator-token' });
    });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const address = ctx.app.server.address();
    const lock = acquireDataDirLock(dir);
    lock.update({
      port: typeof address === 'object' && address ? address.port : 0,
      opsToken: 'test-operator-token',
    });
    try {
      vi.stubEnv('DATA_DIR', dir);
      vi.stubEnv('DATABASE_URL', '');
      const out = captureOutput();
      expect(await runOps(['seed-demo'])).toBe(0);
      expect(out.join('\n')).toMatch(/sending the command to it/);
      const login = await ctx.app.inject({ method: 'GET', url: '/rest/v1/users/alice' });
      expect(login.json().data.username).toBe('alice');

      expect(await runOps(['outbox', '--to', 'nobody@example.com'])).toBe(0);
      expect(await runOps(['outbox', '--limit', 'many'])).toBe(1);

      lock.update({ opsToken: 'wrong-token' });
      expect(await runOps(['seed-demo'])).toBe(1);
      expect(out.join('\n')).toMatch(/Operator token required/);
    } finally {
      lock.release();
      await ctx.close();
    }
    // seed-demo through the server writes about 300 offers: slow on a loaded machine.
  }, 120_000);
});

describe('wallet commands', () => {
  it('names the invalid options of deposit and mine', async () => {
    const out = captureOutput();
    expect(await runOps(['deposit', '--user', 'x', '--coin', 'DOGE', '--amount', '1'])).toBe(1);
    expect(await runOps(['mine', '--blocks', '0'])).toBe(1);
    const text = out.join('\n');
    expect(text).toContain('deposit: --coin');
    expect(text).toContain('mine: --blocks');
  });

  it('credits a simulated deposit once mined and verifies the ledger', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'p2p-ops-'));
    vi.stubEnv('DATA_DIR', dir);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('LOG_LEVEL', 'silent');
    const out = captureOutput();
    const admin = [
      'create-admin',
      '--username',
      'wallet_admin',
      '--email',
      'w@example.com',
      '--password',
      'Cli-admin-pass-1',
    ];
    expect(await runOps(admin)).toBe(0);
    out.length = 0;
    expect(await runOps(['deposit', '--user', 'wallet_admin', '--coin', 'btc', '--amount', '0.5'])).toBe(0);
    const deposited = JSON.parse(out.join('\n'));
    expect(deposited).toMatchObject({ coin: 'BTC', amount: '0.5', sync: { BTC: { seen: 1, credited: 0 } } });
    expect(deposited.address).toMatch(/^bcrt1q/);
    out.length = 0;
    expect(await runOps(['mine', '--coin', 'BTC'])).toBe(0);
    expect(JSON.parse(out.join('\n'))).toMatchObject({ heights: { BTC: 1 }, sync: { BTC: { credited: 1 } } });
    out.length = 0;
    expect(await runOps(['ledger-verify'])).toBe(0);
    const report = JSON.parse(out.join('\n'));
    expect(report.ok).toBe(true);
    expect(report.invariants.map((invariant: { name: string }) => invariant.name)).toEqual(
      LEDGER_INVARIANT_NAMES,
    );
    out.length = 0;
    expect(await runOps(['deposit', '--user', 'nobody_here', '--coin', 'BTC', '--amount', '1'])).toBe(1);
    expect(out.join('\n')).toMatch(/No user called nobody_here/);
  }, 60_000);
});

describe('trade-expire', () => {
  it('runs the expiry once on a data folder and prints how many trades ended', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'p2p-ops-'));
    vi.stubEnv('DATA_DIR', dir);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('LOG_LEVEL', 'silent');
    const out = captureOutput();
    expect(await runOps(['trade-expire'])).toBe(0);
    expect(JSON.parse(out.join('\n'))).toEqual({ expired: 0, failed: 0 });
    expect(readLiveLock(path.resolve(dir))).toBeUndefined();
  }, 60_000);

  it('expires the trades past their window, with the refund, and leaves the others', async () => {
    const ctx = await createTestApp();
    try {
      const late = await startTestTrade(ctx.app);
      const onTime = await startTestTrade(ctx.app);
      await ctx.database.db
        .update(trades)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(trades.hash, late.tradeHash));
      const config = loadConfig({ ...process.env, DATA_DIR: 'memory', LOG_LEVEL: 'silent' });
      expect(await runOnDatabase(ctx.database.db, config, { name: 'trade-expire' })).toEqual({
        expired: 1,
        failed: 0,
      });
      expect((await tradeRow(ctx.database.db, late.tradeHash)).status).toBe('expired');
      expect(await balanceOf(ctx.database.db, late.seller.id, 'BTC')).toBe(10n ** 9n);
      expect(await balanceOf(ctx.database.db, late.seller.id, 'BTC', 'escrow')).toBe(0n);
      expect((await tradeRow(ctx.database.db, onTime.tradeHash)).status).toBe('active_funded');
    } finally {
      await ctx.close();
    }
  });
});
