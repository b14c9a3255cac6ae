import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { startTestTrade } from '../../test/trades.js';
import { escapeHtml, profileMetaTags } from './profile-meta.js';
import { escapeXml, shareCardSvg, type ShareCardFigures } from './share-card.svg.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    PUBLIC_URL: 'https://p2p.example',
    MAIL_FROM: 'Coin Bazaar <no-reply@p2p.example>',
  });
});
afterAll(() => ctx.close());

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Width and height from the PNG's IHDR chunk (bytes 16–23). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const card = (overrides: Partial<ShareCardFigures> = {}): ShareCardFigures => ({
  username: 'alice',
  badge: 'power_trader',
  completedTrades: 12,
  positiveFeedbackPercent: 91,
  feedbackCount: 11,
  completionRate: 96,
  ...overrides,
});

describe('GET /user/{username}/share-card.png', () => {
  it('answers a 1200×630 PNG with a strong ETag, cached five minutes, and 304 on the same ETag', async () => {
    const { user } = await registerUser(ctx.app);
    const url = `/user/${user.username}/share-card.png`;
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    const png = response.rawPayload;
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(Number(response.headers['content-length'])).toBe(png.length);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Any letter case of the username is the same card.
    const upper = await ctx.app.inject({
      method: 'GET',
      url: url.replace(user.username, user.username.toUpperCase()),
    });
    expect(upper.headers.etag).toBe(etag);
  });

  it('changes the ETag (and the image) when a figure changes', async () => {
    const trade = await startTestTrade(ctx.app);
    const url = `/user/${trade.seller.username}/share-card.png`;
    const before = await ctx.app.inject({ method: 'GET', url });
    await trade.buyer.client.post(`/rest/v1/trade/${trade.tradeHash}/paid`);
    await trade.seller.client.post(`/rest/v1/trade/${trade.tradeHash}/release`, {});
    const after = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
  });

  it('is a 404 for an unknown user and for a profile hidden from guests, a 400 for a malformed name', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/user/nobody_here_1/share-card.png' })).statusCode,
    ).toBe(404);
    const hidden = await registerUser(ctx.app);
    await hidden.client.post('/rest/v1/users/settings', { profileVisibility: 'NO' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/user/${hidden.user.username}/share-card.png`,
    });
    expect(response.statusCode).toBe(404);
    // Not even the owner's own session shows it: the image is public and must not depend on who asks.
    expect((await hidden.client.get(`/user/${hidden.user.username}/share-card.png`)).statusCode).toBe(404);
    const malformed = await ctx.app.inject({ method: 'GET', url: '/user/a%3Cb/share-card.png' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details).toHaveProperty('username');
  });
});

describe('the share card SVG', () => {
  it('escapes every text it writes', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    const svg = shareCardSvg(card({ username: '<script>' }), 'Tom & "Jerry"');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
    expect(svg).toContain('Tom &#38; &#34;Jerry&#34;');
  });

  it('shows the badge, the three figures and a dash for a figure not known yet', () => {
    const svg = shareCardSvg(
      card({ positiveFeedbackPercent: null, completionRate: null, feedbackCount: 0 }),
      'X',
    );
    expect(svg).toContain('Power trader');
    expect(svg).toContain('>12<');
    expect(svg.match(/>—</g)).toHaveLength(2);
    expect(shareCardSvg(card({ badge: 'no_badge' }), 'X')).not.toContain('<rect x="80" y="250"');
  });
});

describe('the public profile page: Open Graph and Twitter tags in the served HTML', () => {
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

  it('writes og:title, og:description, og:image and twitter:card for /user/{username} and /{locale}/user/{username}', async () => {
    const { user } = await registerUser(ctx.app);
    for (const path of [`/user/${user.username}`, `/es/user/${user.username}`]) {
      const response = await new TestClient(ctx.app).get(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const html = response.body;
      expect(meta(html, 'og:title')).toBe(`${user.username} on Coin Bazaar`);
      expect(meta(html, 'og:description')).toBe('0 completed trades.');
      expect(meta(html, 'og:url')).toBe(`https://p2p.example${path}`);
      expect(meta(html, 'og:image')).toMatch(
        new RegExp(`^https://p2p\\.example/user/${user.username}/share-card\\.png\\?v=[\\w-]{12}$`),
      );
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      // Still the app: its root, its CSRF token, and the CSP header untouched.
      expect(html).toContain('<title>fixture</title>');
      expect(html).not.toContain('__CSRF_TOKEN__');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    }
    expect((await new TestClient(ctx.app).get(`/es/user/${user.username}`)).body).toContain(
      '<html lang="es"',
    );
  });

  it('serves the page without tags for an unknown or hidden profile, and an unknown locale is not found', async () => {
    const unknown = await new TestClient(ctx.app).get('/user/nobody_here_2');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>fixture</title>');
    expect(unknown.body).not.toContain('og:image');
    const hidden = await registerUser(ctx.app);
    await hidden.client.post('/rest/v1/users/settings', { profileVisibility: 'NO' });
    expect((await new TestClient(ctx.app).get(`/user/${hidden.user.username}`)).body).not.toContain('og:');
    expect((await new TestClient(ctx.app).get('/rest/user/x')).statusCode).toBe(404);
  });

  it('HTML-escapes every value of the tags', () => {
    expect(escapeHtml(`"><script>alert('x')</script>`)).toBe(
      '&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;',
    );
    const tags = profileMetaTags(card({ username: '"><img src=x>' }), {
      baseUrl: 'https://p2p.example/',
      pagePath: '/user/x',
      imagePath: '/user/x/share-card.png',
      siteName: 'A & B',
      version: 'v1',
    });
    expect(tags).not.toMatch(/"><img/);
    expect(tags).toContain('content="&#34;&#62;&#60;img src=x&#62; on A &#38; B"');
    expect(tags).toContain(
      'content="Power trader. 12 completed trades, 91% positive feedback (11), 96% completion rate."',
    );
  });
});
