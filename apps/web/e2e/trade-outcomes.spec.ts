import type { Page } from '@playwright/test';
import { newAccount } from './fixtures.js';
import { accessibilityViolations, reachLevelL1 } from './journeys.js';
import { expect, test } from './outbox.js';
import { apiCall, btcBalance, fundedVendor, registerOn, sats } from './trade-journeys.js';
import { confirmTradeStart } from './trade-start.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Desktop and phone screenshots of one page, then back to desktop. */
async function shoot(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: test.info().outputPath(`${name}-phone.png`), fullPage: true });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await page.setViewportSize(DESKTOP);
}

async function startTrade(page: Page, offerHash: string, usd: string): Promise<string> {
  await page.goto(`/offer/${offerHash}`);
  await page.getByLabel('You pay (USD)').fill(usd);
  await page.getByRole('button', { name: 'Start trade' }).click();
  await confirmTradeStart(page);
  await expect(page).toHaveURL(/\/trade\/[A-Za-z0-9_-]{11}$/);
  await expect(page.getByTestId('trade-status')).toHaveText('Waiting for payment');
  return page.url().split('/').pop()!;
}

/** The vendor hears of the trade wherever they are and opens it from the new-trade modal. */
async function openFromNewTradeModal(page: Page, tradeHash: string) {
  const modal = page.getByRole('dialog', { name: 'New trade started' });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await modal.getByRole('button', { name: 'View trade' }).click();
  await expect(page).toHaveURL(new RegExp(`/trade/${tradeHash}$`));
}

test('trades that do not complete: a dispute takes both parties to the dispute view, a cancel refunds', async ({
  page: vendorPage,
  browser,
  request,
  readCode,
}) => {
  test.setTimeout(240_000);
  const vendor = newAccount();
  const buyer = newAccount();

  await fundedVendor(vendorPage, request, vendor, readCode);
  const created = await apiCall(vendorPage, 'POST', '/rest/v1/my-offers', {
    type: 'sell',
    crypto_currency_code: 'BTC',
    fiat_currency_code: 'USD',
    payment_method_slug: 'paypal',
    price_type: 'fixed',
    fixed_price: '50000',
    amount_type: 'min_max',
    range_min: '10',
    range_max: '200',
    offer_terms: 'PayPal friends and family only.',
    trade_details: 'PayPal: vendor@example.com',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const offerHash = (created.body.data as { hash: string }).hash;
  await vendorPage.goto('/wallet');

  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await registerOn(buyerPage, buyer);
  await reachLevelL1(buyerPage, buyer, readCode);
  await buyerPage.goto(`/offer/${offerHash}`);
  await shoot(buyerPage, 'offer-start-widget');

  // A trade the buyer disputes after paying; the vendor is watching the trade page.
  const disputed = await startTrade(buyerPage, offerHash, '20');
  await openFromNewTradeModal(vendorPage, disputed);
  await expect(vendorPage.getByTestId('trade-status')).toHaveText('Waiting for payment');
  await shoot(buyerPage, 'buyer-active-funded');
  await shoot(vendorPage, 'seller-active-funded');

  await buyerPage.getByRole('button', { name: 'I have paid' }).click();
  await buyerPage
    .getByRole('dialog', { name: 'Have you paid?' })
    .getByRole('button', { name: 'I have paid' })
    .click();
  await expect(vendorPage.getByTestId('trade-status')).toHaveText('Paid', { timeout: 10_000 });
  await shoot(buyerPage, 'buyer-paid');
  await shoot(vendorPage, 'seller-paid');

  await buyerPage.getByRole('button', { name: 'Open a dispute' }).click();
  const dispute = buyerPage.getByRole('dialog', { name: 'Open a dispute' });
  await dispute.getByLabel('Reason').selectOption('negotiation');
  await dispute.getByLabel('What happened?').fill('The seller says the money has not arrived.');
  await dispute.getByRole('button', { name: 'Open dispute' }).click();
  await expect(dispute).toBeHidden();

  // Both parties land on the dispute view: the banner says who opened it, why, and who comes next.
  for (const page of [buyerPage, vendorPage]) {
    await expect(page).toHaveURL(new RegExp(`/trade/${disputed}\\?view=dispute$`), { timeout: 10_000 });
    await expect(page.getByTestId('trade-status')).toHaveText('In dispute');
    const banner = page.getByTestId('dispute-summary');
    await expect(banner).toContainText(`Opened by ${buyer.username}`);
    await expect(banner).toContainText(
      'Reason: Cannot agree on the trade — The seller says the money has not arrived.',
    );
    await expect(banner).toContainText('A moderator will join the chat');
  }
  await shoot(buyerPage, 'buyer-dispute-open');
  await shoot(vendorPage, 'seller-dispute-open');
  expect(await accessibilityViolations(vendorPage)).toEqual([]);

  // A second trade the buyer cancels: the escrow goes back to the vendor.
  const cancelled = await startTrade(buyerPage, offerHash, '10');
  await openFromNewTradeModal(vendorPage, cancelled);
  await buyerPage.getByRole('button', { name: 'Cancel trade' }).click();
  await buyerPage
    .getByRole('dialog', { name: 'Cancel this trade?' })
    .getByRole('button', { name: 'Cancel trade' })
    .click();
  await expect(buyerPage.getByTestId('trade-status')).toHaveText('Cancelled by the buyer');
  await expect(vendorPage.getByTestId('trade-status')).toHaveText('Cancelled by the buyer', {
    timeout: 10_000,
  });
  await shoot(buyerPage, 'buyer-cancelled');
  await shoot(vendorPage, 'seller-cancelled');
  expect(await accessibilityViolations(buyerPage)).toEqual([]);
  // Only the disputed trade's 0.0004 BTC and its 1 % fee stay in escrow.
  const balance = await btcBalance(vendorPage);
  expect(sats(balance.escrow)).toBe(40_000n + 400n);
  expect(sats(balance.available)).toBe(1_000_000n - 40_000n - 400n);

  // An expired trade looks like the cancelled one with the system's status: the server's answer
  // with the status swapped (the expiry job needs the payment window to pass).
  await vendorPage.route(`**/rest/v1/trade/${cancelled}`, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data: { status: string } };
    json.data.status = 'expired';
    await route.fulfill({ response, json });
  });
  await vendorPage.reload();
  await expect(vendorPage.getByTestId('trade-status')).toHaveText('Expired');
  await shoot(vendorPage, 'seller-expired');
  await buyerContext.close();
});
