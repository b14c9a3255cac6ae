import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { newAccount } from './fixtures.js';
import { accessibilityViolations } from './journeys.js';
import { expect, test } from './outbox.js';
import { fundedVendor, paidTrade, paypalSellOffer } from './trade-journeys.js';

/**
 * The user dashboard on a phone (decision 038): a vendor with an offer whose buyer has paid finds the
 * trade to release on the first screen, moves through the dashboard navigation (the current item stays
 * in view) and reads the badges page; both pages checked by axe in light, dark and Arabic.
 * With E2E_SCREENSHOTS=<folder> the pages are saved there too (docs/screenshots).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const MODES = [
  { prefix: '', theme: 'light' },
  { prefix: '', theme: 'dark' },
  { prefix: '/ar', theme: 'dark' },
] as const;
const screenshotFolder = process.env.E2E_SCREENSHOTS;

async function checkEveryMode(page: Page, context: BrowserContext, target: string, name: string) {
  const found: string[] = [];
  for (const mode of MODES) {
    await context.addCookies([{ name: 'theme', value: mode.theme, domain: '127.0.0.1', path: '/' }]);
    await page.goto(`${mode.prefix}${target}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[role="status"][aria-label="Loading…"]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('dir', mode.prefix ? 'rtl' : 'ltr');
    for (const violation of await accessibilityViolations(page))
      found.push(`${mode.prefix}${mode.theme}: ${violation}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${mode.prefix}${target} scrolls sideways`).toBeLessThanOrEqual(0);
    if (screenshotFolder) {
      mkdirSync(screenshotFolder, { recursive: true });
      const file = `${name}-${mode.prefix ? 'ar-' : ''}${mode.theme}-phone.png`;
      await page.screenshot({ path: path.join(screenshotFolder, file), fullPage: true });
    }
  }
  expect(found).toEqual([]);
}

/** The nav item of the current page is inside the phone's width. */
async function expectCurrentItemInView(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  const current = nav.getByRole('link', { name, exact: true });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect
    .poll(
      async () => {
        const box = await current.boundingBox();
        return box && { left: box.x >= 0, right: box.x + box.width <= PHONE.width };
      },
      { timeout: 10_000 },
    )
    .toEqual({ left: true, right: true });
}

/**
 * At `viewport`, in the language of `prefix`, the dashboard navigation is one row (every item at the
 * same height: it wrapped onto two lines at 1366 px, three in Russian) and the current item is inside
 * the row's visible part.
 */
async function expectNavOneRow(page: Page, prefix: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto(`${prefix}/dashboard/badges`);
  const nav = page.locator('nav').filter({ has: page.locator('a[href$="/dashboard/badges"]') });
  const current = nav.locator('a[aria-current="page"]');
  await expect(current).toHaveAttribute('href', `${prefix}/dashboard/badges`, { timeout: 20_000 });
  await expect
    .poll(
      () =>
        nav.evaluate((element) => {
          const row = element.querySelector('ul')!.getBoundingClientRect();
          const tops = [...element.querySelectorAll('li')].map((item) => item.getBoundingClientRect().top);
          const shown = element.querySelector('a[aria-current="page"]')!.getBoundingClientRect();
          return {
            rows: new Set(tops.map(Math.round)).size,
            currentInView: shown.left >= row.left - 1 && shown.right <= row.right + 1,
          };
        }),
      { message: `${prefix || 'en'} at ${viewport.width} px`, timeout: 10_000 },
    )
    .toEqual({ rows: 1, currentInView: true });
}

test('a vendor with a paid trade sees what to do first on the dashboard, its navigation and badges', async ({
  page,
  browser,
  context,
  request,
  readCode,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  const seller = newAccount();
  const buyer = newAccount();
  await fundedVendor(page, request, seller, readCode);
  const offerHash = await paypalSellOffer(page);

  // A buyer takes $50 (0.001 BTC) and marks it paid: the seller has to release.
  const { tradeHash, buyerContext } = await paidTrade(browser, offerHash, buyer, readCode);
  await buyerContext.close();

  // The account menu leads to the dashboard.
  await page.goto('/wallet');
  await page.getByTestId('current-username').click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The trade to release is the first thing on the first screen, and leads to the trade.
  const trades = page.getByRole('region', { name: 'Your open trades' });
  await expect(trades.getByText('Waiting for you: 1')).toBeVisible();
  const first = trades.getByTestId('dashboard-trade').first();
  await expect(first).toHaveAttribute('data-step', 'release');
  await expect(first).toContainText('Check the payment and release');
  const box = await first.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  await expect(
    page.getByRole('region', { name: 'Balances' }).getByText('BTC', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'My offers' }).getByText('Active: 1')).toBeVisible();
  await expectCurrentItemInView(page, 'Overview');

  // Through the navigation: far items stay in view once they are the current page.
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Trader badges' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trader level badges' })).toBeVisible();
  await expectCurrentItemInView(page, 'Trader badges');
  await expect(page.getByTestId('my-badge')).toHaveText('No badge');
  await expect(page.getByText('Your next badge: Vendor. See what is still missing below.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Vendor' }).getByRole('row', { name: /Completed trades/ }),
  ).toContainText('≥ 10');
  await nav.getByRole('link', { name: 'Blocked users' }).click();
  await expect(page).toHaveURL(/\/account\/contacts\/blocked$/);
  await expectCurrentItemInView(page, 'Blocked users');
  await nav.getByRole('link', { name: 'Recent trades' }).click();
  await expect(page).toHaveURL(/\/dashboard\/trade-history\?view=recent$/);
  await expectCurrentItemInView(page, 'Recent trades');
  await first.page().goto('/dashboard');
  await trades.getByTestId('dashboard-trade').first().click();
  await expect(page).toHaveURL(new RegExp(`/trade/${tradeHash}$`));

  // One row at phone and desktop widths, in the longer Spanish and Russian labels too.
  for (const viewport of [PHONE, DESKTOP]) {
    for (const prefix of ['', '/es', '/ru']) await expectNavOneRow(page, prefix, viewport);
  }
  await page.setViewportSize(PHONE);

  await checkEveryMode(page, context, '/dashboard', 'dashboard');
  await checkEveryMode(page, context, '/dashboard/badges', 'dashboard-badges');
  if (screenshotFolder) {
    await context.addCookies([{ name: 'theme', value: 'light', domain: '127.0.0.1', path: '/' }]);
    await page.setViewportSize(DESKTOP);
    for (const [target, name] of [
      ['/dashboard', 'dashboard'],
      ['/dashboard/badges', 'dashboard-badges'],
    ] as const) {
      await page.goto(target);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(screenshotFolder, `${name}-desktop.png`), fullPage: true });
    }
  }
});
