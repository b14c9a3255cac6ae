import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './outbox.js';
import { newAccount } from './fixtures.js';
import { accessibilityViolations, ukMobile } from './journeys.js';

/**
 * The embed script on another site (decision 045): a vendor's page, served by a tiny server of this
 * test on another host (localhost, while the marketplace is 127.0.0.1: another site, so neither
 * CORS nor the script's Cross-Origin-Resource-Policy can pass by being same-site), mounts the
 * converter, the vendor's offers and an offer's button with the marketplace's live data; a fourth
 * element with a bad location attribute shows why and is reported to the marketplace's error log.
 */

let hostServer: Server;
let hostPage = '';

function hostPageHtml(marketplace: string, username: string, offerHash: string): string {
  const location = (value: unknown) => JSON.stringify(value).replace(/'/g, '&#39;');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Alice's crypto corner</title>
<style>body{font-family:Georgia,serif;margin:0 auto;max-width:960px;padding:16px;background:Canvas;color:CanvasText}
.cols{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(300px,1fr))}</style></head>
<body><main><h1>Alice's crypto corner</h1><p>Trade with me on the marketplace.</p>
<div class="cols">
<div id="converter" data-location='${location({ route: 'converter', props: { currency: 'EUR', amount: '0.01' } })}'></div>
<div id="offer" data-location='${location({ route: 'offer-button', props: { offerId: offerHash } })}'></div>
<div id="offers" data-location='${location({ route: 'vendor-offers', props: { username } })}'></div>
<div id="offers-ar" data-location='${location({ route: 'vendor-offers', props: { username, lang: 'ar' } })}'></div>
<div id="broken" data-location='${location({ route: 'wallet', props: {} })}'></div>
</div></main>
<script src="${marketplace}/widgets/embed.js" async></script>
</body></html>`;
}

/**
 * A vendor at level L1 with a buy offer (which needs no balance to be listed), set up through the API
 * with the page's cookies: this spec is about the widgets, other specs walk these forms.
 */
async function vendorWithOffer(page: Page, readCode: (recipient: string) => Promise<string>) {
  const account = newAccount();
  const csrf = await page.request.get('/rest/v1/auth/csrf');
  const { csrfToken } = ((await csrf.json()) as { data: { csrfToken: string } }).data;
  const post = async (path: string, data: unknown, status = 200) => {
    const answer = await page.request.post(path, { data, headers: { 'x-csrf-token': csrfToken } });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(status);
    return (await answer.json()) as { data: Record<string, unknown> };
  };
  await post('/rest/v1/auth/register', account, 201);
  await post('/rest/v1/user-verification/email/verify-code', { code: await readCode(account.email) });
  const phone = ukMobile();
  await post('/rest/v1/users/send-phone-code', { phone: phone.e164, isCitizenshipConsentAccepted: true });
  await post('/rest/v1/users/confirm-phone', { phoneCode: await readCode(phone.e164) });
  const offer = await post(
    '/rest/v1/my-offers',
    {
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
    },
    201,
  );
  return { username: account.username, offerHash: offer.data.hash as string };
}

test.afterEach(async () => {
  await new Promise<void>((resolve) => (hostServer ? hostServer.close(() => resolve()) : resolve()));
});

test('a vendor embeds the widgets on their own site: live data, links back, and a bad attribute reported', async ({
  page,
  readCode,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const marketplace = baseURL!;
  const { username, offerHash } = await vendorWithOffer(page, readCode);

  const html = hostPageHtml(marketplace, username, offerHash);
  hostServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => hostServer.listen(0, resolve));
  hostPage = `http://localhost:${(hostServer.address() as AddressInfo).port}/shop`;

  // The browser still holds the vendor's marketplace session: the widgets must not send it.
  const marketplaceRequests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${marketplace}/rest/`)) marketplaceRequests.push(request);
  });
  const reported = page.waitForResponse(
    (response) =>
      response.url() === `${marketplace}/rest/v1/widgets/errors` && response.request().method() === 'POST',
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(hostPage);

  // The offer's button: its price and limits, and a link to it on the marketplace.
  const offer = page.locator('#offer');
  const button = offer.getByRole('link', { name: `Sell BTC on ${new URL(marketplace).host}` });
  await expect(button).toHaveAttribute('href', `${marketplace}/offer/${offerHash}`);
  await expect(offer).toContainText('100.00 EUR – 500.00 EUR');
  await expect(offer).toContainText('Wise');
  await expect(offer).toContainText(/Price[\d,]+\.\d{2} EUR per BTC/);

  // The vendor's offers.
  const offers = page.locator('#offers');
  await expect(offers.getByRole('heading', { name: `Offers of ${username}` })).toBeVisible();
  const offerLink = offers.getByRole('link', { name: /^Sell BTC: Wise, / });
  await expect(offerLink).toHaveAttribute('href', `${marketplace}/offer/${offerHash}`);
  await expect(offers.getByRole('listitem')).toHaveCount(1);

  // In Arabic, right to left, linking to the Arabic pages.
  const arabic = page.locator('#offers-ar');
  await expect(arabic.getByRole('heading', { name: `عروض ${username}` })).toBeVisible();
  await expect(arabic.locator('[dir="rtl"][lang="ar"]')).toHaveCount(1);
  await expect(arabic.getByRole('link', { name: /^بيع BTC/ })).toHaveAttribute(
    'href',
    `${marketplace}/ar/offer/${offerHash}`,
  );

  // The converter at the marketplace's live EUR rate, both ways.
  const converter = page.locator('#converter');
  const rateLine = converter.getByText(/^1 BTC = [\d,]+\.\d{2} EUR$/);
  await expect(rateLine).toBeVisible();
  const shown = Number((await rateLine.textContent())!.replace(/^1 BTC = |,| EUR$/g, ''));
  const live = await page.request.get(`${marketplace}/rest/v2/wallet/crypto-currencies/rates?currency=EUR`);
  const btc = ((await live.json()) as { data: { cryptoCurrencyCode: string; fiatRate: string }[] }).data.find(
    (rate) => rate.cryptoCurrencyCode === 'BTC',
  )!;
  expect(Math.abs(shown - Number(btc.fiatRate)) / Number(btc.fiatRate)).toBeLessThan(0.05);
  const coinField = converter.getByLabel('Amount in BTC');
  const fiatField = converter.getByLabel('Amount in EUR');
  await expect(coinField).toHaveValue('0.01');
  await expect(fiatField).toHaveValue(/^\d+\.\d{2}$/);
  await fiatField.fill('1000');
  await expect(coinField).toHaveValue(/^0\.0\d+$/);

  // The broken element says why, and was reported with the page it is on.
  const broken = page.locator('#broken');
  await expect(broken.getByRole('alert')).toHaveText(
    'This widget cannot be shown.The route field of its location attribute is invalid.',
  );
  const report = await reported;
  expect(report.status()).toBe(202);
  expect(report.request().postDataJSON()).toMatchObject({
    code: 'LOCATION_ROUTE_INVALID',
    elementId: 'broken',
    page: hostPage,
  });
  expect(await report.request().headerValue('origin')).toBe(new URL(hostPage).origin);

  // Every call to the marketplace went without the visitor's cookies.
  expect(marketplaceRequests.length).toBeGreaterThanOrEqual(4);
  for (const request of marketplaceRequests) {
    expect(await request.headerValue('cookie'), request.url()).toBeNull();
  }

  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('widgets-desktop.png'), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('widgets-phone-dark.png'), fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: test.info().outputPath('widgets-phone.png'), fullPage: true });

  // The button leads to the offer on the marketplace.
  const [offerPage] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await expect(offerPage).toHaveURL(`${marketplace}/offer/${offerHash}`);
});
