import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_NAMES } from '@p2p/shared';
import { createTestApp, type TestContext } from '../../test/app.js';

describe('public page texts (shipped defaults)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('serves every page in English with a cache header', async () => {
    for (const page of PUBLIC_PAGE_NAMES) {
      const answer = await get(`/rest/v1/public-pages/${page}`);
      expect(answer.statusCode, page).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
      const { data } = answer.json();
      expect(data).toMatchObject({ page, lang: 'en', fallback: false, source: 'default' });
      expect(data.markdown).toMatch(/^# \S/);
    }
  });

  it('serves the Spanish and Russian terms, privacy, fees and about texts', async () => {
    for (const page of ['terms-of-service', 'privacy-policy', 'fees', 'about']) {
      for (const lang of ['es', 'ru']) {
        const { data } = (await get(`/rest/v1/public-pages/${page}?lang=${lang}`)).json();
        expect(data, `${page}.${lang}`).toMatchObject({ lang, fallback: false });
      }
    }
    const es = (await get('/rest/v1/public-pages/terms-of-service?lang=es')).json().data.markdown;
    expect(es).toContain('# Términos del servicio');
  });

  it('falls back to English, saying so, for a language without its own text', async () => {
    const { data } = (await get('/rest/v1/public-pages/refugees-landing?lang=ru')).json();
    expect(data).toMatchObject({ page: 'refugees-landing', lang: 'en', fallback: true });
    const fr = (await get('/rest/v1/public-pages/about?lang=fr')).json().data;
    expect(fr).toMatchObject({ lang: 'en', fallback: true });
  });

  it('refuses an unknown page with 404 and a malformed name or language with 400', async () => {
    const unknown = await get('/rest/v1/public-pages/secrets');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('ERROR_NOT_FOUND');

    for (const name of ['..%2F..%2Fpackage.json', '..%2Fconfig', 'about.en', 'About', '%2Fetc%2Fpasswd']) {
      const answer = await get(`/rest/v1/public-pages/${name}`);
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json().error.details).toHaveProperty('page');
    }
    const badLang = await get('/rest/v1/public-pages/about?lang=..%2F..%2Fx');
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json().error.details).toHaveProperty('lang');
    // A path with more segments is not this route at all.
    expect((await get('/rest/v1/public-pages/../../package.json')).statusCode).toBe(404);
  });
});

describe('escrow fees as configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      TRADE_FEE_BPS_BANK_TRANSFERS: '75',
      TRADE_FEE_BPS_GIFT_CARDS: '425',
      TRADE_FEE_BPS_DEFAULT: '150',
    });
  });
  afterAll(() => ctx.close());

  it('lists every payment-method group with the rate a trade paid by it takes', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/rest/v1/escrow-fees' });
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    const groups = (await ctx.app.inject({ method: 'GET', url: '/rest/v2/payment-method-groups' })).json()
      .data;
    expect(data.groups).toHaveLength(groups.length);
    const bySlug = new Map(data.groups.map((g: { slug: string; feeBps: number }) => [g.slug, g.feeBps]));
    const giftCards = groups.find((g: { id: number }) => g.id === 1);
    const bank = groups.find((g: { id: number }) => g.id === 5);
    expect(bySlug.get(giftCards.slug)).toBe(425);
    expect(bySlug.get(bank.slug)).toBe(75);
    const others = data.groups.filter((g: { id: number }) => g.id !== 1 && g.id !== 5);
    expect(others.length).toBeGreaterThan(0);
    for (const group of others) expect(group.feeBps).toBe(150);
    expect(data.defaultBps).toBe(150);
  });
});

describe("the operator's texts in the data folder", () => {
  let ctx: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'p2p-content-'));
    const content = path.join(dataDir, 'content');
    mkdirSync(content);
    writeFileSync(path.join(content, 'about.en.md'), '# About the operator\n\nRun by us.');
    writeFileSync(path.join(content, 'fees.es.md'), '# Comisiones del operador');
    writeFileSync(path.join(dataDir, 'outside.md'), '# Not a page');
    symlinkSync(path.join(dataDir, 'outside.md'), path.join(content, 'vendor-terms.en.md'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const data = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json().data;

  it("replaces the default with the operator's file, per language", async () => {
    expect(await data('/rest/v1/public-pages/about')).toMatchObject({
      source: 'operator',
      markdown: '# About the operator\n\nRun by us.',
    });
    expect(await data('/rest/v1/public-pages/fees?lang=es')).toMatchObject({
      source: 'operator',
      lang: 'es',
    });
    // Russian has its own default, so the operator's English about does not replace it.
    expect(await data('/rest/v1/public-pages/about?lang=ru')).toMatchObject({
      source: 'default',
      lang: 'ru',
    });
    // A language with no text of its own falls back to the operator's English.
    expect(await data('/rest/v1/public-pages/about?lang=tr')).toMatchObject({
      source: 'operator',
      lang: 'en',
      fallback: true,
    });
  });

  it('does not follow a link out of the content folder: the default is served', async () => {
    const vendor = await data('/rest/v1/public-pages/vendor-terms');
    expect(vendor.source).toBe('default');
    expect(vendor.markdown).not.toContain('Not a page');
  });
});
