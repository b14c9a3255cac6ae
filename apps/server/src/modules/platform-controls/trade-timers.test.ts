import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { runOnDatabase } from '../../cli/ops-run.js';
import { parsePlatformCommand } from '../../cli/ops-platform.js';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { startTestTrade, tradeRow } from '../../test/trades.js';
import { runTradeExpiry } from '../trades/trade-expiry.js';
import * as controls from './platform-controls.service.js';

let ctx: TestContext;
let actor: controls.PlatformActor;
let adminName: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await registerUser(ctx.app);
  await ctx.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  actor = { id: admin.user.id, role: 'admin', via: 'ops' };
  adminName = admin.user.username;
});
afterAll(() => ctx.close());

const MINUTE = 60_000;

describe('trade timers under a halt', () => {
  it('do not expire while halted and get the paused time back when the halt is lifted', async () => {
    const trade = await startTestTrade(ctx.app, { coin: 'BTC' });
    const before = await tradeRow(ctx.app.db, trade.tradeHash);
    const pausedAt = new Date();
    const { halt } = await controls.haltTrading(
      ctx.app.db,
      actor,
      { coin: 'BTC', reason: 'Testing the pause of timers' },
      pausedAt,
    );
    expect((await tradeRow(ctx.app.db, trade.tradeHash)).timerPausedAt).toEqual(pausedAt);
    expect((await trade.view()).timerPausedAt).toBe(pausedAt.toISOString());

    // Long after the window would have ended, the expiry job leaves the paused trade alone.
    const report = await runTradeExpiry(ctx.app.db, new Date(before.expiresAt.getTime() + 60 * MINUTE));
    expect(report.expired).not.toContain(trade.tradeHash);
    expect((await tradeRow(ctx.app.db, trade.tradeHash)).status).toBe('active_funded');
    // The buyer can still mark paid: the window stands where it was paused.
    const liftedAt = new Date(pausedAt.getTime() + 45 * MINUTE);
    const { resumedTrades } = await controls.liftHalt(
      ctx.app.db,
      actor,
      { id: halt.id, reason: 'Done testing the pause' },
      liftedAt,
    );
    expect(resumedTrades).toBeGreaterThanOrEqual(1);
    const after = await tradeRow(ctx.app.db, trade.tradeHash);
    expect(after.timerPausedAt).toBeNull();
    expect((await trade.view()).timerPausedAt).toBeNull();
    expect(after.expiresAt.getTime() - before.expiresAt.getTime()).toBe(45 * MINUTE);

    // The old end has passed, the new one not: still open; after the new end it expires.
    expect(
      (await runTradeExpiry(ctx.app.db, new Date(before.expiresAt.getTime() + MINUTE))).expired,
    ).not.toContain(trade.tradeHash);
    expect((await runTradeExpiry(ctx.app.db, new Date(after.expiresAt.getTime() + 1000))).expired).toContain(
      trade.tradeHash,
    );
  });

  it('keeps the time paused until the last of two overlapping halts is lifted', async () => {
    const trade = await startTestTrade(ctx.app, { coin: 'BTC' });
    const before = await tradeRow(ctx.app.db, trade.tradeHash);
    const t0 = new Date();
    const all = await controls.haltTrading(ctx.app.db, actor, { reason: 'All trading stopped first' }, t0);
    const btc = await controls.haltTrading(
      ctx.app.db,
      actor,
      { coin: 'BTC', reason: 'BTC stopped on top of it' },
      new Date(t0.getTime() + 5 * MINUTE),
    );
    const allLifted = await controls.liftHalt(
      ctx.app.db,
      actor,
      { id: all.halt.id, reason: 'All trading back on' },
      new Date(t0.getTime() + 10 * MINUTE),
    );
    expect((await tradeRow(ctx.app.db, trade.tradeHash)).expiresAt).toEqual(before.expiresAt);
    expect(allLifted.resumedTrades).toBe(0);
    await controls.liftHalt(
      ctx.app.db,
      actor,
      { id: btc.halt.id, reason: 'BTC back on as well' },
      new Date(t0.getTime() + 30 * MINUTE),
    );
    const after = await tradeRow(ctx.app.db, trade.tradeHash);
    expect(after.expiresAt.getTime() - before.expiresAt.getTime()).toBe(30 * MINUTE);
  });

  it('refuses a non-admin actor', async () => {
    await expect(
      controls.haltTrading(ctx.app.db, { ...actor, role: 'moderator' }, { reason: 'A moderator tries this' }),
    ).rejects.toMatchObject({ code: 'ERROR_FORBIDDEN' });
  });
});

describe('ops commands', () => {
  const usage = (message: string) => new Error(message);

  it('checks the options and names them as the CLI spells them', () => {
    expect(() => parsePlatformCommand('halt', { coin: 'btc', reason: 'short' }, usage)).toThrow(
      /--reason .*--operator/,
    );
    expect(() =>
      parsePlatformCommand('maintenance-schedule', { operator: 'root', 'starts-at': 'tomorrow' }, usage),
    ).toThrow(/--starts-at .*--until/);
    expect(parsePlatformCommand('migrate', {}, usage)).toBeUndefined();
    expect(
      parsePlatformCommand('halt', { operator: 'root', coin: 'eth', reason: 'Node upgrade running' }, usage),
    ).toEqual({
      action: 'halt',
      operator: 'root',
      input: { coin: 'ETH', reason: 'Node upgrade running' },
    });
  });

  it('halts and lifts through runOnDatabase with an audited operator', async () => {
    const halt = (await runOnDatabase(ctx.app.db, ctx.config, {
      name: 'platform',
      input: {
        action: 'halt',
        operator: adminName,
        input: { coin: 'USDT', reason: 'Issuer freeze under review' },
      },
    })) as { halt: { id: number } };
    await ctx.app.platform.reload();
    expect(ctx.app.platform.haltFor('USDT')?.id).toBe(halt.halt.id);
    await expect(
      runOnDatabase(ctx.app.db, ctx.config, {
        name: 'platform',
        input: {
          action: 'lift-halt',
          operator: 'nobody_here',
          input: { id: halt.halt.id, reason: 'Not an admin at all' },
        },
      }),
    ).rejects.toMatchObject({ details: { operator: expect.any(Array) } });
    await runOnDatabase(ctx.app.db, ctx.config, {
      name: 'platform',
      input: {
        action: 'lift-halt',
        operator: adminName,
        input: { id: String(halt.halt.id), reason: 'Issuer cleared it' },
      },
    });
    await ctx.app.platform.reload();
    expect(ctx.app.platform.haltFor('USDT')).toBeNull();
  });
});
