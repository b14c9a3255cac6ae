import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { TradeUploadResult } from '@p2p/shared';
import { insertChatTrade } from '../modules/trade-chat/trade-chat-test-fixtures.js';
import { SERVER_ROOT } from '../paths.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../test/app.js';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const directive of String(header).split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers over plain HTTP (cookies not secure)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('gives the app page a policy without inline script that no other site may frame', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/trade/receipt/abc',
      headers: { host: 'p2p.test:8080' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectCommonHeaders(page.headers);
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // The chat's PDF viewer frames a blob: of the file it read; nothing else may be framed.
    expect(csp.get('frame-src')).toEqual(['blob:']);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://p2p.test:8080']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('puts nothing of a strange Host header into the policy', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: "evil; script-src 'unsafe-inline'" },
    });
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", "'self'"]);
  });

  it('sends the same headers with API answers, errors included', async () => {
    for (const url of ['/rest/v1/auth/csrf', '/rest/v1/no-such-thing']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expectCommonHeaders(response.headers);
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual([
        "'none'",
      ]);
    }
  });

  it('serves an upload as a sandboxed file that nothing may sniff or frame', async () => {
    const { trade, buyer } = await insertChatTrade(ctx.app);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const boundary = 'headers-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="poly.html"\r\n` +
          'Content-Type: text/html\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const csrf = await buyer.client.fetchCsrf();
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/rest/v1/trade/${trade.hash}/upload`,
      headers: {
        cookie: `sid=${buyer.client.cookie('sid')}; csrf_secret=${buyer.client.cookie('csrf_secret')}`,
        'x-csrf-token': csrf,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { attachment } = (uploaded.json() as { data: TradeUploadResult }).data;
    const served = await buyer.client.get(attachment.url);
    expect(served.statusCode).toBe(200);
    expectCommonHeaders(served.headers);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="poly\.png"/);
  });

  it('keeps the API reference page working: its scripts are files of our origin', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/rest/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(directives(docs.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });

  it('has no inline script in the web app page it serves', () => {
    // The source page (and so the built one, plus Vite's module script tags with a src).
    const source = readFileSync(path.join(SERVER_ROOT, '../web/index.html'), 'utf8');
    expect(source).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(source).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('security headers and cookies over HTTPS (COOKIE_SECURE)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ COOKIE_SECURE: 'true' });
  });
  afterAll(() => ctx.close());

  it('adds HSTS, upgrades insecure requests and allows the page its wss: socket', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/', headers: { host: 'p2p.test' } });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://p2p.test']);
  });

  it('names the session and CSRF cookies with the __Host- prefix: Secure, Path=/, no Domain', async () => {
    const { client } = await registerUser(ctx.app);
    expect(client.cookie('__Host-sid')).toBeDefined();
    expect(client.cookie('__Host-csrf_secret')).toBeDefined();
    expect(client.cookie('sid')).toBeUndefined();
    const login = await ctx.app.inject({ method: 'GET', url: '/rest/v1/auth/csrf' });
    const set = login.cookies.find((cookie) => cookie.name === '__Host-csrf_secret');
    expect(set).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(set?.domain).toBeUndefined();
    expect((await client.get('/rest/v1/users/current_user')).statusCode).toBe(200);
  });

  it('ignores cookies without the prefix: a planted session or CSRF secret counts for nothing', async () => {
    const { client } = await registerUser(ctx.app);
    const session = client.cookie('__Host-sid')!;
    const secret = client.cookie('__Host-csrf_secret')!;
    const token = await client.fetchCsrf();
    const planted = await ctx.app.inject({
      method: 'GET',
      url: '/rest/v1/users/current_user',
      headers: { cookie: `sid=${session}` },
    });
    expect(planted.statusCode).toBe(401);
    // The attacker's own secret and its token, tossed into the victim's browser as csrf_secret.
    const tossed = await ctx.app.inject({
      method: 'POST',
      url: '/rest/v1/auth/logout',
      headers: { cookie: `__Host-sid=${session}; csrf_secret=${secret}`, 'x-csrf-token': token },
    });
    expect(tossed.statusCode).toBe(403);
    const anonymous = new TestClient(ctx.app);
    await anonymous.fetchCsrf();
    expect(anonymous.cookie('__Host-csrf_secret')).toBeDefined();
  });
});
