import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { newAccount } from './fixtures.js';
import { accessibilityViolations } from './journeys.js';
import { expect, test } from './outbox.js';
import { apiCall, fundedVendor, paidTrade, paypalSellOffer } from './trade-journeys.js';

/**
 * The trader's statistics page after a completed trade, and the public statistic dashboard as a
 * guest, at 390x844; both checked by axe in the light and dark themes and in Arabic (decision 039).
 * With E2E_SCREENSHOTS=<folder> the pages are saved there too (docs/screenshots).
 */

const PHONE = { width: 390, height: 844 };
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
    // The figures are in (not the loading skeleton) before axe looks at the page.
    await expect(page.locator('main dl').first()).toBeVisible({ timeout: 20_000 });
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
  if (screenshotFolder) {
    await context.addCookies([{ name: 'theme', value: 'light', domain: '127.0.0.1', path: '/' }]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(target);
    await expect(page.locator('main dl').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(screenshotFolder, `${name}-desktop.png`), fullPage: true });
    await page.setViewportSize(PHONE);
  }
}

test('a trader with a completed trade sees their statistics on a phone', async ({
  page,
  browser,
  context,
  request,
  readCode,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize(PHONE);
  const seller = newAccount();
  const buyer = newAccount();
  await fundedVendor(page, request, seller, readCode);
  const offerHash = await paypalSellOffer(page);

  // A buyer takes $50 (0.001 BTC), pays, and the seller releases.
  const { tradeHash, buyerContext } = await paidTrade(browser, offerHash, buyer, readCode);
  const released = await apiCall(page, 'POST', `/rest/v1/trade/${tradeHash}/release`, {});
  expect(released.status, JSON.stringify(released.body)).toBe(200);
  await buyerContext.close();

  await page.goto('/dashboard/trade-statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Trade statistics' })).toBeVisible({
    timeout: 20_000,
  });
  const figures = page.getByRole('group', { name: 'Figures of the period' });
  await expect(figures.getByText('1 of 1')).toBeVisible({ timeout: 20_000 });
  await expect(figures.getByText('100%')).toBeVisible();
  await expect(page.getByRole('button', { name: '12 months' })).toHaveAttribute('aria-pressed', 'true');
  // The chart draws twelve months; its table lists the month of the trade.
  await expect(page.getByTestId('volume-chart')).toHaveAttribute('data-points', '12');
  await expect(page.getByTestId('volume-chart').locator('canvas').first()).toBeVisible();
  const volume = page.getByRole('table', { name: /Volume in BTC/ });
  await expect(volume.getByText('0.001 BTC')).toBeVisible();
  const methods = page.getByRole('table', { name: 'Volume by payment method' });
  await expect(methods.getByRole('row').filter({ hasText: 'PayPal' })).toContainText('$50.00');

  // Today's figures come from the same trade; the period stays in the address.
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(/period=day/);
  await expect(figures.getByText('1 of 1')).toBeVisible();

  await checkEveryMode(page, context, '/dashboard/trade-statistics', 'trade-statistics');
});

test('the public statistic dashboard opens from the footer for a guest', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(/\/statistics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Platform statistics' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('group', { name: 'Platform figures' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('platform-chart')).toHaveAttribute('data-points', '12');
  await expect(page.getByText(/Groups of fewer than 5 trades are not shown/)).toBeVisible();
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByTestId('platform-chart')).toHaveAttribute('data-points', '8');
  await checkEveryMode(page, context, '/statistics', 'statistics');
});
