import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { appSecrets, users, webPushSubscriptions } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { TestPushService } from '../../test/push-service.js';
import { MAX_SUBSCRIPTIONS_PER_USER } from './web-push.service.js';

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

async function subscriptionsOf(userId: number) {
  return ctx.database.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, userId));
}

describe('web push public key', () => {
  it('is generated once on the embedded default and kept in the database', async () => {
    const first = await new TestClient(ctx.app).get(`${BASE}/public-key`);
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json().data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await new TestClient(ctx.app).get(`${BASE}/public-key`)).json().data.publicKey).toBe(publicKey);
    const [stored] = await ctx.database.db
      .select()
      .from(appSecrets)
      .where(eq(appSecrets.name, 'web_push_vapid_keys'));
    expect(JSON.parse(stored!.value)).toMatchObject({ publicKey, privateKey: expect.any(String) });
  });

  it('is the configured one when the operator sets a key pair', async () => {
    const keys = webpush.generateVAPIDKeys();
    const configured = await createTestApp({
      WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
      WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
    });
    try {
      const response = await new TestClient(configured.app).get(`${BASE}/public-key`);
      expect(response.json().data.publicKey).toBe(keys.publicKey);
    } finally {
      await configured.close();
    }
  });
});

describe('POST /rest/v1/notifications/web-push/subscriptions', () => {
  it('subscribes a browser, lists it (endpoint hidden, this browser marked) and unsubscribes it', async () => {
    const { client, user } = await registerUser(ctx.app);
    const browser = pushService.browser();
    const body = { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys };
    const created = await client.post(`${BASE}/subscriptions`, body, {
      headers: { 'user-agent': 'Firefox/140' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      pushService: new URL(pushService.origin).host,
      current: true,
    });

    // Subscribing again is idempotent.
    expect((await client.post(`${BASE}/subscriptions`, body)).statusCode).toBe(201);
    const list = await client.get(`${BASE}/subscriptions?endpoint=${encodeURIComponent(browser.endpoint)}`);
    expect(list.json().data).toEqual([
      expect.objectContaining({ current: true, userAgent: expect.any(String), lastSuccessAt: null }),
    ]);
    expect(JSON.stringify(list.json())).not.toContain(browser.endpoint);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);

    const removed = await client.post(`${BASE}/unsubscribe`, { endpoint: browser.endpoint });
    expect(removed.json().data).toEqual({ removed: true });
    expect(await subscriptionsOf(user.id)).toHaveLength(0);
  });

  it.each([
    ['a foreign server', 'https://evil.example.com/push/abc'],
    ['plain http to a push service host', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['a push service host on another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/fcm/send/abc'],
    ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/fcm/send/abc'],
    ['an internal address', 'http://169.254.169.254/latest/meta-data'],
    ['garbage', 'not a url'],
  ])('refuses %s with a 400 naming the endpoint, saving nothing', async (_name, endpoint) => {
    const { client, user } = await registerUser(ctx.app);
    const response = await client.post(`${BASE}/subscriptions`, {
      endpoint,
      keys: pushService.browser().keys,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'ERROR_INPUT_VALIDATION' });
    expect(Object.keys(response.json().error.details)).toEqual(['endpoint']);
    expect(await subscriptionsOf(user.id)).toHaveLength(0);
  });

  it('accepts the browsers’ push services', async () => {
    const { client } = await registerUser(ctx.app);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGx1',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    ]) {
      const response = await client.post(`${BASE}/subscriptions`, {
        endpoint,
        keys: pushService.browser().keys,
      });
      expect(response.statusCode, endpoint).toBe(201);
    }
  });

  it('refuses malformed keys, unknown fields, guests, missing CSRF and demo accounts', async () => {
    const { client, user } = await registerUser(ctx.app);
    const browser = pushService.browser();
    const badKey = await client.post(`${BASE}/subscriptions`, {
      endpoint: browser.endpoint,
      keys: { p256dh: 'AAAA', auth: browser.keys.auth },
    });
    expect(badKey.statusCode).toBe(400);
    expect(Object.keys(badKey.json().error.details)).toEqual(['keys.p256dh']);
    const badAuth = await client.post(`${BASE}/subscriptions`, {
      endpoint: browser.endpoint,
      keys: { p256dh: browser.keys.p256dh, auth: 'not base64 !' },
    });
    expect(Object.keys(badAuth.json().error.details)).toEqual(['keys.auth']);
    const extra = await client.post(`${BASE}/subscriptions`, {
      endpoint: browser.endpoint,
      keys: browser.keys,
      owner: 'someone',
    });
    expect(extra.statusCode).toBe(400);
    const oversized = await client.post(`${BASE}/subscriptions`, {
      endpoint: `${pushService.origin}/${'x'.repeat(2000)}`,
      keys: browser.keys,
    });
    expect(oversized.statusCode).toBe(400);

    const guest = new TestClient(ctx.app);
    expect(
      (await guest.post(`${BASE}/subscriptions`, { endpoint: browser.endpoint, keys: browser.keys }))
        .statusCode,
    ).toBe(401);
    const noCsrf = await client.post(
      `${BASE}/subscriptions`,
      { endpoint: browser.endpoint, keys: browser.keys },
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(403);

    await ctx.database.db.update(users).set({ isDemo: true }).where(eq(users.id, user.id));
    const demo = await client.post(`${BASE}/subscriptions`, {
      endpoint: browser.endpoint,
      keys: browser.keys,
    });
    expect(demo.statusCode).toBe(403);
    expect(await subscriptionsOf(user.id)).toHaveLength(0);
  });

  it('moves a browser’s endpoint to whoever subscribes it last, and never lets a user remove another’s', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const browser = pushService.browser();
    await alice.client.post(`${BASE}/subscriptions`, { endpoint: browser.endpoint, keys: browser.keys });
    const [aliceRow] = await subscriptionsOf(alice.user.id);
    const foreignDelete = await bob.client.send('DELETE', `${BASE}/subscriptions/${aliceRow!.id}`);
    expect(foreignDelete.statusCode).toBe(404);
    expect(await subscriptionsOf(alice.user.id)).toHaveLength(1);
    expect(
      (await bob.client.post(`${BASE}/unsubscribe`, { endpoint: browser.endpoint })).json().data,
    ).toEqual({
      removed: false,
    });

    await bob.client.post(`${BASE}/subscriptions`, { endpoint: browser.endpoint, keys: browser.keys });
    expect(await subscriptionsOf(alice.user.id)).toHaveLength(0);
    const [bobRow] = await subscriptionsOf(bob.user.id);
    expect((await bob.client.send('DELETE', `${BASE}/subscriptions/${bobRow!.id}`)).statusCode).toBe(200);
    expect(await subscriptionsOf(bob.user.id)).toHaveLength(0);
  });

  it(`keeps the newest ${MAX_SUBSCRIPTIONS_PER_USER} browsers of a user`, async () => {
    const { client, user } = await registerUser(ctx.app);
    const browsers = Array.from({ length: MAX_SUBSCRIPTIONS_PER_USER + 2 }, () => pushService.browser());
    for (const browser of browsers) {
      await client.post(`${BASE}/subscriptions`, { endpoint: browser.endpoint, keys: browser.keys });
    }
    const rows = await subscriptionsOf(user.id);
    expect(rows).toHaveLength(MAX_SUBSCRIPTIONS_PER_USER);
    expect(rows.map((row) => row.endpoint)).not.toContain(browsers[0]!.endpoint);
    expect(rows.map((row) => row.endpoint)).toContain(browsers.at(-1)!.endpoint);
  });
});
