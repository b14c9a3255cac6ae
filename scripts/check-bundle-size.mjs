// The JavaScript a first visit downloads, per page, measured in deterministic bytes from the built
// web app (apps/web/dist): the entry chunk of index.html, the English core catalogue, the page's
// route chunk, the English catalogue areas its route loader awaits (apps/web/src/app/route-areas.json),
// and every chunk they import statically (what the browser fetches before the page can render; lazily imported
// chunks are not counted). Sizes are gzip (level 9) and Brotli (quality 11) of each file, summed.
//
//   node scripts/check-bundle-size.mjs            prints the table and fails above the budget
//   node scripts/check-bundle-size.mjs --json     prints the figures as JSON
//   node scripts/check-bundle-size.mjs --files    lists the biggest files of each page
//   node scripts/check-bundle-size.mjs --dist <d> measures another build
//
// It is a byte count, not a timing: the same build always gives the same figures.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The pages of a first visit the issue measures, by the source module of their route: the web app's
 * first-visit pages (apps/web/src/app/first-visit-pages.json), whose chunks the server preloads.
 */
export const PAGES = Object.fromEntries(
  Object.entries(
    JSON.parse(readFileSync(path.join(root, 'apps/web/src/app/first-visit-pages.json'), 'utf8')),
  ).map(([page, { source }]) => [page, source]),
);

/** The active language's core catalogue, imported before the first render (apps/web/src/main.tsx). */
export const FIRST_RENDER_CHUNKS = ['src/i18n/catalogues/en.ts'];

/**
 * The catalogue areas a page's route loader waits for (apps/web/src/app/lazy-page.ts), in English:
 * fetched before the page renders, so counted with it. The route's name is the page's name.
 */
function areaChunks(page) {
  const routeAreas = JSON.parse(readFileSync(path.join(root, 'apps/web/src/app/route-areas.json'), 'utf8'));
  const areas = routeAreas[page];
  if (!areas) throw new Error(`apps/web/src/app/route-areas.json lists no areas for ${page}`);
  return areas.map((area) => `src/i18n/locales/${area}/en.json`);
}

/**
 * Gzip bytes of the initial JS each page may not exceed (CI fails above it): what the pages weigh
 * since their first-load split (docs/features.md, Performance) plus 2 to 3 KB of room. Lower a
 * budget when a page gets lighter; the goal of issue 16 is GOAL_GZIP_BYTES for each.
 */
export const BUDGET_GZIP_BYTES = {
  // Raised by 10 / 6 / 6 KB in session 6: the routes, menu entries and strings of gift cards, the
  // partner programme, swap and the new trade page went into the entry (236.1 / 247.6 / 254.7 KB).
  // Raised by 11 / 13 / 13 KB in session 7: six more languages (negotiation, plural fallbacks,
  // translated reference names), platform banners and maintenance, the public pages' routes and
  // footer, and the vendor figures on cards (247.1 / 259.9 / 267.0 KB). The catalogue of the active
  // language still ships whole (38 KB of the entry): loading its areas with their routes is next.
  // Raised by 9 / 9 / 8 KB in session 8: the texts of the dashboard, trade statistics, share profile,
  // staff demands and notices, access rules, exports, mobile money, tours and demo mode in nine
  // languages (the active one's catalogue 38 -> 42.9 KB) and their shell parts (banners, regional
  // notice, menu entries, footer link): 255.5 / 268.8 / 275.0 KB.
  // Lowered by 44 / 43 / 38 KB in session 9: the catalogue's areas load with their routes (only the
  // core and the page's own areas count), the account and staff layouts with their pages, and the
  // shell's answer schemas alongside the first answers: 213.9 / 227.2 / 238.4 KB.
  // Lowered by 32 / 34 / 34 KB in session 10: zod left the first load (the constants the shell and
  // pages read moved to schema-free modules, error envelopes read without zod, and the pages' answer
  // schemas load alongside their answers): 182.2 / 193.9 / 204.9 KB. Then i18next and react-i18next
  // gave way to our own translator (decision 047), and the offer page's recommended cards load with
  // their section: 165.1 / 177.5 / 185.8 KB.
  // Lowered by 0 / 3 / 5 KB in session 11: the listing's filters load where they show (beside the offers on
  // a wide screen, on a phone once opened) and the offer page loads the trade start's texts instead
  // of the whole trade room's: 164.2 / 173.3 / 180.1 KB.
  // Lowered by 9 / 10 / 11 KB in session 12: the entry's static imports form one chunk (Rolldown had
  // cut a dozen shared chunks out of it, each fetched and compressed on its own), the realtime client
  // loads with a signed-in user's first socket, and the offer page's feedback entries and trade start
  // errors load when shown: 155.2 / 163.7 / 169.5 KB, every page within the goal.
  home: 158 * 1024,
  listing: 166 * 1024,
  'view-offer': 172 * 1024,
};
export const GOAL_GZIP_BYTES = 170 * 1024;

/**
 * The embed script other sites load (apps/web/vite.widgets.config.ts, decision 045): one file, no
 * chunks, measured whole. Gzip bytes it may not exceed.
 */
export const WIDGET_SCRIPT = 'widgets/embed.js';
export const WIDGET_BUDGET_GZIP_BYTES = 12 * 1024;

/** The embed script's sizes, or null when the build has none. */
export function measureWidget(distDir = path.join(root, 'apps/web/dist')) {
  const file = path.join(distDir, WIDGET_SCRIPT);
  return existsSync(file) ? compressedSizes(file) : null;
}

function compressedSizes(file) {
  const bytes = readFileSync(file);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
}

/** Every chunk key a page loads before it renders: the keys and their static imports, transitively. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

export function measure(distDir = path.join(root, 'apps/web/dist')) {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build the web app first (npm run build -w @p2p/web).`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, compressedSizes(path.join(distDir, file)));
    return sizes.get(file);
  };
  const pages = {};
  for (const [page, source] of Object.entries(PAGES)) {
    const total = { raw: 0, gzip: 0, brotli: 0, files: [] };
    for (const key of staticClosure(manifest, [
      'index.html',
      ...FIRST_RENDER_CHUNKS.filter((key) => manifest[key]),
      source,
      ...areaChunks(page),
    ])) {
      const file = manifest[key].file;
      if (!file.endsWith('.js')) continue;
      const size = sizeOf(file);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
      total.files.push({ file, ...size });
    }
    total.files.sort((a, b) => b.gzip - a.gzip);
    pages[page] = total;
  }
  return pages;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main(argv) {
  const distIndex = argv.indexOf('--dist');
  const distDir = distIndex >= 0 ? path.resolve(argv[distIndex + 1]) : undefined;
  const pages = measure(distDir);
  if (argv.includes('--json')) {
    console.log(JSON.stringify({ ...pages, [WIDGET_SCRIPT]: measureWidget(distDir) }, null, 2));
    return 0;
  }
  console.log(
    'Initial JS of a first visit (entry + core catalogue + route chunk + its catalogue areas + their static imports):',
  );
  console.log('page         raw          gzip         brotli       budget (gzip)');
  let failed = false;
  for (const [page, total] of Object.entries(pages)) {
    const budget = BUDGET_GZIP_BYTES[page];
    const over = total.gzip > budget;
    failed ||= over;
    console.log(
      `${page.padEnd(12)} ${kb(total.raw).padEnd(12)} ${kb(total.gzip).padEnd(12)} ${kb(total.brotli).padEnd(12)} ` +
        `${kb(budget)} ${over ? 'OVER' : 'ok'} (${total.gzip} / ${total.brotli} bytes)`,
    );
    if (argv.includes('--files') || over) {
      for (const file of total.files.slice(0, 8)) {
        console.log(`    ${file.file.padEnd(48)} ${kb(file.gzip).padStart(10)} gzip`);
      }
    }
  }
  const widget = measureWidget(distDir);
  const widgetOver = widget === null || widget.gzip > WIDGET_BUDGET_GZIP_BYTES;
  failed ||= widgetOver;
  console.log(
    widget === null
      ? `${WIDGET_SCRIPT} is missing: the web build makes it (npm run build -w @p2p/web). OVER`
      : `${'embed.js'.padEnd(12)} ${kb(widget.raw).padEnd(12)} ${kb(widget.gzip).padEnd(12)} ${kb(widget.brotli).padEnd(12)} ` +
          `${kb(WIDGET_BUDGET_GZIP_BYTES)} ${widgetOver ? 'OVER' : 'ok'} (${widget.gzip} / ${widget.brotli} bytes)`,
  );
  console.log(`Goal (issue 16): ${kb(GOAL_GZIP_BYTES)} gzip per page.`);
  if (failed) console.error('The initial JS of a page is over its budget: see what grew with --files.');
  return failed ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = main(process.argv.slice(2));
}
