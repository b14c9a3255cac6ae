import { newAccount } from './fixtures.js';
import { reachLevelL1 } from './journeys.js';
import { expect, test } from './outbox.js';
import { apiCall, fundedVendor, registerOn, solidPng } from './trade-journeys.js';

test('manual gift-card trade: the buyer sends the card code from the trade page, the vendor reads it and releases', async ({
  page: vendorPage,
  browser,
  request,
  readCode,
}) => {
  test.setTimeout(240_000);
  const vendor = newAccount();
  const buyer = newAccount();

  // A vendor sells BTC for Visa gift cards whose number starts with 411111 (a manual, not gcc-auto, offer).
  await fundedVendor(vendorPage, request, vendor, readCode);
  const created = await apiCall(vendorPage, 'POST', '/rest/v1/my-offers', {
    type: 'sell',
    crypto_currency_code: 'BTC',
    fiat_currency_code: 'USD',
    payment_method_slug: 'visa-gift-card',
    price_type: 'fixed',
    fixed_price: '50000',
    amount_type: 'min_max',
    range_min: '10',
    range_max: '200',
    bin_codes: ['411111'],
    offer_terms: 'Send the card code on the trade page.',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const offerHash = (created.body.data as { hash: string }).hash;

  // On the inventory page the vendor picks the brand from the gift-card methods and stocks a physical
  // card by its photo (the inventory is not what this offer uses; the page is checked on the way).
  await vendorPage.goto('/dashboard/gift-cards');
  await vendorPage.getByLabel('Brand').selectOption({ label: 'Visa Gift Card' });
  await vendorPage.getByLabel('Type').selectOption({ label: 'Physical' });
  await vendorPage.getByLabel('Face value').fill('25.00');
  await vendorPage.getByLabel('Photo of the card').setInputFiles({
    name: 'card-front.png',
    mimeType: 'image/png',
    buffer: solidPng(400, 250, [200, 30, 30]),
  });
  await vendorPage.getByRole('button', { name: 'Add the card' }).click();
  const stocked = vendorPage.getByTestId('gift-card-row');
  await expect(stocked).toContainText('Visa Gift Card');
  await expect(stocked).toContainText('25.00 USD');
  await expect(stocked).toContainText('Physical');

  // The buyer starts a 100 USD trade (setup through the API; the trade page is the point).
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await registerOn(buyerPage, buyer);
  await reachLevelL1(buyerPage, buyer, readCode);
  const started = await apiCall(buyerPage, 'POST', '/rest/v1/trade/start', { offerHash, fiatAmount: '100' });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const tradeHash = (started.body.data as { tradeHash: string }).tradeHash;

  // The form refuses a card outside the offer's BIN codes on the code field, then takes a good one.
  await buyerPage.goto(`/trade/${tradeHash}`);
  await expect(buyerPage.getByTestId('trade-status')).toHaveText('Waiting for payment');
  const form = buyerPage.getByTestId('gift-card-code-form');
  await expect(form).toContainText('The card number starts with 411111');
  await form.getByLabel('Card code').fill('5500 0000 0000 0004');
  await form.getByRole('button', { name: 'Send the code' }).click();
  await expect(form.getByText('The card number must start with one of 411111')).toBeVisible();
  await expect(form.getByLabel('Card code')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Card code').fill('4111 1111 1111 1111');
  await form.getByLabel('PIN').fill('8642');
  await form.getByRole('button', { name: 'Send the code' }).click();
  await expect(form).toBeHidden();
  await expect(buyerPage.getByTestId('gift-card-panel')).toBeVisible();

  // The vendor (the seller) reveals the code on the trade page and approves the card.
  await vendorPage.goto(`/trade/${tradeHash}`);
  const panel = vendorPage.getByTestId('gift-card-panel');
  await panel.getByRole('button', { name: 'Show the code' }).click();
  await expect(panel.getByTestId('gift-card-code')).toHaveText('4111111111111111');
  await expect(panel.getByTestId('gift-card-secret')).toContainText('8642');
  const vendorRequirements = vendorPage.getByTestId('requirements-beforeMarkAsPaid');
  const cardPhoto = vendorRequirements.getByRole('listitem').filter({ hasText: 'Photo of the gift card' });
  await cardPhoto.getByRole('button', { name: 'Approve' }).click();
  await expect(cardPhoto).toContainText('Approved');

  // The gift-card group also asks the buyer for the purchase receipt (an upload), which the vendor approves.
  const receipt = buyerPage
    .getByTestId('requirements-beforeMarkAsPaid')
    .getByRole('listitem')
    .filter({ hasText: 'Gift card purchase receipt' });
  await receipt.locator('input[type=file]').setInputFiles({
    name: 'card-receipt.png',
    mimeType: 'image/png',
    buffer: solidPng(320, 200, [0, 112, 186]),
  });
  await expect(receipt).toContainText('Waiting for review', { timeout: 10_000 });
  await vendorPage.reload();
  const vendorReceipt = vendorRequirements
    .getByRole('listitem')
    .filter({ hasText: 'Gift card purchase receipt' });
  await vendorReceipt.getByRole('button', { name: 'Approve' }).click();
  await expect(vendorReceipt).toContainText('Approved');

  // The buyer marks paid, the vendor releases: the trade completes for both.
  await buyerPage.reload();
  await buyerPage.getByRole('button', { name: 'I have paid' }).click();
  await buyerPage
    .getByRole('dialog', { name: 'Have you paid?' })
    .getByRole('button', { name: 'I have paid' })
    .click();
  await expect(vendorPage.getByTestId('trade-status')).toHaveText('Paid', { timeout: 15_000 });
  await vendorPage.getByRole('button', { name: 'Release crypto' }).click();
  await vendorPage
    .getByRole('dialog', { name: 'Release the crypto?' })
    .getByRole('button', { name: /^Release / })
    .click();
  await expect(vendorPage.getByTestId('trade-status')).toHaveText('Completed');
  await expect(buyerPage.getByTestId('trade-status')).toHaveText('Completed', { timeout: 15_000 });
  await buyerContext.close();
});
