import type { Page } from '@playwright/test';
import { expect, test } from './outbox.js';
import { accessibilityViolations, reachLevelL1 } from './journeys.js';
import { confirmTradeStart } from './trade-start.js';

/**
 * Creates an offer through the API with the page's cookies (the editor has its own journey): a buy
 * offer needs no wallet balance to be listed.
 */
async function createOffer(page: Page, body: Record<string, unknown>): Promise<string> {
  const csrf = await page.request.get('/rest/v1/auth/csrf');
  expect(csrf.ok()).toBe(true);
  const { csrfToken } = ((await csrf.json()) as { data: { csrfToken: string } }).data;
  const answer = await page.request.post('/rest/v1/my-offers', {
    data: body,
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { hash: string } }).data.hash;
}

test('a visitor finds an offer through the listing filters, opens it and keeps it as a favourite', async ({
  page,
  register,
  readCode,
}) => {
  test.setTimeout(120_000);
  const vendor = await register();
  await reachLevelL1(page, vendor, readCode);
  const hash = await createOffer(page, {
    type: 'buy',
    crypto_currency_code: 'BTC',
    fiat_currency_code: 'EUR',
    payment_method_slug: 'wise',
    price_type: 'margin',
    margin: '1.5',
    amount_type: 'min_max',
    range_min: '100',
    range_max: '500',
    offer_terms: 'Send from an account in your own name.',
    trade_details: 'Add the trade id to the payment reference.',
    tags: ['no-vpn'],
  });

  // Another visitor: a fresh account in the same browser.
  await page.context().clearCookies();
  const buyer = await register();
  expect(buyer.username).not.toBe(vendor.username);

  // Sell BTC from the navigation, then narrow down: payment method, currency, amount, online vendors.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sell' }).click();
  await expect(page).toHaveURL(/\/trading\/sell-bitcoin\/all-payment-methods$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Bitcoin' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Payment method').selectOption('wise');
  await expect(page).toHaveURL(/\/trading\/sell-bitcoin\/wise$/);
  await filters.getByLabel('Currency').selectOption('EUR');
  await expect(page).toHaveURL(/\/trading\/sell-bitcoin\/wise\?currencyCode=EUR$/);
  // The amount applies by itself once typing pauses (no Search button).
  await filters.getByLabel('Amount').fill('150');
  await expect(page).toHaveURL(/\?currencyCode=EUR&fiat-min=150$/);
  await filters.getByLabel('Vendors online now').click();
  await expect(page).toHaveURL(/\?currencyCode=EUR&fiat-min=150&onlineUsers=1$/);

  const card = page.getByRole('article', { name: `Open offer by ${vendor.username}` });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('offer-limits')).toHaveText('€100.00 – €500.00');
  await expect(card.getByText('No VPN')).toBeVisible();
  await expect(card.getByTestId('offer-price')).toContainText('+1.5 %');
  await page.screenshot({ path: test.info().outputPath('listing.png'), fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);

  // An amount above the offer's maximum leaves it out.
  await filters.getByLabel('Amount').fill('900');
  await expect(page.getByText('No offers match these filters.')).toBeVisible();
  await filters.getByLabel('Amount').fill('150');
  await expect(page).toHaveURL(/fiat-min=150/);

  // Open it: the visitor sells BTC to the vendor; 150 EUR converts at the offer's price.
  await card.getByRole('link', { name: /^Sell/ }).click();
  await expect(page).toHaveURL(new RegExp(`/offer/${hash}\\?fiat-min=150&sourceId=listing$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sell Bitcoin for Wise' })).toBeVisible();
  await expect(page.getByTestId('offer-terms')).toHaveText('Send from an account in your own name.');
  await expect(page.getByLabel('You get (EUR)')).toHaveValue('150');
  await expect(page.getByLabel('You sell (BTC)')).toHaveValue(/^0\.\d{8}$/);
  // The start widget reviews the terms, then the server refuses this unverified visitor: the widget
  // says why and links to verification instead of opening a trade.
  await page.getByRole('button', { name: 'Start trade' }).click();
  const review = page.getByRole('dialog', { name: 'Review the offer before you start' });
  await expect(review).toContainText('€150.00');
  await expect(review).toContainText('Send from an account in your own name.');
  await confirmTradeStart(page);
  await expect(review).toBeHidden();
  const startErrors = page.getByTestId('trade-start-errors');
  await expect(startErrors).toContainText('The trade could not be started');
  await expect(startErrors).toContainText('Your account must be verified before you can start trades.');
  await expect(startErrors.getByRole('link', { name: 'Verify your account' })).toHaveAttribute(
    'href',
    '/account/verification',
  );
  await expect(page).toHaveURL(new RegExp(`/offer/${hash}\\?`));
  await page.screenshot({ path: test.info().outputPath('view-offer-start-refused.png'), fullPage: true });
  await page.getByRole('button', { name: 'Read the offer terms' }).click();
  const terms = page.getByRole('dialog', { name: 'Offer terms' });
  await expect(terms).toContainText('Add the trade id to the payment reference.');
  await terms.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.screenshot({ path: test.info().outputPath('view-offer.png'), fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);

  // The favourites page of the dashboard lists it.
  await page.getByRole('link', { name: 'Back to offers' }).click();
  await expect(page).toHaveURL(/\/trading\/sell-bitcoin\/wise\?currencyCode=EUR$/);
  await page.getByRole('link', { name: 'Favourite offers' }).click();
  await expect(page).toHaveURL(/\/dashboard\/favorite-offers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favourite offers' })).toBeVisible();
  await expect(page.getByRole('article', { name: `Open offer by ${vendor.username}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('favorites.png'), fullPage: true });

  // The vendor's profile lists the offer on its offers tab.
  await page.goto(`/user/${vendor.username}?tab=offers`);
  const buying = page.getByRole('region', { name: 'Buying crypto' });
  await expect(buying.getByTestId('profile-offer')).toContainText('Wise');
  await page.screenshot({ path: test.info().outputPath('profile-offers.png'), fullPage: true });

  // Narrow screens: the listing in one column, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/trading/sell-bitcoin/wise?currencyCode=EUR');
  await expect(page.getByRole('article', { name: `Open offer by ${vendor.username}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('listing-narrow.png'), fullPage: true });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // A first visit of the offer: the served page preloads the offer's answer and the app takes it,
  // so the answer is asked for once (page-preloads.ts).
  const offerAnswers: string[] = [];
  const countOfferAnswer = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === `/rest/v1/offers/${hash}`) offerAnswers.push(request.url());
  };
  page.on('request', countOfferAnswer);
  await page.goto(`/offer/${hash}`);
  await expect(page.getByRole('button', { name: 'Start trade' })).toBeVisible();
  page.off('request', countOfferAnswer);
  const served = await (await page.request.get(`/offer/${hash}`)).text();
  expect(served).toContain(`<link rel="preload" as="fetch" crossorigin href="/rest/v1/offers/${hash}" />`);
  expect(offerAnswers).toHaveLength(1);
  await page.screenshot({ path: test.info().outputPath('view-offer-narrow.png'), fullPage: true });
  expect(await overflow()).toBeLessThanOrEqual(0);

  // Dark theme.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.screenshot({ path: test.info().outputPath('view-offer-dark.png'), fullPage: true });
});

test('guests are sent to log in from the favourites page, and legacy listing links redirect', async ({
  page,
}) => {
  await page.goto('/dashboard/favorite-offers');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);

  await page.goto('/buy/bitcoin/PayPal%20My%20Cash');
  await expect(page).toHaveURL(/\/trading\/buy-bitcoin\/paypal-my-cash$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Buy Bitcoin with PayPal My Cash' }),
  ).toBeVisible();

  await page.goto('/es/sell-giftcard-for-tether/amazon-gift-card');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vender Tether por Amazon Gift Card' }),
  ).toBeVisible();
});
