import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema.js';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';

// Addresses the bundled GeoLite2 data places (checked against the package's data).
const NIGERIA = '102.89.0.1';
const BRITAIN = '81.2.69.160';
const USA = '8.8.8.8';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof registerUser>>;

/** A request from `ip` (the socket's peer) or through the trusted proxy at 127.0.0.1 (X-Forwarded-For). */
const from = (ip: string, url: string, options: { method?: 'GET' | 'POST'; forwardedFor?: string } = {}) =>
  ctx.app.inject({
    method: options.method ?? 'GET',
    url,
    remoteAddress: ip,
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
    ...(options.method === 'POST' ? { payload: {} } : {}),
  });

const addRule = async (kind: string, value: string, action: string) => {
  const response = await admin.client.post('/rest/v1/admin/access-rules', { kind, value, action });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; value: string };
};
const removeRule = async (id: number) =>
  expect((await admin.client.send('DELETE', `/rest/v1/admin/access-rules/${id}`)).statusCode).toBe(200);

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: 'true' });
  admin = await registerUser(ctx.app);
  await ctx.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
});
afterAll(() => ctx.close());

describe('managing access rules', () => {
  it('is for admins; staff may read; values are checked and written one way; changes are audited', async () => {
    const moderator = await registerUser(ctx.app);
    await ctx.app.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.user.id));
    const user = await registerUser(ctx.app);
    const body = { kind: 'country', value: 'ng', action: 'deny' };
    expect((await user.client.post('/rest/v1/admin/access-rules', body)).statusCode).toBe(403);
    expect((await moderator.client.post('/rest/v1/admin/access-rules', body)).statusCode).toBe(403);
    expect((await user.client.get('/rest/v1/admin/access-rules')).statusCode).toBe(403);

    const badRange = await admin.client.post('/rest/v1/admin/access-rules', {
      kind: 'cidr',
      value: '10.0.0.0/33',
      action: 'deny',
    });
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().error).toMatchObject({ code: 'ERROR_INPUT_VALIDATION' });
    expect(badRange.json().error.details.value[0]).toMatch(/CIDR/);
    const badAction = await admin.client.post('/rest/v1/admin/access-rules', { ...body, action: 'block' });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().error.details).toHaveProperty('action');

    const added = await addRule('cidr', '2001:DB8:0:0:1::/32', 'deny');
    expect(added.value).toBe('2001:db8::/32');
    const twice = await admin.client.post('/rest/v1/admin/access-rules', {
      kind: 'cidr',
      value: '2001:db8::/32',
      action: 'allow',
    });
    expect(twice.statusCode).toBe(409);
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'access.rule_added'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      details: { value: '2001:db8::/32', ruleAction: 'deny', via: 'console' },
    });
    const listed = await moderator.client.get('/rest/v1/admin/access-rules');
    expect(listed.json().data.rules).toEqual([
      expect.objectContaining({ kind: 'cidr', value: '2001:db8::/32', createdBy: admin.user.username }),
    ]);
    await removeRule(added.id);
    expect((await admin.client.send('DELETE', `/rest/v1/admin/access-rules/${added.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('a visitor from a denied place', () => {
  it('gets 403 ERROR_IP_BLOCKED from the API, but the pages, health and the access answer still load', async () => {
    const rule = await addRule('country', 'NG', 'deny');
    const refused = await from(NIGERIA, '/rest/v1/offers?type=buy');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'ERROR_IP_BLOCKED' });
    expect((await from(NIGERIA, '/rest/v1/trade/start', { method: 'POST' })).statusCode).toBe(403);
    expect((await from(USA, '/rest/v1/offers?type=buy')).statusCode).toBe(200);

    const access = await from(NIGERIA, '/rest/v1/platform/access');
    expect(access.json().data).toEqual({ blocked: true, countryIso: 'NG', notice: null });
    expect((await from(USA, '/rest/v1/platform/access')).json().data).toMatchObject({
      blocked: false,
      countryIso: 'US',
    });
    expect((await from(NIGERIA, '/healthz')).statusCode).toBe(200);
    expect((await from(NIGERIA, '/readyz')).statusCode).toBe(200);
    const page = await from(NIGERIA, '/en/access-blocked');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect((await from(NIGERIA, '/rest/v1/platform/status')).statusCode).toBe(200);
    await removeRule(rule.id);
    expect((await from(NIGERIA, '/rest/v1/offers?type=buy')).statusCode).toBe(200);
  });

  it('is found through X-Forwarded-For behind the trusted proxy, by IPv6 range and by IPv4 range', async () => {
    const v6 = await addRule('cidr', '2001:db8::/32', 'deny');
    const v4 = await addRule('cidr', '203.0.113.0/24', 'deny');
    const viaProxy = await from('127.0.0.1', '/rest/v1/offers?type=buy', { forwardedFor: '203.0.113.9' });
    expect(viaProxy.statusCode).toBe(403);
    expect((await from('2001:db8:1::5', '/rest/v1/offers?type=buy')).statusCode).toBe(403);
    expect(
      (await from('127.0.0.1', '/rest/v1/offers?type=buy', { forwardedFor: '2001:db8::7' })).statusCode,
    ).toBe(403);
    expect(
      (await from('127.0.0.1', '/rest/v1/offers?type=buy', { forwardedFor: '203.0.114.9' })).statusCode,
    ).toBe(200);
    // A narrower allow opens one address of the denied range.
    const hole = await addRule('cidr', '203.0.113.9', 'allow');
    expect((await from('203.0.113.9', '/rest/v1/offers?type=buy')).statusCode).toBe(200);
    expect((await from('203.0.113.10', '/rest/v1/offers?type=buy')).statusCode).toBe(403);
    for (const rule of [v6, v4, hole]) await removeRule(rule.id);
  });

  it('lets staff through, and lets anyone fetch what signing in needs', async () => {
    const rule = await addRule('country', 'NG', 'deny');
    const staff = await ctx.app.inject({
      method: 'GET',
      url: '/rest/v1/admin/access-rules',
      remoteAddress: NIGERIA,
      headers: { cookie: `sid=${admin.client.cookie('sid') ?? ''}` },
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect((await from(NIGERIA, '/rest/v1/auth/csrf')).statusCode).toBe(200);
    await removeRule(rule.id);
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: the socket peer is the visitor', async () => {
    const plain = await createTestApp();
    try {
      const owner = await registerUser(plain.app);
      await plain.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.user.id));
      await owner.client.post('/rest/v1/admin/access-rules', {
        kind: 'cidr',
        value: '203.0.113.0/24',
        action: 'deny',
      });
      const spoofed = await plain.app.inject({
        method: 'GET',
        url: '/rest/v1/offers?type=buy',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.5' },
      });
      expect(spoofed.statusCode).toBe(200);
      const direct = await plain.app.inject({
        method: 'GET',
        url: '/rest/v1/offers?type=buy',
        remoteAddress: '203.0.113.5',
      });
      expect(direct.statusCode).toBe(403);
    } finally {
      await plain.close();
    }
  });
});

describe('the regional notice', () => {
  it('is shown to visitors from its country and refuses the features it restricts', async () => {
    const bad = await admin.client.send('PUT', '/rest/v1/admin/regional-notices', {
      countryIso: 'GB',
      restricts: ['teleport'],
    });
    expect(bad.statusCode).toBe(400);
    const set = await admin.client.send('PUT', '/rest/v1/admin/regional-notices', {
      countryIso: 'gb',
      messageKey: 'nigeriaBlock',
      message: 'Bank transfers in GBP are paused.',
      restricts: ['trade-start', 'swap'],
    });
    expect(set.statusCode, set.body).toBe(200);
    const access = (await from(BRITAIN, '/rest/v1/platform/access')).json().data;
    expect(access).toMatchObject({
      blocked: false,
      countryIso: 'GB',
      notice: { countryIso: 'GB', messageKey: 'nigeriaBlock', restricts: ['trade-start', 'swap'] },
    });
    expect((await from(USA, '/rest/v1/platform/access')).json().data.notice).toBeNull();

    const start = await from(BRITAIN, '/rest/v1/trade/start', { method: 'POST' });
    expect(start.statusCode).toBe(403);
    expect(start.json().error).toMatchObject({
      code: 'ERROR_BLOCKED_IN_LOCATION',
      details: { feature: [expect.any(String)] },
    });
    expect((await from(BRITAIN, '/rest/v1/offers?type=buy')).statusCode).toBe(200);
    // Not restricted elsewhere: the start goes on to its own checks (no session: 401 or 403 CSRF).
    expect((await from(USA, '/rest/v1/trade/start', { method: 'POST' })).json().error.code).not.toBe(
      'ERROR_BLOCKED_IN_LOCATION',
    );

    expect((await admin.client.send('DELETE', '/rest/v1/admin/regional-notices/GB')).statusCode).toBe(200);
    expect((await from(BRITAIN, '/rest/v1/platform/access')).json().data.notice).toBeNull();
    expect((await admin.client.send('DELETE', '/rest/v1/admin/regional-notices/GB')).statusCode).toBe(404);
  });
});
