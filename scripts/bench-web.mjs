// `npm run bench:web`: what a first visit of the home, listing and view-offer pages costs.
//
// 1. From the built web app (built first when stale): the initial JS per page in raw, gzip and
//    Brotli bytes and its number of files, beside the budget CI enforces
//    (scripts/check-bundle-size.mjs). Byte counts: the same build always gives the same figures.
// 2. Lighthouse (mobile, performance only) on the three pages of a seeded server of its own
//    (DATA_DIR in a temporary folder, demo accounts and offers from `ops seed-demo`), with the
//    system Chromium, when the `lighthouse` package is installed
//    (`npm install --no-save lighthouse@12`, or LIGHTHOUSE_CLI=<path of its cli/index.js>); skipped with a note otherwise, or with BENCH_WEB_NO_LIGHTHOUSE=1.
//    Scores depend on the machine's load: the load average is printed with them.
//    BENCH_WEB_REPORTS=<folder> keeps the Lighthouse reports (JSON, one per page and run) there;
//    BENCH_WEB_RUNS=<n> runs Lighthouse n times per page and prints each figure's median.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';
import { BUDGET_GZIP_BYTES, GOAL_GZIP_BYTES, measure } from './check-bundle-size.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

buildIfStale({ quiet: true });
const pages = measure();
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

function lighthouseCli() {
  if (process.env.LIGHTHOUSE_CLI) return process.env.LIGHTHOUSE_CLI;
  try {
    const require = createRequire(path.join(root, 'package.json'));
    return path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
  } catch {
    return undefined;
  }
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function runLighthouse(cli) {
  const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log(`\nLighthouse: skipped (no Chromium at ${chromium}; set CHROME_PATH).`);
    return;
  }
  const port = Number(process.env.BENCH_WEB_PORT ?? 3160);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  try {
    await waitFor(`${base}/readyz`, 120_000);
    const seeded = spawnSync(process.execPath, ['scripts/ops.mjs', 'seed-demo'], {
      cwd: root,
      env,
      stdio: 'ignore',
    });
    if (seeded.status !== 0) throw new Error('ops seed-demo failed');
    const search = await fetch(`${base}/rest/v1/offers?type=buy&crypto_currency_code=BTC&limit=1`);
    const card = (await search.json())?.data?.[0];
    const offerId = card?.offerHash ?? card?.offer_hash;
    const targets = {
      home: `${base}/`,
      listing: `${base}/trading/buy-bitcoin/all-payment-methods`,
      ...(offerId ? { 'view-offer': `${base}/offer/${offerId}` } : {}),
    };
    if (!offerId) console.log('\nLighthouse: no offer found after seed-demo, view-offer skipped.');
    console.log(
      `\nLighthouse ${cli ? 'mobile, performance' : ''} (load average ${os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')})`,
    );
    const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
    console.log(
      `page         score  FCP ms   LCP ms   TBT ms   CLS    transferred${runs > 1 ? `   (median of ${runs} runs)` : ''}`,
    );
    for (const [page, url] of Object.entries(targets)) {
      const reports = [];
      for (let attempt = 0; attempt < runs; attempt += 1) {
        const out = path.join(dataDir, `${page}-${attempt}.json`);
        const run = spawnSync(
          process.execPath,
          [
            cli,
            url,
            '--quiet',
            '--only-categories=performance',
            '--output=json',
            `--output-path=${out}`,
            '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
          ],
          { cwd: root, env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'pipe'] },
        );
        if (run.status !== 0 || !existsSync(out)) {
          console.log(
            `${page.padEnd(12)} failed: ${String(run.stderr).trim().split('\n').slice(-2).join(' ')}`,
          );
          continue;
        }
        reports.push(JSON.parse(readFileSync(out, 'utf8')));
        if (process.env.BENCH_WEB_REPORTS) {
          mkdirSync(process.env.BENCH_WEB_REPORTS, { recursive: true });
          copyFileSync(out, path.join(process.env.BENCH_WEB_REPORTS, `${page}-${attempt}.json`));
        }
      }
      if (reports.length === 0) continue;
      // Each figure's own median across the runs (a run's score and its LCP may come from different runs).
      const median = (values) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
      const figure = (id) => median(reports.map((report) => report.audits[id]?.numericValue ?? NaN));
      const score = median(reports.map((report) => (report.categories.performance.score ?? 0) * 100));
      console.log(
        [
          page.padEnd(12),
          String(Math.round(score)).padStart(5),
          String(Math.round(figure('first-contentful-paint'))).padStart(7),
          String(Math.round(figure('largest-contentful-paint'))).padStart(8),
          String(Math.round(figure('total-blocking-time'))).padStart(8),
          figure('cumulative-layout-shift').toFixed(3).padStart(7),
          `   ${kb(figure('total-byte-weight'))}`,
        ].join(' '),
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_WEB_NO_LIGHTHOUSE === '1') {
  console.log('\nLighthouse: skipped (BENCH_WEB_NO_LIGHTHOUSE=1).');
} else {
  const cli = lighthouseCli();
  if (!cli) console.log('\nLighthouse: skipped (install it with `npm install --no-save lighthouse@12`).');
  else await runLighthouse(cli);
}
