import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, like } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { fund } from '../../test/ledger.js';
import { createTestOffer, startTestTrade, tradingUser } from '../../test/trades.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof registerUser>>;
let moderator: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await registerUser(ctx.app);
  moderator = await registerUser(ctx.app);
  await ctx.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  await ctx.app.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.user.id));
});
afterAll(() => ctx.close());

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();
const status = async () => (await new TestClient(ctx.app).get('/rest/v1/platform/status')).json().data;
const lastAudit = async (action: string) => {
  const [row] = await ctx.app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};

describe('maintenance', () => {
  it('is switched by admins only, with a clear 400 for a bad end', async () => {
    const body = { expectedEndAt: inOneHour() };
    expect((await moderator.client.post('/rest/v1/admin/platform/maintenance', body)).statusCode).toBe(403);
    const user = await registerUser(ctx.app);
    expect((await user.client.post('/rest/v1/admin/platform/maintenance', body)).statusCode).toBe(403);
    const bad = await admin.client.post('/rest/v1/admin/platform/maintenance', { expectedEndAt: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toHaveProperty('expectedEndAt');
    const past = await admin.client.post('/rest/v1/admin/platform/maintenance', {
      expectedEndAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect((await status()).maintenance).toBeNull();
  });

  it('answers 503 ERROR_MAINTENANCE with Retry-After to users, not to staff, sign-in or health', async () => {
    const user = await registerUser(ctx.app);
    const end = inOneHour();
    const on = await admin.client.post('/rest/v1/admin/platform/maintenance', {
      expectedEndAt: end,
      message: 'Database upgrade',
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await status()).toMatchObject({
      maintenance: { expectedEndAt: end, message: 'Database upgrade' },
    });
    expect(await lastAudit('platform.maintenance_on')).toMatchObject({
      actorId: admin.user.id,
      details: { via: 'console' },
    });

    const refused = await user.client.get('/rest/v2/wallet/balances');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatchObject({
      code: 'ERROR_MAINTENANCE',
      details: { expectedEndAt: [end] },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await new TestClient(ctx.app).get('/rest/v1/offers/search')).statusCode).toBe(503);
    // The second try of a second conflicting switch is a conflict, not a second window.
    expect(
      (await admin.client.post('/rest/v1/admin/platform/maintenance', { expectedEndAt: end })).statusCode,
    ).toBe(409);

    expect((await moderator.client.get('/rest/v2/wallet/balances')).statusCode).toBe(200);
    expect((await admin.client.get('/rest/v1/platform/status')).statusCode).toBe(200);
    expect((await new TestClient(ctx.app).get('/healthz')).statusCode).toBe(200);
    expect((await new TestClient(ctx.app).get('/readyz')).statusCode).toBe(200);
    expect((await user.client.get('/rest/v1/users/current_user')).statusCode).toBe(200);
    // Staff can sign in (anyone can: everything after it stays refused for users).
    const staffBrowser = new TestClient(ctx.app);
    const login = await staffBrowser.post('/rest/v1/auth/login', {
      login: moderator.account.username,
      password: moderator.account.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await staffBrowser.get('/rest/v2/wallet/balances')).statusCode).toBe(200);

    const off = await admin.client.send('DELETE', '/rest/v1/admin/platform/maintenance');
    expect(off.statusCode, off.body).toBe(200);
    expect((await user.client.get('/rest/v2/wallet/balances')).statusCode).toBe(200);
    expect(await lastAudit('platform.maintenance_off')).toMatchObject({ actorId: admin.user.id });
    expect((await admin.client.send('DELETE', '/rest/v1/admin/platform/maintenance')).statusCode).toBe(409);
  });

  it('announces a window in advance and turns it on at its start', async () => {
    const startsAt = new Date(Date.now() + 2 * 3_600_000);
    const expectedEndAt = new Date(startsAt.getTime() + 3_600_000);
    const scheduled = await admin.client.post('/rest/v1/admin/platform/maintenance/schedule', {
      startsAt: startsAt.toISOString(),
      expectedEndAt: expectedEndAt.toISOString(),
      message: 'Planned upgrade',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const now = await status();
    expect(now.maintenance).toBeNull();
    expect(now.scheduledMaintenance).toEqual([
      expect.objectContaining({ startsAt: startsAt.toISOString(), message: 'Planned upgrade' }),
    ]);
    const later = new Date(startsAt.getTime() + 60_000);
    expect(ctx.app.platform.maintenanceAt(later)?.message).toBe('Planned upgrade');
    expect(ctx.app.platform.status(later).scheduledMaintenance).toEqual([]);

    const wrongOrder = await admin.client.post('/rest/v1/admin/platform/maintenance/schedule', {
      startsAt: expectedEndAt.toISOString(),
      expectedEndAt: startsAt.toISOString(),
    });
    expect(wrongOrder.statusCode).toBe(400);
    expect(wrongOrder.json().error.details).toHaveProperty('expectedEndAt');

    const id = scheduled.json().data.id as number;
    expect((await admin.client.send('DELETE', `/rest/v1/admin/platform/maintenance/${id}`)).statusCode).toBe(
      200,
    );
    expect((await status()).scheduledMaintenance).toEqual([]);
  });
});

describe('trading halt', () => {
  it('refuses trade starts, send-outs and swaps of the halted coin with 409, then lifts', async () => {
    const taker = await tradingUser(ctx.app);
    const vendor = await tradingUser(ctx.app);
    await fund(ctx.app.db, vendor.id, 'BTC', 10n ** 9n);
    await fund(ctx.app.db, taker.id, 'BTC', 10n ** 8n);
    const offer = await createTestOffer(ctx.app.db, vendor.id);

    const bad = await admin.client.post('/rest/v1/admin/platform/halts', { coin: 'DOGE', reason: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details)).toEqual(expect.arrayContaining(['coin', 'reason']));
    expect(
      (await moderator.client.post('/rest/v1/admin/platform/halts', { reason: 'Exchange incident now' }))
        .statusCode,
    ).toBe(403);

    const halted = await admin.client.post('/rest/v1/admin/platform/halts', {
      coin: 'BTC',
      reason: 'Chain reorganisation under way',
    });
    expect(halted.statusCode, halted.body).toBe(200);
    const haltId = halted.json().data.halt.id as number;
    expect((await status()).halts).toEqual([expect.objectContaining({ id: haltId, coin: 'BTC' })]);
    expect(
      (
        await admin.client.post('/rest/v1/admin/platform/halts', {
          coin: 'BTC',
          reason: 'Twice the same halt',
        })
      ).statusCode,
    ).toBe(409);

    const start = await taker.client.post('/rest/v1/trade/start', {
      offerHash: offer.hash,
      fiatAmount: '100.00',
    });
    expect(start.statusCode).toBe(409);
    expect(start.json().error).toMatchObject({
      code: 'ERROR_TRADING_HALTED',
      details: { coin: expect.any(Array) },
    });
    const send = await taker.client.post(
      '/rest/v2/wallet/send-out',
      {
        crypto_currency_code: 'BTC',
        address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
        amount: '0.001',
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(send.statusCode).toBe(409);
    expect(send.json().error.code).toBe('ERROR_TRADING_HALTED');
    const quote = await taker.client.post('/rest/v1/swap/quote', {
      from: 'BTC',
      to: 'USDT',
      amount: '0.001',
    });
    expect(quote.json().error.code).toBe('ERROR_TRADING_HALTED');

    const lift = await admin.client.post(`/rest/v1/admin/platform/halts/${haltId}/lift`, {
      reason: 'Chain settled, resuming',
    });
    expect(lift.statusCode, lift.body).toBe(200);
    expect(await lastAudit('platform.halt_lifted')).toMatchObject({
      actorId: admin.user.id,
      details: { haltId, coin: 'BTC', reason: 'Chain settled, resuming' },
    });
    const again = await taker.client.post('/rest/v1/trade/start', {
      offerHash: offer.hash,
      fiatAmount: '100.00',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(
      (
        await admin.client.post(`/rest/v1/admin/platform/halts/${haltId}/lift`, {
          reason: 'Lifted already once',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('halts all trading, other coins included, and keeps an audit of who did it', async () => {
    const trade = await startTestTrade(ctx.app, { coin: 'BTC' });
    const halted = await admin.client.post('/rest/v1/admin/platform/halts', {
      reason: 'Security incident review',
    });
    expect(halted.statusCode, halted.body).toBe(200);
    expect(halted.json().data.pausedTrades).toBeGreaterThanOrEqual(1);
    expect(await lastAudit('platform.halt')).toMatchObject({
      actorId: admin.user.id,
      details: { coin: null, reason: 'Security incident review', via: 'console' },
    });
    const vendor = await tradingUser(ctx.app);
    await fund(ctx.app.db, vendor.id, 'ETH', 10n ** 18n);
    const offer = await createTestOffer(ctx.app.db, vendor.id, { coin: 'ETH' });
    const start = await trade.buyer.client.post('/rest/v1/trade/start', {
      offerHash: offer.hash,
      fiatAmount: '100.00',
    });
    expect(start.statusCode).toBe(409);
    expect(start.json().error.message).toMatch(/all trading/);
    await admin.client.post(`/rest/v1/admin/platform/halts/${halted.json().data.halt.id}/lift`, {
      reason: 'Review finished, all clear',
    });
    expect((await status()).halts).toEqual([]);
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.user.id), like(auditLog.action, 'platform.%')));
    expect(audits.length).toBeGreaterThanOrEqual(4);
  });
});

describe('operator message', () => {
  it('shows the admin alert to everyone until cleared', async () => {
    const set = await admin.client.send('PUT', '/rest/v1/admin/platform/alert', {
      message: 'Bank transfers in EUR are slow today',
      level: 'warning',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await status()).adminAlert).toMatchObject({
      message: 'Bank transfers in EUR are slow today',
      level: 'warning',
    });
    const replaced = await admin.client.send('PUT', '/rest/v1/admin/platform/alert', {
      message: 'All good again',
    });
    expect(replaced.statusCode).toBe(200);
    expect((await status()).adminAlert).toMatchObject({ message: 'All good again', level: 'info' });
    expect(
      (await admin.client.send('PUT', '/rest/v1/admin/platform/alert', { message: 'x', level: 'loud' }))
        .statusCode,
    ).toBe(400);
    expect((await admin.client.send('DELETE', '/rest/v1/admin/platform/alert')).statusCode).toBe(200);
    expect((await status()).adminAlert).toBeNull();
    expect(await lastAudit('platform.alert_cleared')).toMatchObject({ actorId: admin.user.id });
  });
});
