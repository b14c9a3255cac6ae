import { generate } from 'otplib';
import { newAccount } from './fixtures.js';
import { accessibilityViolations, reachLevelL1 } from './journeys.js';
import { expect, test } from './outbox.js';
import {
  apiCall,
  btcBalance,
  enableAuthenticator,
  fundedVendor,
  registerOn,
  sats,
  solidPng,
  TOTP_STEP_MS,
} from './trade-journeys.js';
import { confirmTradeStart } from './trade-start.js';

test('a buyer and a vendor run a whole trade: chat, proof of payment, release with two-factor, feedback', async ({
  page: vendorPage,
  browser,
  request,
  readCode,
}) => {
  test.setTimeout(240_000);
  const vendor = newAccount();
  const buyer = newAccount();

  // The vendor: verified, 0.01 BTC deposited, an authenticator app for release, a sell offer at a fixed
  // price of $50,000 per BTC for PayPal.
  await fundedVendor(vendorPage, request, vendor, readCode);
  const twoFactor = await enableAuthenticator(vendorPage);
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

  // The buyer, in a browser of their own, starts a trade for $50 = 0.001 BTC.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await registerOn(buyerPage, buyer);
  await reachLevelL1(buyerPage, buyer, readCode);
  await buyerPage.goto(`/offer/${offerHash}`);
  await buyerPage.getByLabel('You pay (USD)').fill('50');
  await expect(buyerPage.getByLabel('You receive (BTC)')).toHaveValue('0.00100000');
  await buyerPage.getByRole('button', { name: 'Start trade' }).click();
  const review = buyerPage.getByRole('dialog', { name: 'Review the offer before you start' });
  await expect(review).toContainText('PayPal friends and family only.');
  await confirmTradeStart(buyerPage);
  await expect(buyerPage).toHaveURL(/\/trade\/[A-Za-z0-9_-]{11}$/);
  const tradeHash = buyerPage.url().split('/').pop()!;
  await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(
    `Buying 0.001 BTC from ${vendor.username}`,
  );
  await expect(buyerPage.getByTestId('trade-status')).toHaveText('Waiting for payment');
  await expect(buyerPage.getByTestId('payment-details')).toContainText('PayPal: vendor@example.com');
  await expect(buyerPage.getByTestId('trade-countdown')).toContainText('Time left to pay');

  // The vendor hears of it at once: the new-trade modal, and the tab title calling.
  const modal = vendorPage.getByRole('dialog', { name: 'New trade started' });
  await expect(modal).toContainText(`${buyer.username} wants to buy 0.001 BTC for $50.00 with PayPal.`, {
    timeout: 15_000,
  });
  await expect.poll(() => vendorPage.title(), { timeout: 7_000 }).toBe('New trade started...');
  await modal.getByRole('button', { name: 'View trade' }).click();
  await expect(vendorPage).toHaveURL(new RegExp(`/trade/${tradeHash}$`));
  await expect(vendorPage.getByRole('heading', { level: 1 })).toHaveText(
    `Selling 0.001 BTC to ${buyer.username}`,
  );
  await expect(vendorPage.getByTestId('summary-fee')).toContainText('0.00001 BTC');

  // Chat both ways, arriving live; the buyer's message shows as read once the vendor has seen it.
  const buyerChat = buyerPage.getByTestId('chat-messages');
  const vendorChat = vendorPage.getByTestId('chat-messages');
  await buyerPage.getByLabel('Message', { exact: true }).fill('Hello! Paying with PayPal now.');
  await buyerPage.getByLabel('Message', { exact: true }).press('Enter');
  await expect(vendorChat.getByText('Hello! Paying with PayPal now.')).toBeVisible({ timeout: 10_000 });
  await vendorPage.getByLabel('Message', { exact: true }).fill('Great, I am watching my account.');
  await vendorPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(buyerChat.getByText('Great, I am watching my account.')).toBeVisible({ timeout: 10_000 });
  await expect(
    buyerChat
      .getByTestId('chat-message')
      .filter({ hasText: 'Hello! Paying with PayPal now.' })
      .getByTestId('read-receipt'),
  ).toHaveText('Read', { timeout: 10_000 });

  // The buyer attaches a screenshot of the payment; both see the image.
  await buyerPage.getByLabel('Attach a file').setInputFiles({
    name: 'paypal-receipt.png',
    mimeType: 'image/png',
    buffer: solidPng(160, 90, [0, 112, 186]),
  });
  await expect(buyerChat.getByTestId('chat-image')).toBeVisible({ timeout: 10_000 });
  await expect(vendorChat.getByTestId('chat-image')).toBeVisible({ timeout: 10_000 });

  // Marked paid after a confirmation; the vendor's page follows live.
  await buyerPage.getByRole('button', { name: 'I have paid' }).click();
  await buyerPage
    .getByRole('dialog', { name: 'Have you paid?' })
    .getByRole('button', { name: 'I have paid' })
    .click();
  await expect(buyerPage.getByTestId('trade-status')).toHaveText('Paid');
  await expect(vendorPage.getByTestId('trade-status')).toHaveText('Paid', { timeout: 10_000 });
  await expect(
    vendorChat.getByTestId('chat-system').filter({ hasText: 'The buyer marked the trade as paid.' }),
  ).toBeVisible();
  await buyerPage.screenshot({ path: '/tmp/h7-buyer-paid.png', fullPage: true });
  await vendorPage.screenshot({ path: '/tmp/h7-vendor-paid.png', fullPage: true });
  expect(await accessibilityViolations(vendorPage)).toEqual([]);

  // The vendor releases with a code from the authenticator app (a code counts once).
  await vendorPage.getByRole('button', { name: 'Release crypto' }).click();
  const release = vendorPage.getByRole('dialog', { name: 'Release the crypto?' });
  await expect(release).toContainText(`0.001 BTC goes to ${buyer.username} for $50.00.`);
  let code = await generate({ secret: twoFactor.secret });
  if (code === twoFactor.usedCode) {
    await vendorPage.waitForTimeout(TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 500);
    code = await generate({ secret: twoFactor.secret });
  }
  await release.getByLabel('Two-factor code').fill(code);
  await vendorPage.screenshot({ path: '/tmp/h7-vendor-release.png' });
  await release.getByRole('button', { name: 'Release 0.001 BTC' }).click();
  await expect(release).toBeHidden();
  await expect(vendorPage.getByTestId('trade-status')).toHaveText('Completed');
  await expect(buyerPage.getByTestId('trade-status')).toHaveText('Completed', { timeout: 10_000 });

  // Feedback both ways, and the vendor's reply.
  await buyerPage.getByRole('button', { name: 'Positive', exact: true }).click();
  await buyerPage.getByLabel('Message (optional)').fill('Fast and friendly.');
  await buyerPage.getByRole('button', { name: 'Send feedback' }).click();
  await expect(buyerPage.getByText('Your feedback · Positive')).toBeVisible();
  await vendorPage.getByRole('button', { name: 'Positive', exact: true }).click();
  await vendorPage.getByRole('button', { name: 'Send feedback' }).click();
  await expect(vendorPage.getByText('Your feedback · Positive')).toBeVisible();
  await expect(vendorPage.getByText(`Feedback from ${buyer.username} · Positive`)).toBeVisible({
    timeout: 10_000,
  });
  await vendorPage.getByRole('textbox', { name: 'Reply to this feedback' }).fill('Thank you, come again.');
  await vendorPage.getByRole('button', { name: 'Send reply' }).click();
  await expect(vendorPage.getByText('Thank you, come again.')).toBeVisible();
  await expect(buyerPage.getByText(`Feedback from ${vendor.username} · Positive`)).toBeVisible({
    timeout: 10_000,
  });

  // Balances to the satoshi: the buyer has the amount, the vendor paid amount and the 1 % fee.
  const trade = (await apiCall(buyerPage, 'GET', `/rest/v1/trade/${tradeHash}`)).body.data as {
    cryptoAmount: string;
    fee: string;
  };
  expect(sats(trade.cryptoAmount)).toBe(100_000n);
  expect(sats(trade.fee)).toBe(1_000n);
  expect(sats((await btcBalance(buyerPage)).available)).toBe(100_000n);
  const vendorBalance = await btcBalance(vendorPage);
  expect(sats(vendorBalance.available)).toBe(1_000_000n - 100_000n - 1_000n);
  expect(sats(vendorBalance.escrow)).toBe(0n);

  await buyerPage.screenshot({ path: '/tmp/h7-buyer-done.png', fullPage: true });
  await vendorPage.screenshot({ path: '/tmp/h7-vendor-done.png', fullPage: true });
  await buyerPage.setViewportSize({ width: 390, height: 844 });
  await buyerPage.screenshot({ path: '/tmp/h7-buyer-narrow.png', fullPage: true });
  // Nothing wider than the screen (polled: a toast sliding in from the side widens the page for a moment).
  await expect
    .poll(() => buyerPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  expect(await accessibilityViolations(buyerPage)).toEqual([]);
  await buyerContext.close();
});
