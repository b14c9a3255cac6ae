import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { accessibilityViolations } from './journeys.js';

/** Where a page's screenshots go when SCREENSHOTS_DIR is set (docs/screenshots is made this way). */
async function snapshot(page: Page, name: string, fullPage = false) {
  const dir = process.env.SCREENSHOTS_DIR;
  await page.screenshot({
    path: dir ? `${dir}/${name}.png` : test.info().outputPath(`${name}.png`),
    fullPage,
  });
}

/** The footer's links and the first heading of the page each opens (the shipped default texts). */
const FOOTER_PAGES = [
  ['About us', '/about', 'About us'],
  ['Fees', '/fees', 'Fees'],
  ['Partner programme', '/partner-program', /partner/i],
  ['Crypto wallet', '/crypto-wallet', 'A wallet for bitcoin, USDT and ether'],
  ['Gift cards', '/gift-cards', 'Gift cards'],
  ['Trade gift cards P2P', '/p2p-gift-cards', 'Trade gift cards person to person'],
  ['For displaced people', '/refugees', 'Receiving and keeping value when you have to leave home'],
  ['Terms of service', '/terms-of-service', 'Terms of service'],
  ['Privacy policy', '/privacy-policy', 'Privacy policy'],
  ['Vendor terms', '/vendor-terms', 'Vendor terms'],
  ['Partner programme terms', '/partner-program/terms', /terms/i],
] as const;

const footer = (page: Page) => page.getByRole('navigation', { name: 'Site links' });

test.describe('public pages on a phone (390×844)', () => {
  // Eleven navigations on a machine shared with builds: the default 30 s is too short.
  test.setTimeout(120_000);
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('the footer leads to every public page, each with its text', async ({ page }) => {
    await page.goto('/');
    for (const [link, path, heading] of FOOTER_PAGES) {
      await footer(page).getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible({
        timeout: 20_000,
      });
    }
  });

  test('the fees page shows the escrow fees the server is configured with', async ({ page }) => {
    const answer = await page.request.get('/rest/v1/escrow-fees');
    expect(answer.status()).toBe(200);
    const { groups } = ((await answer.json()) as { data: { groups: { slug: string; feeBps: number }[] } })
      .data;
    // The server's defaults (TRADE_FEE_BPS_*): bank transfers 0.5 %, gift cards 3 %, the rest 1 %.
    expect(groups.find((g) => g.slug === 'bank-transfers')?.feeBps).toBe(50);
    expect(groups.find((g) => g.slug === 'gift-cards')?.feeBps).toBe(300);

    await page.goto('/fees');
    const table = page.getByRole('table', { name: /escrow fee the seller pays/ });
    await expect(table.getByRole('row')).toHaveCount(groups.length + 1, { timeout: 20_000 });
    await expect(table.getByRole('row', { name: /Bank transfers/ })).toContainText('0.5%');
    await expect(table.getByRole('row', { name: /Gift cards/ })).toContainText('3%');
    await expect(table.getByRole('row', { name: /Mobile money/ })).toContainText('1%');
    expect(await accessibilityViolations(page)).toEqual([]);
    await snapshot(page, 'fees-phone', true);

    await page.goto('/es/fees');
    await expect(page.getByRole('heading', { level: 1, name: 'Comisiones' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByRole('table').getByRole('row', { name: /Transferencias bancarias/ }),
    ).toContainText('0,5');
  });

  test('a page without a text in the language says it shows English; dark theme is clean', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'theme', value: 'dark', domain: '127.0.0.1', path: '/' }]);
    await page.goto('/ru/refugees');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByText('Эта страница ещё не переведена')).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Receiving and keeping value when you have to leave home',
      }),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await snapshot(page, 'refugees-phone-dark');

    await page.goto('/buy-bitcoin-in/nigeria');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy bitcoin in Nigeria' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('link', { name: 'Bitcoin offers in Nigeria' })).toHaveAttribute(
      'href',
      '/trading/buy-bitcoin/all-payment-methods?countryIso=NG',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('error-404, a forced error-500 with its request id, and error-ip-blocked', async ({ page }) => {
    await page.goto('/no-such-public-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 20_000 });

    await page.route('**/rest/v1/public-pages/about**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'x-request-id': 'e2e-req-500' },
        body: JSON.stringify({
          error: { code: 'ERROR_INTERNAL', message: 'Internal error', requestId: 'e2e-req-500' },
        }),
      }),
    );
    await page.goto('/about');
    // The query tries three times (1 s, then 2 s apart) before the error page takes over.
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('request-id')).toHaveText('e2e-req-500');
    expect(await accessibilityViolations(page)).toEqual([]);
    await snapshot(page, 'error-500-phone');

    await page.goto('/access-blocked');
    await expect(page.getByRole('heading', { name: 'Not available in your region' })).toBeVisible({
      timeout: 20_000,
    });
  });
});
