import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { markToursSeen, newAccount, type Account } from './fixtures.js';
import { accessibilityViolations, reachLevelL1 } from './journeys.js';
import { expect, test } from './outbox.js';

/** The API with the page's cookies and a CSRF token, as the web app calls it. */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const csrf = await page.request.get('/rest/v1/auth/csrf');
  const { csrfToken } = ((await csrf.json()) as { data: { csrfToken: string } }).data;
  const answer = await page.request.fetch(path, {
    method,
    data,
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** Registers through the real form in this page's browser context. */
async function registerIn(page: Page): Promise<Account> {
  const account = newAccount();
  await page.goto('/register');
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('navigation').getByText(account.username)).toBeVisible();
  await markToursSeen(page);
  return account;
}

async function chain(request: APIRequestContext, path: 'deposit' | 'mine', body: Record<string, unknown>) {
  const answer = await request.post(`/internal/test/chain/${path}`, { data: body });
  expect(answer.ok(), `${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
}

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** A coin amount as the wallet shows it: trailing zeros dropped, two decimals at least. */
function walletText(amount: string, code: string): string {
  const [whole, fraction = ''] = amount.split('.');
  const trimmed = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${trimmed} ${code}`;
}

test('a moderator settles a dispute for the buyer in the console and the buyer holds the crypto', async ({
  page,
  browser,
  baseURL,
  request,
  readCode,
}) => {
  test.setTimeout(180_000);

  // The seller: verified, 0.5 BTC in the wallet, a sell offer for PayPal in USD.
  const seller = await registerIn(page);
  await reachLevelL1(page, seller, readCode);
  await chain(request, 'deposit', { username: seller.username, coin: 'BTC', amount: '0.5' });
  await chain(request, 'mine', { coin: 'BTC', blocks: 1 });
  const offer = await api<{ hash: string }>(page, 'POST', '/rest/v1/my-offers', {
    type: 'sell',
    crypto_currency_code: 'BTC',
    fiat_currency_code: 'USD',
    payment_method_slug: 'paypal',
    price_type: 'margin',
    margin: '0',
    amount_type: 'min_max',
    range_min: '10',
    range_max: '500',
    offer_terms: 'PayPal friends and family only.',
    trade_details: 'Send to seller@example.com',
    tags: [],
  });

  // The buyer, in a browser of their own: starts a trade, marks it paid and opens a dispute.
  const buyerPage = await newPage(browser, baseURL);
  const buyer = await registerIn(buyerPage);
  await reachLevelL1(buyerPage, buyer, readCode);
  const { tradeHash } = await api<{ tradeHash: string }>(buyerPage, 'POST', '/rest/v1/trade/start', {
    offerHash: offer.hash,
    fiatAmount: '100',
  });
  const started = await api<{ cryptoAmount: string; status: string }>(
    buyerPage,
    'GET',
    `/rest/v1/trade/${tradeHash}`,
  );
  expect(started.status).toBe('active_funded');

  // The navbar counts the open trade; the active-trades page lists it on the buy tab.
  await buyerPage.goto('/dashboard/active-trades');
  await expect(buyerPage.getByTestId('active-trades-count')).toContainText('1');
  await expect(buyerPage.getByRole('tab', { name: /Buying/, selected: true })).toBeVisible();
  await expect(buyerPage.getByTestId(`trade-row-${tradeHash}`)).toContainText(seller.username);
  await buyerPage.screenshot({ path: '/tmp/h8-active-trades.png', fullPage: true });
  expect(await accessibilityViolations(buyerPage)).toEqual([]);
  // Phones: the navbar keeps the trades link with its count, and nothing is wider than the screen.
  await buyerPage.setViewportSize({ width: 390, height: 844 });
  await expect(buyerPage.getByTestId('active-trades-link')).toBeHidden();
  await expect(buyerPage.getByTestId('active-trades-count-phone')).toContainText('1');
  await buyerPage.screenshot({ path: '/tmp/h8-active-trades-narrow.png', fullPage: true });
  const overflow = await buyerPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await buyerPage.setViewportSize({ width: 1280, height: 720 });

  // The seller's open trades follow the trade live: the buyer's "paid" reaches the page over the
  // socket, long before the next 60 s poll would.
  const sellerSocket = page.waitForEvent('websocket');
  await page.goto('/dashboard/active-trades?tab=sell');
  await sellerSocket;
  const sellerRow = page.getByTestId(`trade-row-${tradeHash}`);
  await expect(sellerRow).toContainText(buyer.username);
  await expect(sellerRow).not.toHaveAttribute('data-alarm', /./);

  await api(buyerPage, 'POST', `/rest/v1/trade/${tradeHash}/paid`);
  await expect(sellerRow).toHaveAttribute('data-alarm', 'waiting_release', { timeout: 20_000 });
  await api(buyerPage, 'POST', `/rest/v1/trade/${tradeHash}/dispute`, {
    dispute_reason_id: 'other',
    dispute_reason_text: 'I paid by PayPal and the seller does not answer.',
  });

  // The moderator: a registered user given the role through the test hook.
  const moderatorPage = await newPage(browser, baseURL);
  const moderator = await registerIn(moderatorPage);
  const role = await request.post('/internal/test/users/role', {
    data: { username: moderator.username, role: 'moderator' },
  });
  expect(role.ok(), await role.text()).toBe(true);

  await moderatorPage.goto('/admin/disputes');
  await expect(moderatorPage.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  await expect(moderatorPage.getByRole('link', { name: 'Disputes' })).toBeVisible();
  const row = moderatorPage.getByTestId(`dispute-row-${tradeHash}`);
  await expect(row).toContainText(`Buyer: ${buyer.username}`);
  await expect(row).toContainText(`Seller: ${seller.username}`);
  await expect(row).toContainText('Other');
  await moderatorPage.screenshot({ path: '/tmp/h8-console-list.png', fullPage: true });
  expect(await accessibilityViolations(moderatorPage)).toEqual([]);

  await row.getByRole('link', { name: new RegExp(tradeHash) }).click();
  await expect(
    moderatorPage.getByRole('heading', { level: 1, name: `Dispute on trade ${tradeHash}` }),
  ).toBeVisible();
  await expect(moderatorPage.getByText('I paid by PayPal and the seller does not answer.')).toBeVisible();
  await expect(moderatorPage.getByTestId('dispute-crypto-amount')).toHaveText(
    walletText(started.cryptoAmount, 'BTC'),
  );

  // A message to both parties, shown in the chat as the moderator's.
  await moderatorPage.getByLabel('Message to both parties').fill('Please upload your PayPal receipt.');
  await moderatorPage.getByRole('button', { name: 'Send as moderator' }).click();
  const chat = moderatorPage.getByRole('list', { name: 'Messages, oldest first' });
  await expect(chat.locator('[data-kind="moderator"]')).toContainText('Please upload your PayPal receipt.');

  // The award: for the buyer, with a note, after the confirmation.
  const decision = moderatorPage.getByRole('form', { name: 'Decision' });
  await decision.getByLabel(new RegExp(`The buyer, ${buyer.username}`)).check();
  await decision.getByLabel('Note').fill('The seller did not answer; the buyer showed the payment.');
  await moderatorPage.screenshot({ path: '/tmp/h8-dispute.png', fullPage: true });
  expect(await accessibilityViolations(moderatorPage)).toEqual([]);
  await decision.getByRole('button', { name: 'Award escrow' }).click();
  const dialog = moderatorPage.getByRole('dialog', { name: 'Award the escrow?' });
  await expect(dialog).toContainText(`will be released to the buyer, ${buyer.username}.`);
  await moderatorPage.screenshot({ path: '/tmp/h8-award-confirm.png' });
  await dialog.getByRole('button', { name: 'Award now' }).click();
  await expect(
    moderatorPage.getByText(`Awarded to the buyer, ${buyer.username}, by ${moderator.username}.`),
  ).toBeVisible();
  await moderatorPage.screenshot({ path: '/tmp/h8-dispute-settled.png', fullPage: true });

  // The buyer holds the crypto, and the trade is in the history as won.
  await buyerPage.goto('/wallet');
  await expect(buyerPage.getByTestId('balance-BTC-available')).toHaveText(
    walletText(started.cryptoAmount, 'BTC'),
    {
      timeout: 15_000,
    },
  );
  await buyerPage.goto('/dashboard/trade-history');
  const historyRow = buyerPage.getByTestId(`trade-row-${tradeHash}`);
  await expect(historyRow).toContainText('Dispute won by the buyer');
  await buyerPage.getByRole('tabpanel', { name: 'History' }).getByLabel('Status').selectOption('dispute_won');
  await expect(historyRow).toBeVisible();
  // The export downloads the file the server makes, with the list's filters.
  const download = buyerPage.waitForEvent('download');
  await buyerPage.getByRole('button', { name: 'Export the history as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain(tradeHash);
  await buyerPage.screenshot({ path: '/tmp/h8-history.png', fullPage: true });
  expect(await accessibilityViolations(buyerPage)).toEqual([]);

  // The won dispute completed the trade: its row links the public receipt, which anyone can open.
  const receiptLink = historyRow.getByRole('link', { name: `Receipt of trade ${tradeHash}` });
  const receiptPath = await receiptLink.getAttribute('href');
  expect(receiptPath).toMatch(/^\/trade\/receipt\/[0-9a-f-]{36}$/);
  await receiptLink.click();
  await expect(buyerPage.getByRole('heading', { level: 1, name: 'Trade receipt' })).toBeVisible();
  await expect(buyerPage.getByText(seller.username)).toBeVisible();
  const visitor = await newPage(browser, baseURL);
  await visitor.goto(receiptPath!);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Trade receipt' })).toBeVisible();
  await expect(visitor.getByText(buyer.username)).toBeVisible();

  // The open disputes list is empty now; the settled one is under "settled".
  await moderatorPage.goto('/admin/disputes');
  await expect(moderatorPage.getByText('No open disputes. Well done.')).toBeVisible();
  await moderatorPage.getByLabel('Show').selectOption('settled');
  await expect(moderatorPage.getByTestId(`dispute-row-${tradeHash}`)).toContainText(
    'Dispute won by the buyer',
  );
});
