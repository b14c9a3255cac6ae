import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { acquireDataDirLock } from '../lib/data-dir-lock.js';
import { opsRoutes } from '../modules/ops/ops.routes.js';
import { createTestApp, registerUser } from '../test/app.js';
import { runOps } from './ops.js';

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

/** Runs one command and returns its exit code and what it printed. */
async function ops(...argv: string[]) {
  const out = captureOutput();
  const code = await runOps(argv);
  vi.restoreAllMocks();
  return { code, text: out.join('\n') };
}

describe('npm run ops: access by place', () => {
  it('refuses a change without an operator and a lookup without an address', async () => {
    const noOperator = await ops('access-deny', '--country', 'NG');
    expect(noOperator.code).toBe(1);
    expect(noOperator.text).toMatch(/access-deny: --operator must name the operator/);
    const noIp = await ops('geo-lookup');
    expect(noIp.code).toBe(1);
    expect(noIp.text).toMatch(/--ip must be an IP address/);
  });

  it('works directly on a data folder no server holds', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'p2p-ops-access-'));
    vi.stubEnv('DATA_DIR', dir);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('LOG_LEVEL', 'silent');
    const admin = await ops(
      'create-admin',
      '--username',
      'geo_admin',
      '--email',
      'geo@example.com',
      '--password',
      'Geo-admin-pass-1',
    );
    expect(admin.code, admin.text).toBe(0);
    const denied = await ops(
      'access-deny',
      '--operator',
      'geo_admin',
      '--country',
      'ng',
      '--note',
      'Licence pending',
    );
    expect(denied.code, denied.text).toBe(0);
    expect(JSON.parse(denied.text)).toMatchObject({ kind: 'country', value: 'NG', action: 'deny' });
  }, 240_000);

  it('is carried out by the server that holds the folder, which applies each change at once', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'p2p-ops-access-'));
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
      const admin = await registerUser(ctx.app);
      await ctx.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
      vi.stubEnv('DATA_DIR', dir);
      vi.stubEnv('DATABASE_URL', '');
      const denied = await ops('access-deny', '--operator', admin.user.username, '--cidr', '198.51.100.0/24');
      expect(denied.code, denied.text).toBe(0);
      expect(denied.text).toMatch(/sending the command to it/);
      const bad = await ops('access-deny', '--operator', admin.user.username, '--cidr', '10.0.0.0/40');
      expect(bad.code).toBe(1);
      expect(bad.text).toMatch(/CIDR/);
      const both = await ops(
        'access-deny',
        '--operator',
        admin.user.username,
        '--cidr',
        '10.0.0.0/8',
        '--country',
        'NG',
      );
      expect(both.code).toBe(1);
      expect(both.text).toMatch(/exactly one of --country/);
      const notice = await ops(
        'regional-notice',
        '--operator',
        admin.user.username,
        '--country',
        'GH',
        '--message-key',
        'regionalRestriction',
        '--restricts',
        'send-out, swap',
      );
      expect(notice.code, notice.text).toBe(0);
      const lookup = await ops('geo-lookup', '--ip', '198.51.100.20');
      expect(JSON.parse(lookup.text.slice(lookup.text.indexOf('{')))).toMatchObject({
        countryIso: null,
        action: 'deny',
        rule: { value: '198.51.100.0/24' },
      });
      const listedText = (await ops('access-rules')).text;
      const listed = JSON.parse(listedText.slice(listedText.indexOf('{')));
      expect(listed.rules).toEqual([
        expect.objectContaining({ value: '198.51.100.0/24', createdBy: admin.user.username }),
      ]);
      expect(listed.notices).toEqual([
        expect.objectContaining({
          countryIso: 'GH',
          messageKey: 'regionalRestriction',
          restricts: ['send-out', 'swap'],
        }),
      ]);
      const visitor = await ctx.app.inject({
        method: 'GET',
        url: '/rest/v1/offers?type=buy',
        remoteAddress: '198.51.100.20',
      });
      expect(visitor.statusCode).toBe(403);
      const removed = await ops(
        'access-remove',
        '--operator',
        admin.user.username,
        '--id',
        String(listed.rules[0].id),
      );
      expect(removed.code, removed.text).toBe(0);
      expect(
        (await ops('regional-notice-clear', '--operator', admin.user.username, '--country', 'gh')).code,
      ).toBe(0);
      const again = await ctx.app.inject({
        method: 'GET',
        url: '/rest/v1/offers?type=buy',
        remoteAddress: '198.51.100.20',
      });
      expect(again.statusCode).toBe(200);
    } finally {
      lock.release();
      await ctx.close();
    }
  }, 120_000);
});
