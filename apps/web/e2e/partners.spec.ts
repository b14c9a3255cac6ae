import { newAccount } from './fixtures.js';
import { reachLevelL1 } from './journeys.js';
import { expect, test } from './outbox.js';
import { apiCall, btcBalance, paidTrade, paypalSellOffer, registerOn, sats } from './trade-journeys.js';

test('a partner shares their link, a user registers through it, sells, and the partner sees the reward', async ({
  page: partnerPage,
  browser,
  request,
  readCode,
}) => {
  test.setTimeout(240_000);
  const partner = newAccount();
  const seller = newAccount();
  const buyer = newAccount();

  // The partner opens the programme from its landing page and copies the link.
  await registerOn(partnerPage, partner);
  await partnerPage.goto('/partner-program');
  await expect(partnerPage.getByText(/earn 20% of the escrow fees/)).toBeVisible();
  await partnerPage.getByRole('link', { name: 'Open your partner dashboard' }).click();
  const link = (await partnerPage.getByTestId('referral-link').textContent())!;
  expect(link).toMatch(/\/register\?ref=[A-HJ-NP-Z2-9]{10}$/);
  await expect(partnerPage.getByText('Nobody has registered through your link yet.')).toBeVisible();

  // The seller registers through the link, verifies and deposits 0.01 BTC.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await sellerPage.goto(link);
  await sellerPage.getByLabel('Username', { exact: true }).fill(seller.username);
  await sellerPage.getByLabel('E-mail').fill(seller.email);
  await sellerPage.getByLabel('Password').fill(seller.password);
  await sellerPage.getByRole('button', { name: 'Create account' }).click();
  await expect(sellerPage.getByRole('navigation').getByText(seller.username)).toBeVisible();
  await partnerPage.reload();
  const referred = partnerPage.getByRole('region', { name: 'Referred users' });
  await expect(referred.getByRole('row').filter({ hasText: seller.username })).toBeVisible();

  await reachLevelL1(sellerPage, seller, readCode);
  for (const [path, data] of [
    ['deposit', { username: seller.username, coin: 'BTC', amount: '0.01' }],
    ['mine', { coin: 'BTC', blocks: 1 }],
  ] as const) {
    const answer = await request.post(`/internal/test/chain/${path}`, { data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  }
  await expect
    .poll(async () => sats((await btcBalance(sellerPage)).available), { timeout: 20_000 })
    .toBe(1_000_000n);
  const offerHash = await paypalSellOffer(sellerPage);

  // A buyer takes $50 (0.001 BTC); the seller pays a 1% escrow fee of 0.00001 BTC on release.
  const { tradeHash, buyerContext } = await paidTrade(browser, offerHash, buyer, readCode);
  const released = await apiCall(sellerPage, 'POST', `/rest/v1/trade/${tradeHash}/release`, {});
  expect(released.status, JSON.stringify(released.body)).toBe(200);

  // The partner earns 20% of the fee: 0.00000200 BTC, booked by the outbox dispatcher a moment after
  // the release (asked of the API, since a page loaded before it shows no totals at all), then shown in
  // the totals, the chart's table and per user.
  await expect
    .poll(
      async () => {
        const answer = await apiCall(partnerPage, 'GET', '/rest/v1/partner-program');
        return JSON.stringify((answer.body.data as { totals?: unknown }).totals ?? []);
      },
      { timeout: 60_000 },
    )
    .toContain('0.00000200');
  await partnerPage.reload();
  const rewards = partnerPage.getByRole('region', { name: 'Rewards' });
  await expect(rewards.getByLabel('Total earned')).toContainText('0.00000200 BTC');
  await expect(partnerPage.getByTestId('rewards-chart')).toHaveAttribute('data-points', '1');
  await expect(referred.getByRole('row').filter({ hasText: seller.username })).toContainText(
    '0.00000200 BTC',
  );

  // The payouts page lists the reward with its ledger entry and leads to the wallet history of BTC.
  await partnerPage.getByRole('link', { name: 'Payouts: every reward paid, with its ledger entry' }).click();
  const payout = partnerPage.getByTestId('partner-payout');
  await expect(payout).toHaveCount(1);
  await expect(payout).toContainText('+0.00000200 BTC');
  await expect(payout).toContainText(`From ${seller.username}'s trade: 20% of the`);
  await expect(payout).toContainText(/Ledger entry #\d+ \(trade:/);
  await payout.getByRole('link', { name: 'See it in the wallet history' }).click();
  await expect(partnerPage).toHaveURL(/\/wallet\?history=BTC#wallet-history$/);
  await expect(partnerPage.locator('#wallet-history').getByLabel('Coin')).toHaveValue('BTC');
  const rewardLine = partnerPage
    .locator('#wallet-history')
    .getByRole('row')
    .filter({ hasText: 'Partner reward' });
  await expect(rewardLine).toContainText('+0.000002 BTC');
  expect(sats((await btcBalance(partnerPage)).available)).toBe(200n);
  await sellerContext.close();
  await buyerContext.close();
});
