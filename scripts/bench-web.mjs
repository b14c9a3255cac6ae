// `npm run bench:web`: what a first visit of the home, listing and view-offer pages downloads, from
// the built web app (built first when stale): the initial JS per page in raw, gzip and Brotli bytes
// and its number of files, beside the budget CI enforces (scripts/check-bundle-size.mjs).
// Lighthouse is not run here yet (see docs/features.md, Performance).
import { buildIfStale } from './build-if-stale.mjs';
import { BUDGET_GZIP_BYTES, GOAL_GZIP_BYTES, measure } from './check-bundle-size.mjs';

buildIfStale({ quiet: true });
const pages = measure();
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Initial JS per page (entry, English catalogue, route chunk and their static imports)');
console.log('page         files  raw          gzip         brotli       gzip budget  gzip goal');
for (const [page, total] of Object.entries(pages)) {
  console.log(
    [
      page.padEnd(12),
      String(total.files.length).padStart(5),
      ` ${kb(total.raw).padEnd(12)}`,
      kb(total.gzip).padEnd(12),
      kb(total.brotli).padEnd(12),
      kb(BUDGET_GZIP_BYTES[page]).padEnd(12),
      kb(GOAL_GZIP_BYTES),
    ].join(' '),
  );
}
