import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, markToursSeen, test } from './fixtures.js';
import { accessibilityViolations } from './journeys.js';
import { confirmTradeStart } from './trade-start.js';

// Demo mode (issue 17, decision 044): a visitor tries the demo at phone size and trades to release.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function expectNoViolations(page: Page, where: string) {
  expect(await accessibilityViolations(page), where).toEqual([]);
}

async function darkTheme(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
}

test('a visitor tries the demo on a phone and trades with a demo vendor to the release', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await page.getByRole('link', { name: 'No account yet? Try the demo' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole('heading', { name: 'Try the demo' })).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page, '/demo, light');
  await shot(page, 'demo-phone');

  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page).toHaveURL(/\/trading\/buy-bitcoin\/all-payment-methods$/, { timeout: 30_000 });
  // The guided tours are not part of this journey: the first trade's would cover the Paid button.
  await markToursSeen(page);
  const banner = page.locator('[data-banner="demo"]');
  await expect(banner).toContainText('Demo mode.');
  const cards = page.getByTestId('offer-card');
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  // Only demo vendors' offers, each marked.
  for (const text of await cards.allInnerTexts()) expect(text).toContain('demo_vendor_');
  await expect(cards.first().locator('[data-demo-badge]')).toHaveText('Demo');
  await expectNoViolations(page, 'demo listing, light');
  await shot(page, 'demo-listing-phone');

  const offerHash = await cards
    .filter({ hasText: 'demo_vendor_ada' })
    .first()
    .getAttribute('data-offer-hash');
  await page.goto(`/offer/${offerHash}`);
  await page.getByLabel('You pay (USD)').fill('50');
  await page.getByRole('button', { name: 'Start trade' }).click();
  await confirmTradeStart(page);
  await expect(page).toHaveURL(/\/trade\/[A-Za-z0-9_-]{11}$/, { timeout: 30_000 });
  const tradeHash = page.url().split('/').pop()!;
  await expect(page.getByTestId('trade-status')).toHaveText('Waiting for payment', { timeout: 30_000 });
  await expect(page.locator('main [data-demo-badge]')).toHaveText('Demo');
  await expect(banner).toBeVisible();

  // The demo vendor greets in the chat, then releases a few seconds after the trade is marked paid.
  const chat = page.getByTestId('chat-messages');
  await expect(chat.getByText(/I am a demo vendor/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'I have paid' }).click();
  await page
    .getByRole('dialog', { name: 'Have you paid?' })
    .getByRole('button', { name: 'I have paid' })
    .click();
  await expect(page.getByTestId('trade-status')).toHaveText('Paid', { timeout: 15_000 });
  await expect(page.getByTestId('trade-status')).toHaveText('Completed', { timeout: 45_000 });
  await expect(chat.getByText(/Thanks for trying the demo/)).toBeVisible({ timeout: 15_000 });
  await expect(banner).toBeVisible();
  await expectNoViolations(page, 'demo trade, light');
  await shot(page, 'demo-trade-phone');

  await darkTheme(page, 'Dark theme');
  await expectNoViolations(page, 'demo trade, dark');
  await page.goto(`/ar/trade/${tradeHash}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('[data-banner="demo"]')).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page, 'demo trade, Arabic, dark');
  await page.goto('/ar/demo');
  await expect(page.getByRole('heading', { name: 'أنت في الوضع التجريبي' })).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page, '/ar/demo as a demo account, dark');
});

test('the demo page reads well on a desktop, in dark theme and in Arabic', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/demo');
  await expect(page.getByRole('heading', { name: 'Try the demo' })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'demo-desktop');
  await darkTheme(page, 'Dark theme');
  await expectNoViolations(page, '/demo, dark');
  await page.goto('/ar/demo');
  await expect(page.getByRole('heading', { name: 'جرّب العرض التجريبي' })).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page, '/ar/demo, dark');
});
