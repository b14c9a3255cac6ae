import type { BrowserContext, Page } from '@playwright/test';
import { decryptPush, TestPushService } from '../../server/src/test/push-service.js';
import { TestTelegramServer } from '../../server/src/test/telegram-bot-api.js';
import { newAccount } from './fixtures.js';
import { reachLevelL1 } from './journeys.js';
import { expect, test } from './outbox.js';
import { apiCall, fundedVendor, registerOn } from './trade-journeys.js';

/** The push service's port; playwright.config.ts allows this origin (WEB_PUSH_ALLOWED_ORIGINS). */
const PUSH_PORT = 3199;
/** The local Bot API server's port; playwright.config.ts points the bot at it (TELEGRAM_API_ROOT). */
const TELEGRAM_PORT = 3198;

/**
 * Chromium subscribes through Google's push service (FCM), which this machine cannot reach: a real
 * `pushManager.subscribe()` never settles here (and a Playwright context, being incognito-like,
 * refuses it outright). So the page's PushManager is replaced by one that hands out a subscription
 * at the local push service with keys this test holds; everything else is real: the permission, the
 * service worker from the site root under the CSP, the server's encryption and VAPID signature, and
 * the worker showing the notification when the push message is delivered to it (DevTools protocol).
 */
async function fakePushManager(
  context: BrowserContext,
  endpoint: string,
  keys: { p256dh: string; auth: string },
) {
  await context.addInitScript(
    ({ endpoint, keys }) => {
      const storageKey = 'e2e.fake-push-key';
      const decode = (value: string) => {
        const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
        return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) =>
          c.charCodeAt(0),
        );
      };
      const encode = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const subscription = (serverKey: string) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: decode(serverKey).buffer },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          localStorage.removeItem(storageKey);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        const serverKey = encode(
          new Uint8Array(key instanceof ArrayBuffer ? key : (key as Uint8Array).buffer),
        );
        localStorage.setItem(storageKey, serverKey);
        return subscription(serverKey) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        const serverKey = localStorage.getItem(storageKey);
        return (serverKey ? subscription(serverKey) : null) as unknown as PushSubscription | null;
      };
    },
    { endpoint, keys },
  );
}

async function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      data: n.data,
    }));
  });
}

/**
 * Hands a push message to the page's service worker as Chromium's push service would (DevTools
 * protocol) until the worker has shown a notification. A loaded machine can lose a delivery to a
 * worker that is still starting; the worker shows a job once whatever the deliveries (idempotency
 * key), so delivering again is what a real push service's retry does. Answers `deliver` for more.
 */
async function deliverUntilShown(context: BrowserContext, page: Page, payload: string) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((item) => !item.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const deliver = async () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: payload,
    });
  await expect(async () => {
    await deliver();
    await expect.poll(async () => (await shownNotifications(page)).length, { timeout: 5_000 }).toBe(1);
  }).toPass({ timeout: 45_000 });
  return deliver;
}

/** The decrypted push of "trade started" for this trade, once the push service has it. */
async function tradeStartedPush(
  pushService: TestPushService,
  browserKeys: ReturnType<TestPushService['browser']>,
  tradeHash: string,
): Promise<string> {
  const find = () =>
    pushService
      .receivedBy(browserKeys)
      .map((push) => decryptPush(browserKeys, push.body))
      .find((payload) => (JSON.parse(payload) as { kind?: string }).kind === 'trade.started');
  await expect.poll(() => find() !== undefined, { timeout: 30_000 }).toBe(true);
  const payload = find()!;
  expect(JSON.parse(payload)).toMatchObject({ kind: 'trade.started', link: `/trade/${tradeHash}` });
  return payload;
}

test('a vendor switches push on and the service worker shows "new trade" when a buyer starts one', async ({
  page: vendorPage,
  context,
  browser,
  request,
  readCode,
}) => {
  test.setTimeout(180_000);
  const pushService = await new TestPushService().start(PUSH_PORT);
  try {
    const browserKeys = pushService.browser();
    await fakePushManager(context, browserKeys.endpoint, browserKeys.keys);
    const vendor = newAccount();
    await fundedVendor(vendorPage, request, vendor, readCode);

    // Not asked yet: nothing subscribes by itself. The settings switch asks the browser (the user
    // allows), registers /push-worker.js and subscribes.
    await vendorPage.goto('/account/notifications');
    const toggle = vendorPage.getByRole('switch', { name: 'Push notifications in this browser' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await context.grantPermissions(['notifications']);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(vendorPage.getByText('This browser', { exact: true })).toBeVisible();
    expect(
      await vendorPage.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL),
    ).toMatch(/\/push-worker\.js$/);

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
      offer_terms: 'PayPal only.',
      trade_details: 'PayPal: vendor@example.com',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const offerHash = (created.body.data as { hash: string }).hash;
    // The vendor is elsewhere on the site when the trade starts.
    await vendorPage.goto('/wallet');

    const buyerContext = await browser.newContext();
    const buyerPage = await buyerContext.newPage();
    const buyer = newAccount();
    await registerOn(buyerPage, buyer);
    await reachLevelL1(buyerPage, buyer, readCode);
    const started = await apiCall(buyerPage, 'POST', '/rest/v1/trade/start', { offerHash, fiatAmount: '50' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const tradeHash = (started.body.data as { tradeHash: string }).tradeHash;
    await buyerContext.close();

    // The server's dispatcher and delivery loop send it to the push service, encrypted for this browser.
    // (The deposit's notices may come first: the browser subscribed before they were delivered.)
    const payload = await tradeStartedPush(pushService, browserKeys, tradeHash);

    // The push service hands the message to the browser: deliver it to the worker as Chromium would.
    const deliver = await deliverUntilShown(context, vendorPage, payload);
    expect(await shownNotifications(vendorPage)).toEqual([
      {
        title: 'New trade',
        body: `${buyer.username} started a trade with you.`,
        data: expect.objectContaining({ link: `/trade/${tradeHash}` }),
      },
    ]);

    // A retried delivery of the same job is not shown twice.
    await deliver();
    expect(await shownNotifications(vendorPage)).toHaveLength(1);

    // Off: the browser is unsubscribed, the server forgets it, and the next visit does not undo it.
    await vendorPage.goto('/account/notifications');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await vendorPage.reload();
    await expect(toggle).toBeEnabled({ timeout: 15_000 });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  } finally {
    await pushService.stop();
  }
});

test('a seller on another page hears of a new trade in the centre, by e-mail, by web push and on Telegram', async ({
  page: sellerPage,
  context,
  browser,
  request,
  readCode,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const pushService = await new TestPushService().start(PUSH_PORT);
  const telegram = await new TestTelegramServer().start(TELEGRAM_PORT);
  try {
    const browserKeys = pushService.browser();
    await fakePushManager(context, browserKeys.endpoint, browserKeys.keys);
    const seller = newAccount();
    await fundedVendor(sellerPage, request, seller, readCode);

    // The seller connects web push and Telegram on the settings page.
    await sellerPage.goto('/account/notifications');
    const toggle = sellerPage.getByRole('switch', { name: 'Push notifications in this browser' });
    // Permission is granted after the page loaded (as a user answers the browser's question). Granted
    // before, the page's own push set-up subscribes this browser by itself and the switch, held until
    // it has, shows on (push-toggle.test.tsx): a click would then turn push off.
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await context.grantPermissions(['notifications']);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await sellerPage.getByRole('button', { name: 'Connect Telegram' }).click();
    const openBot = sellerPage.getByRole('link', { name: 'Open @p2p_test_bot in Telegram' });
    const deepLink = new URL((await openBot.getAttribute('href'))!);
    expect(deepLink.origin).toBe('https://t.me');
    // The seller opens the bot and presses Start: Telegram sends the bot "/start <code>".
    const chatId = 5_000_000_000 + Math.floor(Math.random() * 1_000_000);
    telegram.userSends({ id: chatId, username: 'seller_tg' }, `/start ${deepLink.searchParams.get('start')}`);
    await expect(sellerPage.getByText('Linked to Telegram')).toBeVisible({ timeout: 30_000 });

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
    // Everything before the trade (the deposit's notices) is read; the seller is on another page.
    await expect
      .poll(async () => {
        const answer = await apiCall(
          sellerPage,
          'GET',
          '/rest/v1/notifications?kind=wallet.deposit_confirmed',
        );
        return (answer.body.data as unknown[]).length;
      })
      .toBe(1);
    expect((await apiCall(sellerPage, 'POST', '/rest/v1/notifications/read-all', {})).status).toBe(200);
    await sellerPage.goto('/wallet');
    await expect(sellerPage.getByTestId('notification-count')).toHaveCount(0);

    const buyerContext = await browser.newContext();
    const buyerPage = await buyerContext.newPage();
    const buyer = newAccount();
    await registerOn(buyerPage, buyer);
    await reachLevelL1(buyerPage, buyer, readCode);
    const started = await apiCall(buyerPage, 'POST', '/rest/v1/trade/start', { offerHash, fiatAmount: '50' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const tradeHash = (started.body.data as { tradeHash: string }).tradeHash;
    await buyerContext.close();

    // In the centre: the bell counts it without a reload.
    await expect(sellerPage.getByTestId('notification-count')).toHaveText('1', { timeout: 20_000 });
    await expect(
      sellerPage.getByText(`${buyer.username} started a trade on your offer`).first(),
    ).toBeVisible();

    // By e-mail: the newest mail in the outbox (with its unsubscribe link) leads to the trade.
    await expect
      .poll(
        async () => {
          const answer = await request.post(
            `${baseURL}/internal/test/outbox/link?recipient=${encodeURIComponent(seller.email)}` +
              '&path=/notifications/unsubscribe',
          );
          return answer.ok() ? ((await answer.json()) as { data: { body: string } }).data.body : '';
        },
        { timeout: 20_000 },
      )
      .toContain(`/trade/${tradeHash}`);

    // By web push: the push service got it, encrypted for this browser, and the worker shows it.
    const payload = await tradeStartedPush(pushService, browserKeys, tradeHash);
    await deliverUntilShown(context, sellerPage, payload);
    expect(await shownNotifications(sellerPage)).toEqual([
      expect.objectContaining({ title: 'New trade', body: `${buyer.username} started a trade with you.` }),
    ]);

    // On Telegram: the bot wrote to the linked chat (no Open button here: Telegram takes only public
    // https links, and this server's address is http://127.0.0.1).
    await expect
      .poll(() => telegram.sentTo(chatId).map((message) => message.text), { timeout: 30_000 })
      .toContain(`<b>New trade</b>\n${buyer.username} started a trade with you.`);
  } finally {
    await telegram.stop();
    await pushService.stop();
  }
});
