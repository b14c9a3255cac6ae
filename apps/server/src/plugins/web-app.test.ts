import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../paths.js';
import { createTestApp, type TestContext } from '../test/app.js';
import { cacheControlFor } from './web-app.js';

const WEB_FIXTURE = path.join(SERVER_ROOT, 'src/test/fixtures/web');
const ASSET = '/assets/index-Fx7Qa1_b.js';
const assetText = readFileSync(path.join(WEB_FIXTURE, ASSET), 'utf8');
const YEAR = 'public, max-age=31536000, immutable';

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

describe('web app files: pre-compressed and cached', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the Brotli file when the browser accepts br, cached for a year', async () => {
    const response = await get(ASSET, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(YEAR);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(assetText);
    expectSecurityHeaders(response.headers);
  });

  it('sends the gzip file when br is not accepted', async () => {
    const response = await get(ASSET, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(YEAR);
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(assetText);
    expectSecurityHeaders(response.headers);
  });

  it('sends the plain file without an Accept-Encoding it can serve', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get(ASSET, acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(YEAR);
      expect(response.payload).toBe(assetText);
      expectSecurityHeaders(response.headers);
    }
  });

  it('has unhashed files revalidated and the page itself never stored', async () => {
    const favicon = await get('/favicon.svg', 'br');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(favicon.headers);

    const page = await get('/en/trading/buy-bitcoin', 'br, gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(page.headers);
  });

  it("names the page language's catalogue chunk for preloading", async () => {
    const english = await get('/trading/buy-bitcoin');
    expect(english.payload).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/en-Ab12Cd34.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/merge-Qw12Er34.js" /></head>',
    );
    expect(english.payload).not.toContain('es-Zx98Yw76');

    const spanish = await get('/es/trading/buy-bitcoin');
    expect(spanish.payload).toContain('href="/assets/es-Zx98Yw76.js"');
    expect(spanish.payload).not.toContain('en-Ab12Cd34');
    // The entry is not named again (index.html loads it).
    expect(spanish.payload).not.toContain('href="/assets/index-Fx7Qa1_b.js"');

    // No catalogue for Russian in this manifest: nothing to preload.
    const russian = await get('/ru');
    expect(russian.statusCode).toBe(200);
    expect(russian.payload).not.toContain('modulepreload');
  });

  it('serves a page in its language, right to left in Arabic, and sends a first visit to its language', async () => {
    const arabic = await get('/ar/offers');
    expect(arabic.payload).toContain('<html lang="ar" dir="rtl"');
    expect((await get('/trading/buy-bitcoin')).payload).toContain('<html lang="en" dir="ltr"');

    const inject = (url: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url, headers });
    const firstVisit = await inject('/offers?coin=btc', { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' });
    expect(firstVisit.statusCode).toBe(302);
    expect(firstVisit.headers.location).toBe('/pt/offers?coin=btc');
    expect(firstVisit.headers.vary).toMatch(/accept-language/i);

    const remembered = await inject('/', { cookie: 'locale=vi', 'accept-language': 'fr' });
    expect(remembered.headers.location).toBe('/vi');
    const english = await inject('/login', { cookie: 'locale=en', 'accept-language': 'fr' });
    expect(english.statusCode).toBe(200);
    // API answers are never redirected.
    expect((await inject('/healthz', { 'accept-language': 'fr' })).statusCode).toBe(200);
  });

  it('compresses a JSON answer of 1 KB or more with what the browser accepts', async () => {
    const br = await get('/rest/openapi.json', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    expectSecurityHeaders(br.headers);

    const gzip = await get('/rest/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(document);

    const plain = await get('/rest/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.payload)).toEqual(document);
  });

  it('leaves a small JSON answer uncompressed', async () => {
    const response = await get('/healthz', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('cacheControlFor', () => {
  it('gives a year only to Vite-hashed assets', () => {
    expect(cacheControlFor('assets/index-DbOTj1jK.js')).toBe(YEAR);
    expect(cacheControlFor('assets/api-client-BrVoXsel.js.br')).toBe(YEAR);
    expect(cacheControlFor('assets/index-O8iaz9WD.css')).toBe(YEAR);
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('push-worker.js')).toBe('no-cache');
    expect(cacheControlFor('favicon.svg')).toBe('no-cache');
    expect(cacheControlFor('static/crypto/btc.svg')).toBe('no-cache');
  });
});
