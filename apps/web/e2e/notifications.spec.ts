import { newAccount } from './fixtures.js';
import { reachLevelL1 } from './journeys.js';
import { expect, test } from './outbox.js';
import { apiCall, fundedVendor, registerOn } from './trade-journeys.js';

test('a seller on another page hears of a new trade: the bell count rises, the centre lists it, the e-mail is in the outbox', async ({
  page: sellerPage,
  browser,
  request,
  readCode,
  readLink,
}) => {
  test.setTimeout(180_000);
  const seller = newAccount();
  const buyer = newAccount();
  await sellerPage.setViewportSize({ width: 390, height: 844 });
  await fundedVendor(sellerPage, request, seller, readCode);
  const created = await apiCall(sellerPage, 'POST', '/rest/v1/my-offers', {
    type: 'sell',
    crypto_currency_code: 'BTC',
    fiat_currency_code: 'USD',
    payment_method_slug: 'paypal',
    price_type: 'fixed',
    fixed_price: '50000',
    amount_type: 'min_max',
    range_min: '10',
    range_max: '200',
    offer_terms: 'PayPal only.',
    trade_details: 'PayPal: seller@example.com',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const offerHash = (created.body.data as { hash: string }).hash;

  // The deposit made its own notices; once they are in, the seller reads them all.
  await expect
    .poll(async () => {
      const answer = await apiCall(sellerPage, 'GET', '/rest/v1/notifications?kind=wallet.deposit_confirmed');
      return (answer.body.data as unknown[]).length;
    })
    .toBe(1);
  expect((await apiCall(sellerPage, 'POST', '/rest/v1/notifications/read-all', {})).status).toBe(200);

  // The seller reads the wallet page; the bell shows nothing unread yet.
  await sellerPage.goto('/wallet');
  const bell = sellerPage.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await expect(sellerPage.getByTestId('notification-count')).toHaveCount(0);

  // The buyer starts a trade for $50 through the API of their own browser.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await registerOn(buyerPage, buyer);
  await reachLevelL1(buyerPage, buyer, readCode);
  const started = await apiCall(buyerPage, 'POST', '/rest/v1/trade/start', { offerHash, fiatAmount: '50' });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const tradeHash = (started.body.data as { tradeHash: string }).tradeHash;

  // Without a reload the bell counts it and a toast tells of it.
  await expect(sellerPage.getByTestId('notification-count')).toHaveText('1', { timeout: 20_000 });
  await expect(bell).toHaveAttribute('aria-label', 'Notifications: 1 unread');
  await expect(sellerPage.getByText(`${buyer.username} started a trade on your offer`).first()).toBeVisible();
  await sellerPage.screenshot({ path: test.info().outputPath('bell-phone.png') });
  // The trade feature's own new-trade dialog opens too; close it to reach the bell.
  const modal = sellerPage.getByRole('dialog', { name: 'New trade started' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  // The centre lists it with a link to the trade.
  await bell.click();
  await expect(sellerPage).toHaveURL(/\/notifications$/);
  const item = sellerPage.getByTestId('notification-item').first();
  await expect(item).toHaveAttribute('data-kind', 'trade.started');
  const link = item.getByRole('link', {
    name: `${buyer.username} started a trade on your offer: 0.001 BTC for 50.00 USD`,
  });
  await expect(link).toBeVisible();
  await sellerPage.screenshot({ path: test.info().outputPath('centre-phone.png'), fullPage: true });
  await link.click();
  await expect(sellerPage).toHaveURL(new RegExp(`/trade/${tradeHash}$`));
  // Opening it marked it read.
  await expect(sellerPage.getByTestId('notification-count')).toHaveCount(0);

  // The e-mail went out through the outbox, with its unsubscribe link.
  const unsubscribe = await readLink(seller.email, '/notifications/unsubscribe');
  await sellerPage.setViewportSize({ width: 1280, height: 800 });
  await sellerPage.goto('/account/notifications');
  const tradesEmail = sellerPage.getByTestId('pref-trades-email');
  await expect(tradesEmail).toHaveAttribute('aria-checked', 'true');
  await expect(sellerPage.getByTestId('pref-security-email')).toBeDisabled();
  await sellerPage.screenshot({ path: test.info().outputPath('settings-desktop.png'), fullPage: true });

  // The unsubscribe link works from a browser that is not signed in.
  const anonymous = await browser.newContext();
  const anonymousPage = await anonymous.newPage();
  await anonymousPage.goto(unsubscribe);
  await expect(anonymousPage.getByText('You will no longer receive e-mails about: Trades.')).toBeVisible();
  await sellerPage.reload();
  await expect(tradesEmail).toHaveAttribute('aria-checked', 'false');
  await anonymous.close();
  await buyerContext.close();
});
