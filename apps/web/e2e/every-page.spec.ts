import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { accessibilityViolations } from './journeys.js';

/**
 * Every page of the app through axe-core (WCAG 2.1 A and AA) twice: in English with the light theme,
 * and in Arabic (right to left) with the dark theme, so that each page is checked in both themes and
 * in a right-to-left language. Pages that need a trade or an offer of their own (the trade page, an
 * offer, the offer editor's steps) are checked by the specs that create them (trade.spec,
 * trade-phone.spec, marketplace.spec, offer-manager.spec, dispute.spec).
 *
 * With E2E_SCREENSHOTS=<folder> each page is also saved at the spec's viewport, for docs/screenshots.
 */

const GUEST_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/calculator',
  '/calculator/btc-to-usd',
  '/calculator/usdt-to-ngn',
  '/trading/buy-bitcoin',
  '/trading/sell-tether',
  '/about',
  '/fees',
  '/terms-of-service',
  '/privacy-policy',
  '/vendor-terms',
  '/crypto-wallet',
  '/gift-cards',
  '/p2p-gift-cards',
  '/refugees',
  '/buy-bitcoin-in/nigeria',
  '/access-blocked',
  '/partner-program',
  '/partner-program/terms',
  '/gift-card-store',
  '/buy-discounted-gift-cards',
  '/no-such-page',
];

const ACCOUNT_PAGES = [
  '/wallet',
  '/dashboard/active-trades',
  '/dashboard/trade-history',
  '/dashboard/my-offers',
  '/dashboard/favorite-offers',
  '/dashboard/partner-program',
  '/dashboard/gift-cards',
  '/notifications',
  '/messenger',
  '/support',
  '/convert',
  '/account/settings',
  '/account/notifications',
  '/account/security',
  '/account/security/login-history',
  '/account/verification',
  '/account/contacts/trusted',
  '/account/contacts/blocked',
  '/account/contacts/recent-partners',
  '/account/bank-accounts',
  '/account/bank-accounts/new',
  '/account/webhooks',
  '/account/developers',
];

const ADMIN_PAGES = [
  '/admin/verifications',
  '/admin/offer-reports',
  '/admin/disputes',
  '/admin/support',
  '/admin/users',
  '/admin/outbox',
  '/admin/platform',
  '/admin/swap-liquidity',
];

const MODES = [
  { prefix: '', theme: 'light' },
  { prefix: '/ar', theme: 'dark' },
] as const;

const screenshotFolder = process.env.E2E_SCREENSHOTS;

async function setTheme(context: BrowserContext, theme: 'light' | 'dark') {
  await context.addCookies([{ name: 'theme', value: theme, domain: '127.0.0.1', path: '/' }]);
}

/** Opens a page and waits until its data is in: a heading, no loading skeleton, no request in flight. */
async function openSettled(page: Page, target: string) {
  await page.goto(target);
  await expect(page.locator('#main-content')).toBeVisible({ timeout: 20_000 });
  // The layout's <main> is the page's only one: a page's own would nest a second main landmark.
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"][aria-label="Loading…"]')).toHaveCount(0);
}

async function sweep(page: Page, context: BrowserContext, pages: readonly string[]) {
  const found: string[] = [];
  for (const mode of MODES) {
    await setTheme(context, mode.theme);
    for (const pagePath of pages) {
      const target = `${mode.prefix}${pagePath}`;
      await openSettled(page, target);
      await expect(page.locator('html')).toHaveAttribute('dir', mode.prefix ? 'rtl' : 'ltr');
      if (mode.theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      for (const violation of await accessibilityViolations(page)) found.push(`${target}: ${violation}`);
      if (screenshotFolder) {
        mkdirSync(screenshotFolder, { recursive: true });
        const name = `${mode.prefix ? 'ar-dark' : 'en-light'}${pagePath.replace(/\//g, '_') || '_home'}`;
        await page.screenshot({ path: path.join(screenshotFolder, `${name}.png`), fullPage: false });
      }
    }
  }
  expect(found).toEqual([]);
}

test.describe('every page, light in English and dark in Arabic', () => {
  test('public pages as a guest', async ({ page, context }) => {
    test.setTimeout(GUEST_PAGES.length * 2 * 15_000);
    await sweep(page, context, GUEST_PAGES);
  });

  test('a trader’s own pages', async ({ page, context, register }) => {
    test.setTimeout(ACCOUNT_PAGES.length * 2 * 15_000);
    const account = await register();
    await sweep(page, context, [...ACCOUNT_PAGES, `/user/${account.username}`]);
  });

  test('the staff console', async ({ page, context, register, request }) => {
    test.setTimeout(ADMIN_PAGES.length * 2 * 15_000 + 30_000);
    const admin = await register();
    const role = await request.post('/internal/test/users/role', {
      data: { username: admin.username, role: 'admin' },
    });
    expect(role.ok(), await role.text()).toBe(true);
    await sweep(page, context, ADMIN_PAGES);
  });
});
