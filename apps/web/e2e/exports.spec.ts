import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { newAccount } from './fixtures.js';
import { accessibilityViolations } from './journeys.js';
import { expect, test } from './outbox.js';
import { apiCall, fundedVendor, paypalSellOffer, startedTrade } from './trade-journeys.js';

const PHONE = { width: 390, height: 844 };
const screenshots = process.env.E2E_SCREENSHOTS;

async function setTheme(context: BrowserContext, theme: 'light' | 'dark') {
  await context.addCookies([{ name: 'theme', value: theme, domain: '127.0.0.1', path: '/' }]);
}

/**
 * The whole page from its top (scrolled, the sticky header would sit in the middle of a full-page
 * shot), without the toasts passing over it.
 */
async function shoot(page: Page, name: string) {
  if (!screenshots) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(screenshots, `${name}.png`),
    fullPage: true,
    style: '[data-toast-type] { visibility: hidden; }',
  });
}

test('a phone user asks for a trade history export, sees it complete and downloads it', async ({
  page: vendorPage,
  browser,
  request,
  readCode,
}) => {
  test.setTimeout(240_000);
  const vendor = newAccount();
  const buyer = newAccount();
  await fundedVendor(vendorPage, request, vendor, readCode);
  const offerHash = await paypalSellOffer(vendorPage);

  // The buyer's finished trade: started and cancelled, so it is in their history.
  const {
    tradeHash,
    buyerPage: page,
    buyerContext: context,
  } = await startedTrade(browser, offerHash, buyer, readCode, {
    fiatAmount: '10',
    contextOptions: { viewport: PHONE, acceptDownloads: true },
  });
  const cancel = await apiCall(page, 'POST', `/rest/v1/trade/${tradeHash}/cancel`, {});
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

  await page.goto('/dashboard/trade-history');
  const section = page.getByRole('region', { name: 'Exports by date' });
  await expect(section.getByText('No exports yet.')).toBeVisible({ timeout: 20_000 });
  await section.getByLabel('Format').selectOption('csv');
  await section.getByRole('button', { name: 'Prepare export' }).click();
  await expect(page.getByText('Export requested: we will notify you when it is ready').first()).toBeVisible();
  const list = section.getByRole('list', { name: 'Your exports' });
  // The node's worker picks it up within seconds; the list follows by socket or polling.
  await expect(list.locator('[data-status]').first()).toHaveText('Ready', { timeout: 30_000 });
  await expect(list.getByText('Trades: 1')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await shoot(page, 'trade-exports-phone');

  const downloading = page.waitForEvent('download');
  await list.getByRole('link', { name: /Download the CSV export/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^trade-history-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = readFileSync((await download.path())!, 'utf8');
  expect(file.split('\r\n')[0]).toMatch(/^Trade,Started,/);
  expect(file).toContain(tradeHash);

  // The bell tells of it too (export.ready through the notifications dispatcher).
  await expect
    .poll(
      async () => {
        const answer = await apiCall(page, 'GET', '/rest/v1/notifications');
        return JSON.stringify(answer.body);
      },
      { timeout: 20_000 },
    )
    .toContain('export.ready');

  // No axe violations in light and dark themes, and in Arabic (right to left).
  for (const [theme, prefix] of [
    ['light', ''],
    ['dark', ''],
    ['dark', '/ar'],
  ] as const) {
    await setTheme(context, theme);
    await page.goto(`${prefix}/dashboard/trade-history`);
    await expect(page.locator('[data-status]').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page), `${theme} ${prefix || 'en'}`).toEqual([]);
    await shoot(page, `trade-exports-${prefix ? 'ar-' : ''}${theme}-phone`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await setTheme(context, 'light');
  await page.goto('/dashboard/trade-history');
  await expect(page.locator('[data-status]').first()).toBeVisible({ timeout: 20_000 });
  await shoot(page, 'trade-exports-desktop');
  await context.close();
});
