import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { webPushSubscriptions } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { decryptPush, TestPushService, verifyVapid, type TestBrowser } from '../../test/push-service.js';
import { PermanentDeliveryError, type ChannelDelivery } from '../notifications/channel.js';
import type { PushPayload } from './web-push.channel.js';

let ctx: TestContext;
let pushService: TestPushService;
beforeAll(async () => {
  pushService = await new TestPushService().start();
  ctx = await createTestApp({ WEB_PUSH_ALLOWED_ORIGINS: pushService.origin });
});
afterAll(async () => {
  await ctx.close();
  await pushService.stop();
});

const BASE = '/rest/v1/notifications/web-push';
let jobId = 1000;

function delivery(userId: number, overrides: Partial<ChannelDelivery['notification']> = {}, locale = 'en') {
  jobId += 1;
  return {
    jobId,
    userId,
    locale,
    notification: {
      id: jobId * 10,
      kind: 'trade.started',
      data: { partner: 'satoshi_fan' },
      link: '/trade/AbC123xyz',
      createdAt: new Date(),
      ...overrides,
    },
  } satisfies ChannelDelivery;
}

async function subscribedUser(count = 1) {
  const { client, user } = await registerUser(ctx.app);
  const browsers: TestBrowser[] = [];
  for (let index = 0; index < count; index += 1) {
    const browser = pushService.browser();
    const response = await client.post(`${BASE}/subscriptions`, {
      endpoint: browser.endpoint,
      keys: browser.keys,
    });
    expect(response.statusCode).toBe(201);
    browsers.push(browser);
  }
  return { client, user, browsers };
}

const subscriptionsOf = (userId: number) =>
  ctx.database.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, userId));

describe('web push channel', () => {
  it('sends every subscribed browser an encrypted, VAPID-signed message it can decrypt', async () => {
    const { user, browsers } = await subscribedUser(2);
    expect(await ctx.app.webPushChannel.isConnected(ctx.database.db, user.id)).toBe(true);
    const job = delivery(user.id, {}, 'es');
    await ctx.app.webPushChannel.deliver(ctx.database.db, job);

    const publicKey = (await new TestClient(ctx.app).get(`${BASE}/public-key`)).json().data.publicKey;
    for (const browser of browsers) {
      const [push] = pushService.receivedBy(browser);
      expect(push, 'each browser gets one message').toBeDefined();
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
      expect(push!.headers.urgency).toBe('high');
      const vapid = verifyVapid(push!.headers.authorization);
      expect(vapid.publicKey).toBe(publicKey);
      expect(vapid.claims.aud).toBe(pushService.origin);
      expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
      // The body is ciphertext: the text is not readable without the browser's key.
      expect(push!.body.toString('utf8')).not.toContain('satoshi_fan');
      const payload = JSON.parse(decryptPush(browser, push!.body)) as PushPayload;
      expect(payload).toEqual({
        title: 'Nuevo intercambio',
        body: 'satoshi_fan inició un intercambio contigo.',
        link: '/trade/AbC123xyz',
        tag: 'trade-AbC123xyz',
        kind: 'trade.started',
        notificationId: job.notification.id,
        idempotencyKey: `job-${job.jobId}`,
      });
    }
    const rows = await subscriptionsOf(user.id);
    expect(rows.every((row) => row.lastSuccessAt !== null)).toBe(true);
  });

  it('drops a subscription the push service says is gone (410, 404) and still delivers to the others', async () => {
    const { user, browsers } = await subscribedUser(3);
    pushService.answer(browsers[0]!, 410);
    pushService.answer(browsers[1]!, 404);
    await ctx.app.webPushChannel.deliver(ctx.database.db, delivery(user.id));
    const rows = await subscriptionsOf(user.id);
    expect(rows.map((row) => row.endpoint)).toEqual([browsers[2]!.endpoint]);
    expect(pushService.receivedBy(browsers[2]!)).toHaveLength(1);

    // When the last browser is gone too, the delivery fails for good instead of retrying.
    pushService.answer(browsers[2]!, 410);
    await expect(ctx.app.webPushChannel.deliver(ctx.database.db, delivery(user.id))).rejects.toBeInstanceOf(
      PermanentDeliveryError,
    );
    expect(await subscriptionsOf(user.id)).toHaveLength(0);
    expect(await ctx.app.webPushChannel.isConnected(ctx.database.db, user.id)).toBe(false);
  });

  it('throws a retryable error on 5xx and 429 (with the retry-after), keeping the subscription', async () => {
    const { user, browsers } = await subscribedUser(1);
    pushService.answer(browsers[0]!, 503);
    const failed = ctx.app.webPushChannel.deliver(ctx.database.db, delivery(user.id));
    await expect(failed).rejects.toThrow(/503/);
    await expect(failed).rejects.not.toBeInstanceOf(PermanentDeliveryError);

    pushService.answer(browsers[0]!, 429);
    const limited = await ctx.app.webPushChannel
      .deliver(ctx.database.db, delivery(user.id))
      .catch((e: unknown) => e);
    expect(limited).not.toBeInstanceOf(PermanentDeliveryError);
    expect(limited).toMatchObject({ retryAfterSeconds: 7 });
    expect(await subscriptionsOf(user.id)).toHaveLength(1);

    // A retry after the service recovers delivers with the same idempotency key.
    pushService.answer(browsers[0]!, 201);
    const job = delivery(user.id);
    await ctx.app.webPushChannel.deliver(ctx.database.db, job);
    const last = pushService.receivedBy(browsers[0]!).at(-1)!;
    expect(JSON.parse(decryptPush(browsers[0]!, last.body)).idempotencyKey).toBe(`job-${job.jobId}`);
  });

  it('is a permanent failure for a user without any browser, and retryable when the service is unreachable', async () => {
    const { user } = await registerUser(ctx.app);
    expect(await ctx.app.webPushChannel.isConnected(ctx.database.db, user.id)).toBe(false);
    await expect(ctx.app.webPushChannel.deliver(ctx.database.db, delivery(user.id))).rejects.toBeInstanceOf(
      PermanentDeliveryError,
    );

    const { user: other, browsers } = await subscribedUser(1);
    await pushService.stop();
    try {
      const error = await ctx.app.webPushChannel
        .deliver(ctx.database.db, delivery(other.id))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(PermanentDeliveryError);
    } finally {
      // Same port again so the configured origin stays valid.
      await pushService.restart();
    }
    expect(await subscriptionsOf(other.id)).toHaveLength(1);
    expect(browsers).toHaveLength(1);
  });

  it('falls back to English text and the notification centre link', async () => {
    const { user, browsers } = await subscribedUser(1);
    await ctx.app.webPushChannel.deliver(
      ctx.database.db,
      delivery(user.id, { kind: 'wallet.deposit_confirmed', data: {}, link: null }, 'de'),
    );
    const payload = JSON.parse(decryptPush(browsers[0]!, pushService.receivedBy(browsers[0]!)[0]!.body));
    expect(payload).toMatchObject({
      title: 'Deposit received',
      body: 'A deposit arrived in your wallet.',
      link: '/notifications',
      tag: expect.stringMatching(/^notification-\d+$/),
    });
  });
});
