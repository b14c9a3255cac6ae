import type { Locator, Page } from '@playwright/test';
import { generate } from 'otplib';
import { newAccount } from './fixtures.js';
import { reachLevelL1 } from './journeys.js';
import { expect, test } from './outbox.js';
import {
  apiCall,
  enableAuthenticator,
  fundedVendor,
  registerOn,
  solidPng,
  TOTP_STEP_MS,
} from './trade-journeys.js';
import { confirmTradeStart } from './trade-start.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SHOTS = process.env.TRADE_SHOTS_DIR ?? '/tmp/trade-shots';

/** The element lies wholly inside the window (not scrolled away, not below the fold). */
async function expectInView(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} bottom`).toBeLessThanOrEqual(viewport.height);
}

async function expectStatusAndComposerInView(page: Page) {
  await expectInView(page, page.getByTestId('trade-status'), 'the status');
  await expectInView(page, page.getByLabel('Message', { exact: true }), 'the composer');
  await expectInView(page, page.getByRole('button', { name: 'Send', exact: true }), 'the Send button');
}

test('the trade page at phone width keeps the status and the composer in view while chatting', async ({
  page: vendorPage,
  browser,
  request,
  readCode,
}) => {
  test.setTimeout(240_000);
  const vendor = newAccount();
  const buyer = newAccount();

  await fundedVendor(vendorPage, request, vendor, readCode);
  const twoFactor = await enableAuthenticator(vendorPage);
  const created = await apiCall(vendorPage, 'POST', '/rest/v1/my-offers', {
    type: 'sell',
    crypto_currency_code: 'BTC',
    fiat_currency_code: 'USD',
    payment_method_slug: 'bank-transfer',
    price_type: 'fixed',
    fixed_price: '50000',
    amount_type: 'min_max',
    range_min: '10',
    range_max: '200',
    offer_terms: 'Bank transfer from an account in your own name.',
    trade_details: 'IBAN GB33BUKB20201555555555, reference: the trade number.',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const offerHash = (created.body.data as { hash: string }).hash;
  await vendorPage.setViewportSize(DESKTOP);
  await vendorPage.goto('/wallet');

  // The buyer is on a phone from the start.
  const buyerContext = await browser.newContext({ viewport: PHONE });
  const buyerPage = await buyerContext.newPage();
  await registerOn(buyerPage, buyer);
  await reachLevelL1(buyerPage, buyer, readCode);
  await buyerPage.goto(`/offer/${offerHash}`);
  await buyerPage.getByLabel('You pay (USD)').fill('50');
  await buyerPage.getByRole('button', { name: 'Start trade' }).click();
  await confirmTradeStart(buyerPage);
  await expect(buyerPage).toHaveURL(/\/trade\/[A-Za-z0-9_-]{11}$/);
  const tradeHash = buyerPage.url().split('/').pop()!;
  await expect(buyerPage.getByTestId('trade-status')).toHaveText('Waiting for payment');

  // Chat-centred: the next action on top, the chat tab open, the details one tap away.
  const now = buyerPage.getByRole('region', { name: 'What to do now' });
  await expect(now.getByRole('button', { name: 'I have paid' })).toBeVisible();
  await expect(buyerPage.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
  await expectStatusAndComposerInView(buyerPage);
  await expectInView(buyerPage, now.getByRole('button', { name: 'I have paid' }), 'the next action');

  // Many messages: the list scrolls inside itself, the window does not move.
  const buyerChat = buyerPage.getByTestId('chat-messages');
  for (let index = 1; index <= 12; index += 1) {
    const text = `Message number ${index}: sending the transfer now, please check your account.`;
    await buyerPage.getByLabel('Message', { exact: true }).fill(text);
    await buyerPage.getByLabel('Message', { exact: true }).press('Enter');
    await expect(buyerChat.getByText(text)).toBeVisible();
  }
  await expectStatusAndComposerInView(buyerPage);
  expect(await buyerPage.evaluate(() => window.scrollY)).toBe(0);
  const list = await buyerChat.evaluate((node) => ({
    scrollHeight: node.scrollHeight,
    clientHeight: node.clientHeight,
    scrollTop: node.scrollTop,
  }));
  expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  expect(list.scrollHeight - list.scrollTop - list.clientHeight).toBeLessThanOrEqual(2);
  await buyerPage.getByLabel('Message', { exact: true }).fill('And one more by the Send button.');
  await buyerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(buyerChat.getByText('And one more by the Send button.')).toBeVisible();
  await expectStatusAndComposerInView(buyerPage);
  await buyerPage.screenshot({ path: `${SHOTS}/trade-buyer-open-phone.png` });

  // The details tab: payment details and the partner, the optional receipt without "Missing".
  await buyerPage.getByRole('tab', { name: 'Details' }).click();
  await expect(buyerPage.getByTestId('payment-details')).toContainText('GB33BUKB20201555555555');
  const receipt = buyerPage.getByTestId('requirements-beforeMarkAsPaid');
  await expect(receipt).toContainText('From the buyer · optional');
  await expect(receipt.getByText('Missing')).toHaveCount(0);
  await buyerPage.screenshot({ path: `${SHOTS}/trade-buyer-details-phone.png` });

  // The receipt for the optional requirement, then the image opens in a viewer inside the page.
  await receipt
    .getByText('Upload')
    .locator('..')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'transfer-receipt.png',
      mimeType: 'image/png',
      buffer: solidPng(320, 200, [0, 112, 186]),
    });
  await expect(receipt).toContainText('Waiting for review', { timeout: 10_000 });
  await buyerPage.getByRole('tab', { name: 'Chat' }).click();
  await buyerChat.getByRole('button', { name: 'Open transfer-receipt.png' }).click();
  const viewer = buyerPage.getByRole('dialog', { name: 'transfer-receipt.png' });
  await expect(viewer.getByTestId('attachment-viewer-image')).toBeVisible();
  expect(
    await viewer
      .getByTestId('attachment-viewer-image')
      .evaluate((image) => (image as HTMLImageElement).naturalWidth),
  ).toBe(320);
  expect(buyerContext.pages()).toHaveLength(1);
  await viewer.getByRole('button', { name: 'Close' }).click();

  await now.getByRole('button', { name: 'I have paid' }).click();
  await buyerPage
    .getByRole('dialog', { name: 'Have you paid?' })
    .getByRole('button', { name: 'I have paid' })
    .click();
  await expect(buyerPage.getByTestId('trade-status')).toHaveText('Paid');

  // The seller at 1366 × 900: two columns, the receipt to review at the release step, laid out whole.
  await vendorPage.goto(`/trade/${tradeHash}`);
  await expect(vendorPage.getByTestId('trade-status')).toHaveText('Paid');
  const review = vendorPage.getByTestId('requirements-beforeMarkAsPaid');
  await expect(review.getByText('Waiting for review')).toBeVisible();
  await expect(review).not.toContainText('Everything needed at this step is in.');
  const name = await review.getByText('From the buyer · optional').boundingBox();
  expect(name!.height).toBeLessThan(24);
  const steps = vendorPage.getByTestId('trade-steps').getByRole('listitem');
  const tops = await steps.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  await expectStatusAndComposerInView(vendorPage);
  await vendorPage.screenshot({ path: `${SHOTS}/trade-seller-release-desktop.png` });

  // Approving the receipt writes its own line into the chat, not "marked as paid" again.
  await review.getByRole('button', { name: 'Approve' }).click();
  const vendorChat = vendorPage.getByTestId('chat-messages');
  await expect(
    vendorChat.getByTestId('chat-system').filter({ hasText: 'The uploaded file was approved.' }),
  ).toBeVisible();
  await expect(
    vendorChat.getByTestId('chat-system').filter({ hasText: 'The buyer marked the trade as paid.' }),
  ).toHaveCount(1);

  await vendorPage.getByRole('button', { name: 'Release crypto' }).click();
  const release = vendorPage.getByRole('dialog', { name: 'Release the crypto?' });
  let code = await generate({ secret: twoFactor.secret });
  if (code === twoFactor.usedCode) {
    await vendorPage.waitForTimeout(TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 500);
    code = await generate({ secret: twoFactor.secret });
  }
  await release.getByLabel('Two-factor code').fill(code);
  await release.getByRole('button', { name: 'Release 0.001 BTC' }).click();
  await expect(vendorPage.getByTestId('trade-status')).toHaveText('Completed');
  await expect(buyerPage.getByTestId('trade-status')).toHaveText('Completed', { timeout: 10_000 });

  // Finished: the before-paid block is gone, the steps stay on one row; screenshots of both.
  await expect(vendorPage.getByTestId('requirements-beforeMarkAsPaid')).toHaveCount(0);
  await vendorPage.screenshot({ path: `${SHOTS}/trade-seller-finished-desktop.png` });
  await vendorPage.setViewportSize(PHONE);
  await expectStatusAndComposerInView(vendorPage).catch(() => undefined);
  await vendorPage.screenshot({ path: `${SHOTS}/trade-seller-finished-phone.png` });
  await expectInView(vendorPage, vendorPage.getByTestId('trade-status'), 'the status');

  await expectStatusAndComposerInView(buyerPage).catch(() => undefined);
  await buyerPage.screenshot({ path: `${SHOTS}/trade-buyer-finished-phone.png` });
  await buyerPage.setViewportSize(DESKTOP);
  await buyerPage.screenshot({ path: `${SHOTS}/trade-buyer-finished-desktop.png` });
  await buyerPage.getByRole('tab', { name: 'Details' }).count();
  await vendorPage.setViewportSize(DESKTOP);
  await buyerContext.close();
});
