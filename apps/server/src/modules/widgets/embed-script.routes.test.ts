import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';

describe('the embed script (GET /widgets/embed.js)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is served to other sites, cached for five minutes under its stable name', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/widgets/embed.js',
      headers: { origin: 'https://vendor.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    // A <script src> from another site is a no-cors load: same-site would block it.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('leaves the app and its other files to this site only', async () => {
    const favicon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(favicon.headers['access-control-allow-origin']).toBeUndefined();
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });
});
