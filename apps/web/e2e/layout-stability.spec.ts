import type { Browser, Locator, Page, Route } from '@playwright/test';
import { expect, test } from './outbox.js';
import { reachLevelL1 } from './journeys.js';

// Layout stability of a first visit (issue 16: CLS ≤ 0.05 on home, listing and view offer). Every API
// answer is held, then let through one at a time in the order asked, the page settling in between, on
// a CPU slowed four times: each loading state is laid out and painted, so the summed layout shift
// measures the layout between the loading states, not how quickly the answers happened to arrive.

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;
const MAX_SHIFT = 0.05;

interface Shift {
  value: number;
  sources: string[];
}

/** Records the page's layout shifts (with what moved) from its first paint. */
function recordShifts() {
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node ? `#text ${node.textContent?.slice(0, 40)}` : 'gone';
    return `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 4).join('.')} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
  };
  const rect = (box: DOMRectReadOnly) => [box.x, box.y, box.width, box.height].map(Math.round).join(',');
  const shifts: Shift[] = [];
  (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map(
          (source) =>
            `${describe(source.node)} [${rect(source.previousRect)}] -> [${rect(source.currentRect)}]`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Resolves once the page has not changed for 300 ms and its fonts are in (10 s at most). */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quiet: ReturnType<typeof setTimeout>;
        const done = () => {
          observer.disconnect();
          clearTimeout(limit);
          void document.fonts.ready.then(() =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          );
        };
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 300);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        quiet = setTimeout(done, 300);
        const limit = setTimeout(done, 10_000);
      }),
  );
}

/**
 * Opens `path` as a guest at `size` with a 4× slower CPU, letting the API answers through one at a
 * time; answers the layout shifts of the whole load.
 */
async function shiftsOfFirstVisit(
  browser: Browser,
  baseURL: string,
  path: string,
  size: { width: number; height: number },
  loaded: (page: Page) => Locator,
): Promise<Shift[]> {
  const context = await browser.newContext({ baseURL, viewport: size });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(recordShifts);
    const held: Route[] = [];
    await page.route('**/rest/**', (route) => {
      held.push(route);
    });
    // The load event does not wait for the held answers.
    await page.goto(path);
    const ready = loaded(page);
    // Answers asked while earlier ones load are held too: the load is over once the page shows what
    // it loads and, settled, asks for nothing more.
    for (;;) {
      const next = held.shift();
      if (next) {
        await next.continue();
        await next.request().response();
        await settled(page);
      } else if (await ready.isVisible()) {
        await settled(page);
        if (held.length === 0) break;
      } else {
        await page.waitForTimeout(100);
      }
    }
    return await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  } finally {
    await context.close();
  }
}

test('home, listing and view offer load without moving at phone and desktop sizes', async ({
  page,
  browser,
  baseURL,
  register,
  readCode,
}) => {
  test.setTimeout(300_000);
  // A vendor with a page of offers: the listing and the offer's similar offers are as tall as a real
  // market's.
  const vendor = await register();
  await reachLevelL1(page, vendor, readCode);
  const { csrfToken } = (
    (await (await page.request.get('/rest/v1/auth/csrf')).json()) as { data: { csrfToken: string } }
  ).data;
  const hashes: string[] = [];
  for (let index = 0; index < 8; index += 1) {
    const answer = await page.request.post('/rest/v1/my-offers', {
      data: {
        type: 'buy',
        crypto_currency_code: 'BTC',
        fiat_currency_code: 'USD',
        payment_method_slug: 'paypal',
        price_type: 'margin',
        margin: String(1 + index / 2),
        amount_type: 'min_max',
        range_min: '20',
        range_max: String(200 + index * 50),
        offer_terms: 'Send from an account in your own name.',
        trade_details: 'Add the trade id to the note.',
      },
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    hashes.push(((await answer.json()) as { data: { hash: string } }).data.hash);
  }

  const pages = [
    { path: '/', loaded: (visit: Page) => visit.getByTestId('home-price').first() },
    {
      path: '/trading/sell-bitcoin/all-payment-methods',
      loaded: (visit: Page) =>
        visit.getByRole('article', { name: `Open offer by ${vendor.username}` }).first(),
    },
    {
      // The similar offers come last, below the offer and its feedback.
      path: `/offer/${hashes[0]}`,
      loaded: (visit: Page) =>
        visit
          .getByRole('region', { name: 'Similar offers' })
          .getByRole('article', { name: `Open offer by ${vendor.username}` })
          .first(),
    },
  ];
  const measured: string[] = [];
  for (const size of SIZES) {
    for (const { path, loaded } of pages) {
      const shifts = await shiftsOfFirstVisit(browser, baseURL!, path, size, loaded);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      measured.push(`${path} ${size.name}: ${total.toFixed(4)}`);
      expect(
        total,
        `layout shift of ${path} at ${size.width}x${size.height}:\n${shifts
          .map((shift) => `${shift.value.toFixed(4)}\n  ${shift.sources.join('\n  ')}`)
          .join('\n')}`,
      ).toBeLessThanOrEqual(MAX_SHIFT);
    }
  }
  test.info().annotations.push({ type: 'layout shift', description: measured.join('; ') });
});
