import type { Page } from '@playwright/test';
import { expect, test } from './outbox.js';
import { accessibilityViolations, reachLevelL1 } from './journeys.js';

/** Where a page's screenshots go when SCREENSHOTS_DIR is set (docs/screenshots is made this way). */
async function snapshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: dir ? `${dir}/${name}.png` : test.info().outputPath(`${name}.png`) });
}

async function createBuyOffer(page: Page): Promise<string> {
  const csrf = await page.request.get('/rest/v1/auth/csrf');
  const { csrfToken } = ((await csrf.json()) as { data: { csrfToken: string } }).data;
  const answer = await page.request.post('/rest/v1/my-offers', {
    data: {
      type: 'buy',
      crypto_currency_code: 'BTC',
      fiat_currency_code: 'USD',
      payment_method_slug: 'wise',
      price_type: 'margin',
      margin: '2',
      amount_type: 'min_max',
      range_min: '50',
      range_max: '900',
      offer_terms: 'Pay from an account in your own name.',
      trade_details: 'Add the trade id to the reference.',
    },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { hash: string } }).data.hash;
}

test.describe('on a phone (390×844)', () => {
  test('a guest browses from the home page to a listing whose first offer is on the first screen', async ({
    page,
    register,
    readCode,
  }) => {
    test.setTimeout(120_000);
    const vendor = await register();
    await reachLevelL1(page, vendor, readCode);
    await createBuyOffer(page);
    await page.context().clearCookies();
    // A guest is not an error: no page of the journey logs one (a 401 for current_user did, on every page).
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} @ ${message.location().url}`);
    });
    // Registered at desktop width (the fixture reads the name in the top bar); a phone from here on.
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Browse offers' })).toBeInViewport();
    // Live prices of the three coins, each with its markets.
    for (const code of ['BTC', 'USDT', 'ETH']) {
      await expect(page.getByTestId(`home-price-${code}`).getByTestId('home-price')).toHaveText(/\d/);
    }
    await expect(page.getByRole('heading', { name: 'Offers to buy bitcoin now' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await snapshot(page, 'home-phone');

    // Selling BTC: the vendor's buy offer is there, above the fold, with the filters folded away.
    await page.getByTestId('home-price-BTC').getByRole('link', { name: 'Sell BTC' }).click();
    await expect(page).toHaveURL(/\/trading\/sell-bitcoin\/all-payment-methods$/);
    const filtersButton = page.getByRole('button', { name: 'Filters' });
    await expect(filtersButton).toBeVisible();
    await expect(page.getByRole('form', { name: 'Filters' })).toBeHidden();
    const card = page.getByRole('article', { name: `Open offer by ${vendor.username}` });
    await expect(card).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first).toBeInViewport();
    const box = (await first.boundingBox())!;
    expect(box.y).toBeLessThan(844);
    expect(await accessibilityViolations(page)).toEqual([]);
    await snapshot(page, 'listing-phone');

    // The filters open in place; the amount applies on its own.
    await filtersButton.click();
    const filters = page.getByRole('form', { name: 'Filters' });
    await expect(filters).toBeVisible();
    await filters.getByLabel('Amount').fill('100');
    await expect(page).toHaveURL(/fiat-min=100/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

    // A tap on the card's body (not its button) opens the offer.
    // Playwright would refuse a click on the limits themselves: the card-wide link lies over them,
    // which is the point. A tap at their place must land on that link.
    await card.getByTestId('offer-limits').scrollIntoViewIfNeeded();
    const limits = (await card.getByTestId('offer-limits').boundingBox())!;
    await page.mouse.click(limits.x + limits.width / 2, limits.y + limits.height / 2);
    await expect(page).toHaveURL(/\/offer\/[\w-]+\?fiat-min=100&sourceId=listing$/);
    await expect(page.getByTestId('view-offer-escrow-fee')).toHaveText(/paid by you as the seller/);
    expect(consoleErrors).toEqual([]);
  });
});

test('the home page and the listing at desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('home-price-BTC').getByTestId('home-price')).toHaveText(/\d/);
  await snapshot(page, 'home-desktop');
  await page.goto('/trading/sell-bitcoin/all-payment-methods');
  // Desktop keeps the filters open beside the offers, with no toggle.
  await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await snapshot(page, 'listing-desktop');
});
