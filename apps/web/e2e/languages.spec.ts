import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { accessibilityViolations } from './journeys.js';

const PHONE = { width: 390, height: 844 };
const ALL_PREFIXES = ['', '/es', '/ru', '/pt', '/fr', '/zh', '/vi', '/tr', '/ar'];

/** Elements wider than the viewport or sticking out of its right or left edge, by tag and text. */
async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width + 1)
      out.push(`page scrollWidth ${document.documentElement.scrollWidth} > ${width}`);
    for (const element of document.querySelectorAll<HTMLElement>('header *, main *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.closest('.sr-only, [aria-hidden="true"]')) continue;
      // Scrolling rows (the phone's market row, tables) may hold more than their width.
      if (element.parentElement?.closest('[class*="overflow-x-auto"], [class*="overflow-auto"]')) continue;
      if (box.right > width + 1 || box.left < -1) {
        out.push(
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
      }
    }
    return out.slice(0, 5);
  });
}

/** The header's own rows hold their content without scrolling or clipping. */
async function headerOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        '#react-navbar > nav:first-child, #react-navbar > nav:first-child > *',
      ),
    ]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()} ${element.scrollWidth} > ${element.clientWidth}`),
  );
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  await page.getByRole('navigation').getByRole('link').first().waitFor();
  await page.waitForLoadState('networkidle');
}

test.describe('Arabic, right to left, on a phone', () => {
  test.use({ viewport: PHONE });

  for (const path of [
    '/ar',
    '/ar/login',
    '/ar/register',
    '/ar/trading/buy-bitcoin',
    '/ar/calculator/btc-to-usd',
  ]) {
    test(`${path} is rtl, fits the phone and has no axe violation in light and dark themes`, async ({
      page,
      context,
    }) => {
      test.setTimeout(60_000);
      await openPage(page, path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      expect(await horizontalOverflow(page)).toEqual([]);
      expect(await accessibilityViolations(page)).toEqual([]);

      await context.addCookies([{ name: 'theme', value: 'dark', url: new URL(page.url()).origin }]);
      await openPage(page, path);
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect(await horizontalOverflow(page)).toEqual([]);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
});

test('the header fits at 1366 px in every language', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const prefix of ALL_PREFIXES) {
    await openPage(page, `${prefix}/trading/buy-bitcoin`);
    expect(await headerOverflow(page), prefix || '/').toEqual([]);
    expect(await horizontalOverflow(page), prefix || '/').toEqual([]);
  }
});

test('the home and listing pages fit a 390 px phone in every language', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  for (const prefix of ALL_PREFIXES) {
    for (const path of [prefix || '/', `${prefix}/trading/buy-bitcoin`]) {
      await openPage(page, path);
      expect(await headerOverflow(page), path).toEqual([]);
      expect(await horizontalOverflow(page), path).toEqual([]);
    }
  }
});

test.describe('a first visit from a Brazilian browser', () => {
  test.use({ locale: 'pt-BR' });

  test('opens in Portuguese, and a language picked in the header is remembered', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/pt\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');

    await page.locator('#react-navbar select').selectOption('fr');
    await expect(page).toHaveURL(/\/fr\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // An unprefixed link now opens in French, whatever the browser says.
    await page.goto('/register');
    await expect(page).toHaveURL(/\/fr\/register$/);

    await page.locator('#react-navbar select').selectOption('en');
    await page.goto('/register');
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
