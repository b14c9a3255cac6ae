import { deflateSync } from 'node:zlib';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { generate } from 'otplib';
import { registerThroughApi, type Account } from './fixtures.js';
import { reachLevelL1 } from './journeys.js';

/** Helpers of the trade journeys (trade.spec.ts, trade-outcomes.spec.ts). */
export const TOTP_STEP_MS = 30_000;
/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG of one colour: the buyer's "screenshot" of the payment. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function registerOn(page: Page, account: Account) {
  await registerThroughApi(page, account);
  // Signed in: the navbar names the account (or, where its menu is collapsed, offers to log out).
  await expect(
    page
      .getByRole('navigation')
      .getByText(account.username)
      .or(page.getByRole('button', { name: 'Log out' }))
      .first(),
  ).toBeVisible();
}

/** A JSON call from inside the page: its session cookie and a CSRF token, as the app itself sends. */
export async function apiCall(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
      };
      if (method !== 'GET') {
        const csrf = await fetch('/rest/v1/auth/csrf', { headers }).then((r) => r.json());
        headers['x-csrf-token'] = csrf.data.csrfToken;
        headers['Content-Type'] = 'application/json';
      }
      const answer = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, body: (await answer.json()) as { data: unknown } };
    },
    { method, path, body },
  );
}

export async function btcBalance(page: Page) {
  const answer = await apiCall(page, 'GET', '/rest/v2/wallet/balances');
  const btc = (
    answer.body.data as { cryptoCurrencyCode: string; balance: string; escrowAmount: string }[]
  ).find((item) => item.cryptoCurrencyCode === 'BTC')!;
  return { available: btc.balance, escrow: btc.escrowAmount };
}

/** Satoshis of a decimal BTC string. */
export const sats = (value: string) => {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole!) * 100_000_000n + BigInt(fraction.padEnd(8, '0').slice(0, 8));
};

/** Turns on an authenticator app (every switch, release included); answers the TOTP secret. */
export async function enableAuthenticator(page: Page): Promise<{ secret: string; usedCode: string }> {
  await page.goto('/account/security');
  await page.getByLabel('Authenticator app').check();
  await page.getByRole('button', { name: 'Start setup' }).click();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  const usedCode = await generate({ secret });
  await page.getByLabel('Code shown in the app').fill(usedCode);
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await page.getByRole('button', { name: 'I have saved my backup codes' }).click();
  await expect(page.getByRole('switch', { name: 'Log in' })).toHaveAttribute('aria-checked', 'true');
  return { secret, usedCode };
}

/**
 * A vendor ready to sell: registered on `page`, at level L1, with 0.01 BTC deposited and confirmed
 * through the chain test hooks.
 */
export async function fundedVendor(
  page: Page,
  request: APIRequestContext,
  account: Account,
  readCode: (recipient: string) => Promise<string>,
) {
  await registerOn(page, account);
  await reachLevelL1(page, account, readCode);
  for (const [path, data] of [
    ['deposit', { username: account.username, coin: 'BTC', amount: '0.01' }],
    ['mine', { coin: 'BTC', blocks: 1 }],
  ] as const) {
    const answer = await request.post(`/internal/test/chain/${path}`, { data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  }
  await expect
    .poll(async () => sats((await btcBalance(page)).available), { timeout: 20_000 })
    .toBe(1_000_000n);
}

/** A fixed-price PayPal sell offer ($10 to $200 at 50,000 USD per BTC) of the vendor on `page`; its hash. */
export async function paypalSellOffer(page: Page): Promise<string> {
  const created = await apiCall(page, 'POST', '/rest/v1/my-offers', {
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
  return (created.body.data as { hash: string }).hash;
}

/**
 * A buyer, registered and at level L1 in a browser context of their own (`contextOptions`, e.g. a
 * phone's viewport), starts a trade for `fiatAmount` USD of the offer. Answers the trade's hash and the
 * buyer's page; close its context when done.
 */
export async function startedTrade(
  browser: Browser,
  offerHash: string,
  buyer: Account,
  readCode: (recipient: string) => Promise<string>,
  {
    fiatAmount = '50',
    contextOptions = {},
  }: { fiatAmount?: string; contextOptions?: BrowserContextOptions } = {},
): Promise<{ tradeHash: string; buyerPage: Page; buyerContext: BrowserContext }> {
  const buyerContext = await browser.newContext(contextOptions);
  const buyerPage = await buyerContext.newPage();
  await registerOn(buyerPage, buyer);
  await reachLevelL1(buyerPage, buyer, readCode);
  const started = await apiCall(buyerPage, 'POST', '/rest/v1/trade/start', { offerHash, fiatAmount });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const tradeHash = (started.body.data as { tradeHash: string }).tradeHash;
  return { tradeHash, buyerPage, buyerContext };
}

/**
 * A buyer, registered and at level L1 in a browser context of their own, takes $50 (0.001 BTC) of the
 * offer and marks it paid. Answers the trade's hash and the buyer's page; close its context when done.
 */
export async function paidTrade(
  browser: Browser,
  offerHash: string,
  buyer: Account,
  readCode: (recipient: string) => Promise<string>,
): Promise<{ tradeHash: string; buyerPage: Page; buyerContext: BrowserContext }> {
  const trade = await startedTrade(browser, offerHash, buyer, readCode);
  expect((await apiCall(trade.buyerPage, 'POST', `/rest/v1/trade/${trade.tradeHash}/paid`, {})).status).toBe(
    200,
  );
  return trade;
}
