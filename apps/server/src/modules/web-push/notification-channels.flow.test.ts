import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { telegramLinks, webPushSubscriptions } from '../../db/schema.js';
import { createTestApp, type TestClient, type TestContext } from '../../test/app.js';
import { decryptPush, TestPushService, verifyVapid } from '../../test/push-service.js';
import { TestTelegramServer } from '../../test/telegram-bot-api.js';
import { startTestTrade } from '../../test/trades.js';
import { runNotificationDelivery } from '../notifications/delivery.js';
import { runNotificationDispatch } from '../notifications/dispatcher.js';
import { deliveriesOf } from '../notifications/notifications-test-kit.js';
import type { PushPayload } from './web-push.channel.js';

// The whole path through the notification core: a trade starts → the dispatcher makes the vendor's
// notification and one job per connected channel → the delivery loop hands them to Web Push and
// Telegram, which reach the local push service and the local Bot API.

let ctx: TestContext;
let pushService: TestPushService;
let telegram: TestTelegramServer;
beforeAll(async () => {
  pushService = await new TestPushService().start();
  telegram = await new TestTelegramServer().start();
  ctx = await createTestApp({
    WEB_PUSH_ALLOWED_ORIGINS: pushService.origin,
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    TELEGRAM_BOT_USERNAME: telegram.botUsername,
    TELEGRAM_POLL_TIMEOUT_SECONDS: '0',
  });
});
afterAll(async () => {
  await ctx.close();
  await pushService.stop();
  await telegram.stop();
});

let chatCounter = 9_000_000_000;

async function connectChannels(client: TestClient) {
  const browser = pushService.browser();
  const subscribed = await client.post('/rest/v1/notifications/web-push/subscriptions', {
    endpoint: browser.endpoint,
    keys: browser.keys,
  });
  expect(subscribed.statusCode).toBe(201);
  const link = (await client.post('/rest/v1/notifications/telegram/link')).json().data.url as string;
  chatCounter += 1;
  const chatId = chatCounter;
  telegram.userSends({ id: chatId }, `/start ${new URL(link).searchParams.get('start')}`);
  await ctx.app.telegram.poller!.pollOnce();
  return { browser, chatId };
}

async function dispatchAndDeliver() {
  await runNotificationDispatch(ctx.database.db, ctx.app.notificationChannels);
  return runNotificationDelivery(ctx.database.db, ctx.app.notificationChannels);
}

describe('notification channels through the dispatcher', () => {
  it('delivers "trade started" to the vendor by web push and Telegram', async () => {
    const trade = await startTestTrade(ctx.app);
    const { browser, chatId } = await connectChannels(trade.vendor.client);
    await dispatchAndDeliver();

    const [push] = pushService.receivedBy(browser);
    expect(push).toBeDefined();
    verifyVapid(push!.headers.authorization);
    const payload = JSON.parse(decryptPush(browser, push!.body)) as PushPayload;
    expect(payload).toMatchObject({
      kind: 'trade.started',
      title: 'New trade',
      body: `${trade.taker.username} started a trade with you.`,
      link: `/trade/${trade.tradeHash}`,
      tag: `trade-${trade.tradeHash}`,
    });

    const message = telegram.sentTo(chatId).at(-1)!;
    expect(message.text).toBe(`<b>New trade</b>\n${trade.taker.username} started a trade with you.`);

    const deliveries = await deliveriesOf(ctx.database.db, trade.vendor.id);
    const byChannel = Object.fromEntries(deliveries.map((delivery) => [delivery.channel, delivery.status]));
    expect(byChannel).toMatchObject({ push: 'sent', telegram: 'sent' });
    // The job id the dispatcher gave is the push message's idempotency key.
    const pushJob = deliveries.find((delivery) => delivery.channel === 'push')!;
    expect(payload.idempotencyKey).toBe(`job-${pushJob.id}`);
  });

  it('fails the jobs for good and forgets the browser and chat when they are gone, without blocking e-mail', async () => {
    const trade = await startTestTrade(ctx.app);
    const { browser, chatId } = await connectChannels(trade.vendor.client);
    pushService.answer(browser, 410);
    telegram.failSendsTo(chatId, { error_code: 403, description: 'Forbidden: bot was blocked by the user' });
    await dispatchAndDeliver();

    const deliveries = await deliveriesOf(ctx.database.db, trade.vendor.id);
    const byChannel = Object.fromEntries(deliveries.map((delivery) => [delivery.channel, delivery.status]));
    expect(byChannel).toMatchObject({ push: 'failed', telegram: 'failed' });
    expect(byChannel.email).not.toBe('failed');
    const subscriptions = await ctx.database.db
      .select()
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.userId, trade.vendor.id));
    expect(subscriptions).toHaveLength(0);
    const links = await ctx.database.db
      .select()
      .from(telegramLinks)
      .where(eq(telegramLinks.userId, trade.vendor.id));
    expect(links).toHaveLength(0);
  });

  it("waits what each channel's answer asked for: a push service's Retry-After, Telegram's retry_after", async () => {
    const trade = await startTestTrade(ctx.app);
    const { browser, chatId } = await connectChannels(trade.vendor.client);
    pushService.answer(browser, 503, '120');
    telegram.failSendsTo(chatId, {
      error_code: 429,
      description: 'Too Many Requests: retry after 45',
      parameters: { retry_after: 45 },
    });
    const report = await dispatchAndDeliver();
    expect(report.retried).toBeGreaterThanOrEqual(2);
    const jobs = await deliveriesOf(ctx.database.db, trade.vendor.id);
    const waitOf = (channel: string) => {
      const job = jobs.find((item) => item.channel === channel)!;
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });
      return Math.round((job.nextAttemptAt.getTime() - Date.now()) / 1000);
    };
    // Not the 30 s back-off of a first failure: what the service said (give or take the test's run time).
    expect(waitOf('push')).toBeGreaterThan(100);
    expect(waitOf('push')).toBeLessThanOrEqual(120);
    expect(waitOf('telegram')).toBeGreaterThan(35);
    expect(waitOf('telegram')).toBeLessThanOrEqual(45);
    pushService.answer(browser, 201);
    telegram.failSendsTo(chatId, undefined);
  });
});
