import { newAccount } from './fixtures.js';
import { reachLevelL1 } from './journeys.js';
import { expect, test } from './outbox.js';
import { apiCall, btcBalance, fundedVendor, registerOn, sats } from './trade-journeys.js';

test('a vendor stocks a gift card, a buyer buys it in the store with wallet balance, reveals it and releases', async ({
  page: vendorPage,
  browser,
  request,
  readCode,
}) => {
  test.setTimeout(240_000);
  const vendor = newAccount();
  const buyer = newAccount();
  const code = `STORE-${Date.now().toString(36).toUpperCase()}`;

  // The vendor adds a 100 USD Amazon card to the inventory on the page; the code is not shown in the list.
  await registerOn(vendorPage, vendor);
  await reachLevelL1(vendorPage, vendor, readCode);
  await vendorPage.goto('/dashboard/gift-cards');
  await vendorPage.getByLabel('Face value').fill('100.00');
  await vendorPage.getByLabel('Code').fill(code);
  await vendorPage.getByLabel('PIN').fill('2468');
  await vendorPage.getByRole('button', { name: 'Add the card' }).click();
  const row = vendorPage.getByTestId('gift-card-row');
  await expect(row).toContainText('100.00 USD');
  await expect(row).toContainText('In stock');
  await expect(row).not.toContainText(code.replace('-', ''));

  // A gcc-auto buy offer paid with that brand: it can go on because a card is in stock.
  const created = await apiCall(vendorPage, 'POST', '/rest/v1/my-offers', {
    type: 'buy',
    crypto_currency_code: 'BTC',
    fiat_currency_code: 'USD',
    payment_method_slug: 'amazon-gift-card',
    price_type: 'fixed',
    fixed_price: '50000',
    amount_type: 'min_max',
    range_min: '10',
    range_max: '200',
    flow_type: 'gcc-auto',
    offer_terms: 'Cards from my inventory, handed out automatically.',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);

  // The buyer, with 0.01 BTC in the wallet, finds it in the store and buys it.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await fundedVendor(buyerPage, request, buyer, readCode);
  // The store's ?brand= opens the brand's own page, `{product}-gift-card`.
  await buyerPage.goto('/gift-card-store?brand=amazon-gift-card');
  await expect(buyerPage).toHaveURL(/\/amazon-gift-card$/);
  await expect(
    buyerPage.getByRole('heading', { level: 1, name: 'Amazon Gift Card for crypto' }),
  ).toBeVisible();
  const item = buyerPage.getByTestId('store-item').filter({ hasText: vendor.username });
  await expect(item).toContainText('100.00 USD');
  await expect(item).toContainText('0.00200000 BTC');
  await item.getByRole('button', { name: 'Buy' }).click();
  const confirm = buyerPage.getByRole('dialog');
  await expect(confirm).toContainText('go into escrow');
  await confirm.getByRole('button', { name: 'Buy' }).click();
  await expect(buyerPage).toHaveURL(/\/trade\/[A-Za-z0-9_-]+$/);
  // 0.002 BTC and the 3 % gift-card fee are in escrow.
  await expect
    .poll(async () => sats((await btcBalance(buyerPage)).available), { timeout: 20_000 })
    .toBe(1_000_000n - 200_000n - 6_000n);

  // Reveal the card (the trade counts as paid), read the code, then release.
  const panel = buyerPage.getByTestId('gift-card-panel');
  await expect(panel).toContainText('Reserved for this trade');
  await buyerPage.getByRole('button', { name: 'Reveal the gift card' }).click();
  await buyerPage
    .getByRole('dialog', { name: 'Reveal the gift card?' })
    .getByRole('button', { name: 'Reveal the gift card' })
    .click();
  await panel.getByRole('button', { name: 'Show the code' }).click();
  await expect(panel.getByTestId('gift-card-code')).toHaveText(code.replace('-', ''));
  await buyerPage.getByRole('button', { name: 'Release crypto' }).click();
  await buyerPage
    .getByRole('dialog', { name: 'Release the crypto?' })
    .getByRole('button', { name: /^Release / })
    .click();
  await expect(panel.getByTestId('gift-card-status')).toHaveText('Used');

  // The vendor's inventory shows the card used and the store has none left of this vendor.
  await vendorPage.reload();
  await expect(vendorPage.getByTestId('gift-card-row')).toContainText('Used');
  await buyerPage.goto('/gift-card-store?brand=amazon-gift-card');
  await expect(buyerPage.getByTestId('store-item').filter({ hasText: vendor.username })).toHaveCount(0);
  await buyerContext.close();
});
