import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePreloads } from './page-preloads.js';

const dist = mkdtempSync(path.join(os.tmpdir(), 'page-preloads-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function writeBuild(manifest: object, pages?: object) {
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  const table = path.join(dist, '.vite', 'first-visit-pages.json');
  if (pages) writeFileSync(table, JSON.stringify(pages));
  else rmSync(table, { force: true });
}

const manifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_react-R1.js'] },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_shared-S1.js': { file: 'assets/shared-S1.js' },
  'src/i18n/catalogues/en.ts': { file: 'assets/en-C1.js', imports: ['_shared-S1.js'] },
  'src/i18n/catalogues/es.ts': { file: 'assets/es-C2.js', imports: ['_shared-S1.js', 'index.html'] },
  'src/features/marketplace/routes/view-offer.tsx': {
    file: 'assets/view-offer-V1.js',
    imports: ['_react-R1.js', '_shared-S1.js', '_card-K1.js'],
  },
  '_card-K1.js': { file: 'assets/card-K1.js' },
  'src/i18n/locales/trade/en.json': { file: 'assets/en-T1.js' },
  'src/i18n/locales/trade/es.json': { file: 'assets/es-T2.js' },
  'src/app/routes/home/home.tsx': { file: 'assets/home-H1.js' },
  'src/features/marketplace/api/answer-schemas.ts': {
    file: 'assets/answer-schemas-A1.js',
    imports: ['_schemas-Z1.js', '_shared-S1.js'],
  },
  '_schemas-Z1.js': { file: 'assets/schemas-Z1.js' },
};
const pages = {
  pages: [
    { name: 'home', paths: ['/'], source: 'src/app/routes/home/home.tsx', areas: [] },
    {
      name: 'view-offer',
      paths: ['/offer/:offerId'],
      source: 'src/features/marketplace/routes/view-offer.tsx',
      modules: ['src/features/marketplace/api/answer-schemas.ts'],
      answers: ['/rest/v1/offers/:offerId'],
      areas: ['trade'],
    },
  ],
};
const hrefs = (markup: string) => [...markup.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('pagePreloads', () => {
  it("names a first-visit page's route chunk, its imports and its areas in the page's language", () => {
    writeBuild(manifest, pages);
    const preloads = pagePreloads(dist);
    // The catalogue first, then the page; what index.html loads (entry, react) is not named again.
    // Then its answers' schemas and the answer itself.
    expect(hrefs(preloads('/offer/abc', 'en'))).toEqual([
      '/assets/en-C1.js',
      '/assets/shared-S1.js',
      '/assets/view-offer-V1.js',
      '/assets/card-K1.js',
      '/assets/answer-schemas-A1.js',
      '/assets/schemas-Z1.js',
      '/assets/en-T1.js',
      '/rest/v1/offers/abc',
    ]);
    expect(hrefs(preloads('/es/offer/abc/', 'es'))).toEqual([
      '/assets/es-C2.js',
      '/assets/shared-S1.js',
      '/assets/view-offer-V1.js',
      '/assets/card-K1.js',
      '/assets/answer-schemas-A1.js',
      '/assets/schemas-Z1.js',
      '/assets/es-T2.js',
      '/rest/v1/offers/abc',
    ]);
    expect(preloads('/offer/abc', 'en')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/view-offer-V1.js" />',
    );
  });

  it('preloads the answer the app asks for: as a same-origin fetch, encoded as the app encodes it, not for an address with a query', () => {
    writeBuild(manifest, pages);
    const preloads = pagePreloads(dist);
    expect(preloads('/offer/abc', 'en')).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/rest/v1/offers/abc" />',
    );
    // The app encodes the decoded id (encodeURIComponent): the same address, whatever the page's escapes.
    expect(hrefs(preloads('/offer/a%2Db', 'en'))).toContain('/rest/v1/offers/a-b');
    expect(hrefs(preloads('/offer/a%20b', 'en'))).toContain('/rest/v1/offers/a%20b');
    // A malformed escape, or a query the app would send along (sourceId): the chunks, no answer.
    expect(preloads('/offer/%E0%A4%A', 'en')).not.toContain('/rest/');
    expect(hrefs(preloads('/offer/abc?sourceId=listing', 'en'))).toContain('/assets/view-offer-V1.js');
    expect(preloads('/offer/abc?sourceId=listing', 'en')).not.toContain('/rest/');
    expect(preloads('/', 'en')).not.toContain('/rest/');
  });

  it('matches the home page with and without a language, and no page for other paths', () => {
    writeBuild(manifest, pages);
    const preloads = pagePreloads(dist);
    expect(hrefs(preloads('/', 'en'))).toContain('/assets/home-H1.js');
    expect(hrefs(preloads('/es', 'es'))).toContain('/assets/home-H1.js');
    expect(hrefs(preloads('/es/', 'es'))).toContain('/assets/home-H1.js');
    // Another page, a deeper path, a path that only starts like a page: the catalogue only.
    for (const pathname of ['/wallet', '/offer/abc/edit', '/offers', '/es/offer']) {
      expect(hrefs(preloads(pathname, 'en')), pathname).toEqual(['/assets/en-C1.js', '/assets/shared-S1.js']);
    }
  });

  it('names the catalogue only when the build has no page table, and nothing without a manifest', () => {
    writeBuild(manifest);
    expect(hrefs(pagePreloads(dist)('/offer/abc', 'en'))).toEqual([
      '/assets/en-C1.js',
      '/assets/shared-S1.js',
    ]);
    // A language without a catalogue chunk in this manifest.
    expect(pagePreloads(dist)('/ru/offer/abc', 'ru')).toBe('');
    rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
    expect(pagePreloads(dist)('/offer/abc', 'en')).toBe('');
  });
});
