import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userEvents, webhookDeliveries, webhooks } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { startTestTrade } from '../../test/trades.js';
import { runNotificationDispatch } from '../notifications/dispatcher.js';
import {
  runWebhookDelivery,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_SCHEDULE_SECONDS,
} from './webhook-delivery.js';
import { WebhookReceiver } from './webhook-test-receiver.js';

let ctx: TestContext;
let receiver: WebhookReceiver;
const DISABLE_AFTER = 3;

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  ctx = await createTestApp({
    WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
    WEBHOOK_DISABLE_AFTER_FAILURES: String(DISABLE_AFTER),
    WEBHOOK_TIMEOUT_MS: '500',
  });
});
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.behaviour = () => 'echo';
});

interface WebhookAnswer {
  data: {
    url: string | null;
    enabled: boolean;
    status: string;
    events: { name: string; checked: boolean }[];
    notificationType: string | null;
    errorKey: string | null;
    knowledgeLink: string | null;
    secretHint: string | null;
    secret?: string;
  };
}

const dispatch = () => runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
const deliver = async () => {
  const publicKeyPem = (await new TestClient(ctx.app).get('/paxful/v1/public/.well-known/public.key')).body;
  receiver.publicKeyPem = publicKeyPem;
  return runWebhookDelivery(ctx.app.db, {
    guard: { allowedPrivateHosts: ['127.0.0.1'], timeoutMs: 500 },
    disableAfterFailures: DISABLE_AFTER,
    signingKey: await import('./webhook-signing.js').then((m) => m.loadSigningKey(ctx.app.db)),
  });
};

/** Verifies a webhook at `path` of the receiver for the client, and points the receiver at its secret. */
async function enable(client: TestClient, path: string, events?: string[]): Promise<WebhookAnswer['data']> {
  const answer = await client.post('/rest/v1/webhooks', { url: receiver.url(path) });
  expect(answer.statusCode).toBe(200);
  const data = (answer.json() as WebhookAnswer).data;
  expect(data.status).toBe('ENABLED');
  if (data.secret) receiver.secret = data.secret;
  if (events) expect((await client.post('/rest/v1/webhooks/events', { events })).statusCode).toBe(200);
  return data;
}

describe('webhook routes', () => {
  it('answers the initial state with every event unchecked and the help link', async () => {
    const { client } = await registerUser(ctx.app);
    const answer = await client.get('/rest/v1/webhooks');
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as WebhookAnswer & { meta: { link: string } };
    expect(body.meta.link).toBe('/account/webhooks');
    expect(body.data).toMatchObject({
      url: null,
      enabled: false,
      status: 'INITIAL',
      errorKey: null,
      secretHint: null,
    });
    expect(body.data.events).toHaveLength(16);
    expect(body.data.events.every((event) => !event.checked)).toBe(true);
  });

  it('refuses the signed-out', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/rest/v1/webhooks')).statusCode).toBe(401);
    expect((await anonymous.post('/rest/v1/webhooks/verify', { url: receiver.url() })).statusCode).toBe(401);
  });

  it.each([
    [{ url: 'ftp://example.com/hook' }, 'url'],
    [{ url: 'not a url' }, 'url'],
    [{ url: 'https://user:pw@example.com/' }, 'url'],
    [{ url: `https://example.com/${'a'.repeat(2100)}` }, 'url'],
    [{}, 'url'],
    [{ url: 'https://example.com', extra: 1 }, 'extra'],
  ])('refuses the URL input %j naming %s', async (body, field) => {
    const { client } = await registerUser(ctx.app);
    const answer = await client.post('/rest/v1/webhooks/verify', body);
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain(field);
    expect((await client.get('/rest/v1/webhooks')).json()).toMatchObject({ data: { status: 'INITIAL' } });
  });

  it('refuses unknown events naming the field', async () => {
    const { client } = await registerUser(ctx.app);
    const answer = await client.post('/rest/v1/webhooks/events', {
      events: ['trade.started', 'trade.exploded'],
    });
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain('events');
    expect((await client.post('/rest/v1/webhooks/events', { events: 'trade.started' })).statusCode).toBe(400);
  });

  it('verifies an endpoint that echoes the challenge: ENABLED, the secret shown once, signatures valid', async () => {
    const { client } = await registerUser(ctx.app);
    const data = await enable(client, '/verify-ok');
    expect(data).toMatchObject({
      enabled: true,
      notificationType: 'success',
      errorKey: null,
      knowledgeLink: null,
    });
    expect(data.secret).toMatch(/^whsec_/);
    expect(data.secretHint).toBe(data.secret!.slice(-4));
    // Every event is chosen on the first save.
    expect(data.events.every((event) => event.checked)).toBe(true);
    const request = receiver.received.at(-1)!;
    expect(request.path).toBe('/verify-ok');
    expect(request.json.type).toBe('webhook.verification');
    expect(request.json.payload.challenge).toBe(request.headers['x-paxful-request-challenge']);
    // The receiver learns the secret from this answer, as a user would, and checks the signatures with it.
    expect(receiver.recheck(request)).toMatchObject({ standardValid: true, paxfulValid: true });
    // Saving the same enabled URL again neither re-verifies nor shows the secret.
    const count = receiver.received.length;
    const again = (
      await client.post('/rest/v1/webhooks', { url: receiver.url('/verify-ok') })
    ).json() as WebhookAnswer;
    expect(again.data.secret).toBeUndefined();
    expect(receiver.received.length).toBe(count);
    const shown = (await client.get('/rest/v1/webhooks')).json() as WebhookAnswer;
    expect(JSON.stringify(shown)).not.toContain(data.secret!);
  });

  it.each([
    ['no-echo', 'WEBHOOK_CHALLENGE_MISMATCH'],
    ['fail', 'WEBHOOK_BAD_STATUS'],
    ['redirect', 'WEBHOOK_REDIRECT_REFUSED'],
    ['hang', 'WEBHOOK_TIMEOUT'],
  ] as const)(
    'a verification the endpoint answers with %s sets DISABLED with %s',
    async (behaviour, errorKey) => {
      const { client } = await registerUser(ctx.app);
      receiver.behaviour = () => behaviour;
      const answer = await client.post('/rest/v1/webhooks/verify', {
        url: receiver.url(`/verify-${behaviour}`),
      });
      expect(answer.statusCode).toBe(200);
      expect((answer.json() as WebhookAnswer).data).toMatchObject({
        status: 'DISABLED',
        enabled: false,
        notificationType: 'danger',
        errorKey,
        knowledgeLink: `/account/webhooks#help-${errorKey.toLowerCase().replace(/_/g, '-')}`,
      });
      // A redirect is never followed.
      expect(receiver.received.filter((request) => request.path === `/verify-${behaviour}`)).toHaveLength(1);
    },
  );

  it.each([
    'http://10.0.0.1/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.2]/hook',
    'http://[fd00:ec2::254]/hook',
    'http://0.0.0.0/hook',
    'http://localhost/hook',
  ])('refuses the private destination %s (DISABLED, ADDRESS_NOT_PUBLIC), sending nothing', async (url) => {
    const { client } = await registerUser(ctx.app);
    const count = receiver.received.length;
    const answer = await client.post('/rest/v1/webhooks/verify', { url });
    expect((answer.json() as WebhookAnswer).data).toMatchObject({
      status: 'DISABLED',
      errorKey: 'WEBHOOK_ADDRESS_NOT_PUBLIC',
    });
    expect(receiver.received.length).toBe(count);
  });

  it('stores the chosen events in both input forms and clears back to INITIAL', async () => {
    const { client } = await registerUser(ctx.app);
    await enable(client, '/events');
    const named = await client.post('/rest/v1/webhooks/events', { events: ['trade.paid', 'trade.started'] });
    const checked = (named.json() as WebhookAnswer).data.events
      .filter((event) => event.checked)
      .map((event) => event.name);
    expect(checked).toEqual(['trade.started', 'trade.paid']);
    const items = await client.post('/rest/v1/webhooks/events', {
      events: [
        { name: 'profile.viewed', checked: true },
        { name: 'trade.paid', checked: false },
      ],
    });
    expect(
      (items.json() as WebhookAnswer).data.events.filter((event) => event.checked).map((event) => event.name),
    ).toEqual(['profile.viewed']);
    const cleared = await client.send('DELETE', '/rest/v1/webhooks');
    expect(cleared.statusCode).toBe(200);
    expect((cleared.json() as WebhookAnswer).data).toMatchObject({
      url: null,
      status: 'INITIAL',
      enabled: false,
    });
  });

  it('rotates the secret: shown once, and later deliveries are signed with the new one', async () => {
    const { client } = await registerUser(ctx.app);
    const first = await enable(client, '/rotate');
    const rotated = await client.post('/rest/v1/webhooks/secret');
    expect(rotated.statusCode).toBe(200);
    const { secret } = (rotated.json() as { data: { secret: string } }).data;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(first.secret);
    expect(((await client.get('/rest/v1/webhooks')).json() as WebhookAnswer).data.secretHint).toBe(
      secret.slice(-4),
    );
    receiver.secret = secret;
    const verify = await client.post('/rest/v1/webhooks/verify', { url: receiver.url('/rotate') });
    expect((verify.json() as WebhookAnswer).data.status).toBe('ENABLED');
    expect(receiver.received.at(-1)).toMatchObject({ standardValid: true, paxfulValid: true });
  });

  it('serves the Ed25519 public key as PEM', async () => {
    const answer = await new TestClient(ctx.app).get('/paxful/v1/public/.well-known/public.key');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });
});

describe('webhook deliveries through the outbox', () => {
  it('a trade started by the API reaches the vendor and the taker as trade.started, signed three ways', async () => {
    const trade = await startTestTrade(ctx.app);
    await enable(trade.vendor.client, `/trade-${trade.tradeHash}`);
    await dispatch();
    const [job, ...more] = await ctx.app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.userId, trade.vendor.id));
    expect(more).toEqual([]);
    expect(job).toMatchObject({ eventName: 'trade.started', status: 'pending' });
    const report = await deliver();
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const request = receiver.received.find(
      (item) => item.path === `/trade-${trade.tradeHash}` && item.json.type === 'trade.started',
    )!;
    expect(request).toMatchObject({ standardValid: true, paxfulValid: true, ed25519Valid: true });
    expect(request.json.id).toBe(`evt_${job!.eventId}_trade_started`);
    expect(request.headers['webhook-id']).toBe(request.json.id);
    expect(request.json.payload).toMatchObject({
      trade_hash: trade.tradeHash,
      offer_hash: trade.offer.hash,
      role: trade.vendor.id === trade.seller.id ? 'seller' : 'buyer',
      is_vendor: true,
      partner: trade.taker.username,
      fiat_amount: '100.00',
      fiat_currency_code: 'USD',
      crypto_currency_code: 'BTC',
    });
    // Dispatching again makes no second job; the log has the attempt.
    await dispatch();
    const log = (await trade.vendor.client.get('/rest/v1/webhooks/deliveries')).json() as {
      data: {
        id: number;
        status: string;
        attempts: number;
        log: { attempt: number; responseStatus: number }[];
      }[];
    };
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
      log: [{ attempt: 1, responseStatus: 200 }],
    });
  });

  it('only subscribed events are delivered: trade.paid without trade.started', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'paid' });
    await enable(trade.seller.client, `/paid-${trade.tradeHash}`, ['trade.paid']);
    await dispatch();
    const jobs = await ctx.app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.userId, trade.seller.id));
    expect(jobs.map((job) => job.eventName)).toEqual(['trade.paid']);
    expect(jobs[0]!.payload).toMatchObject({ trade_hash: trade.tradeHash, status: 'paid', role: 'seller' });
  });

  it('retries on the schedule, disables the webhook after repeated failures with a notice, and redelivers by hand', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'paid' });
    await enable(trade.seller.client, `/flaky-${trade.tradeHash}`, ['trade.started', 'trade.paid']);
    receiver.behaviour = (path) => (path.startsWith('/flaky-') ? 'fail' : 'echo');
    await dispatch();
    const jobsOf = () =>
      ctx.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, trade.seller.id));
    expect(await jobsOf()).toHaveLength(2);
    await deliver();
    for (const job of await jobsOf()) {
      expect(job).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 500 });
      const delay = (job.nextAttemptAt.getTime() - Date.now()) / 1000;
      // The first retry waits the schedule's first step (5 s), not the lease.
      expect(delay).toBeLessThanOrEqual(WEBHOOK_RETRY_SCHEDULE_SECONDS[0]);
    }
    const flaky = () => receiver.received.filter((item) => item.path === `/flaky-${trade.tradeHash}`).length;
    // Not due yet: nothing is sent.
    const early = flaky();
    await ctx.app.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() + 60_000) })
      .where(eq(webhookDeliveries.userId, trade.seller.id));
    await deliver();
    expect(flaky()).toBe(early);
    // Due again: two more failures make three in a row and disable the webhook.
    await ctx.app.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date() })
      .where(eq(webhookDeliveries.userId, trade.seller.id));
    const report = await deliver();
    expect(report.disabled).toBe(1);
    const state = (await trade.seller.client.get('/rest/v1/webhooks')).json() as WebhookAnswer;
    expect(state.data).toMatchObject({
      status: 'DISABLED',
      errorKey: 'WEBHOOK_TOO_MANY_FAILURES',
      enabled: false,
    });
    const notices = await ctx.app.db.select().from(userEvents).where(eq(userEvents.userId, trade.seller.id));
    expect(notices.filter((event) => event.type === 'webhook.disabled')).toHaveLength(1);
    // The owner hears of it in the notification centre and by e-mail, not only in an open tab.
    await dispatch();
    const centre = (await trade.seller.client.get('/rest/v1/notifications?kind=webhook.disabled')).json() as {
      data: { kind: string; link: string; data: Record<string, string> }[];
    };
    expect(centre.data).toHaveLength(1);
    expect(centre.data[0]).toMatchObject({
      kind: 'webhook.disabled',
      link: '/account/webhooks',
      data: { errorKey: 'WEBHOOK_TOO_MANY_FAILURES' },
    });
    // A disabled webhook gets nothing from the schedule.
    await ctx.app.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date() })
      .where(eq(webhookDeliveries.userId, trade.seller.id));
    const quiet = flaky();
    await deliver();
    expect(flaky()).toBe(quiet);
    // The endpoint is back: a manual redelivery sends the same event id and marks it sent.
    receiver.behaviour = () => 'echo';
    const [job] = await jobsOf();
    const redelivered = await trade.seller.client.post(`/rest/v1/webhooks/deliveries/${job!.id}/redeliver`);
    expect(redelivered.statusCode).toBe(200);
    const view = (
      redelivered.json() as {
        data: { status: string; eventId: string; log: { trigger: string; responseStatus: number | null }[] };
      }
    ).data;
    expect(view.status).toBe('sent');
    expect(view.log.at(-1)).toMatchObject({ trigger: 'redeliver', responseStatus: 200 });
    expect(
      view.log.slice(0, -1).every((entry) => entry.trigger === 'schedule' && entry.responseStatus === 500),
    ).toBe(true);
    const sameIds = receiver.received.filter((item) => item.json.id === view.eventId);
    expect(sameIds.length).toBe(view.log.length);
    expect(new Set(sameIds.map((item) => item.body)).size).toBe(1);
  });

  it('fails a delivery for good after the last attempt', async () => {
    const trade = await startTestTrade(ctx.app);
    await enable(trade.buyer.client, `/last-${trade.tradeHash}`, ['trade.started']);
    await dispatch();
    receiver.behaviour = (path) => (path.startsWith('/last-') ? 'fail' : 'echo');
    await ctx.app.db
      .update(webhookDeliveries)
      .set({ attempts: WEBHOOK_MAX_ATTEMPTS - 1 })
      .where(eq(webhookDeliveries.userId, trade.buyer.id));
    await deliver();
    const [job] = await ctx.app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.userId, trade.buyer.id));
    expect(job).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, lastStatus: 500 });
  });

  it('a hanging endpoint times out without holding up another endpoint of the same batch', async () => {
    const slow = await startTestTrade(ctx.app);
    const fast = await startTestTrade(ctx.app);
    await enable(slow.vendor.client, `/hang-${slow.tradeHash}`, ['trade.started']);
    await enable(fast.vendor.client, `/fast-${fast.tradeHash}`, ['trade.started']);
    receiver.behaviour = (path) => (path.startsWith('/hang-') ? 'hang' : 'echo');
    await dispatch();
    await deliver();
    const [hung] = await ctx.app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.userId, slow.vendor.id));
    const [quick] = await ctx.app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.userId, fast.vendor.id));
    expect(quick).toMatchObject({ status: 'sent', lastStatus: 200 });
    expect(hung).toMatchObject({ status: 'pending', attempts: 1, lastStatus: null });
    expect(hung!.lastError).toMatch(/^WEBHOOK_TIMEOUT/);
  });

  it("never shows or redelivers another user's deliveries", async () => {
    const trade = await startTestTrade(ctx.app);
    await enable(trade.vendor.client, `/own-${trade.tradeHash}`, ['trade.started']);
    await dispatch();
    const [job] = await ctx.app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.userId, trade.vendor.id));
    const { client: stranger } = await registerUser(ctx.app);
    expect((await stranger.post(`/rest/v1/webhooks/deliveries/${job!.id}/redeliver`)).statusCode).toBe(404);
    const list = (await stranger.get('/rest/v1/webhooks/deliveries')).json() as { data: unknown[] };
    expect(list.data).toEqual([]);
    expect((await stranger.post('/rest/v1/webhooks/deliveries/abc/redeliver')).statusCode).toBe(400);
  });

  it('a signed-in visit to a profile makes one profile.viewed delivery per viewer within the window', async () => {
    const owner = await registerUser(ctx.app);
    await enable(owner.client, `/profile-${owner.user.id}`, ['profile.viewed']);
    const visitor = await registerUser(ctx.app);
    expect((await visitor.client.get(`/rest/v1/users/${owner.user.username}`)).statusCode).toBe(200);
    expect((await visitor.client.get(`/rest/v1/users/${owner.user.id}`)).statusCode).toBe(200);
    // The owner's own visits and anonymous ones are not views.
    await owner.client.get(`/rest/v1/users/${owner.user.username}`);
    await new TestClient(ctx.app).get(`/rest/v1/users/${owner.user.username}`);
    await dispatch();
    const jobs = await ctx.app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.userId, owner.user.id));
    expect(jobs.map((job) => [job.eventName, job.payload])).toEqual([
      ['profile.viewed', { viewer: visitor.user.username }],
    ]);
  });

  it('clearing the webhook drops its pending deliveries', async () => {
    const trade = await startTestTrade(ctx.app);
    await enable(trade.vendor.client, `/clear-${trade.tradeHash}`, ['trade.started']);
    await dispatch();
    await trade.vendor.client.send('DELETE', '/rest/v1/webhooks');
    const [job] = await ctx.app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.userId, trade.vendor.id));
    expect(job).toMatchObject({ status: 'failed', lastError: 'webhook removed' });
    const [row] = await ctx.app.db.select().from(webhooks).where(eq(webhooks.userId, trade.vendor.id));
    expect(row).toMatchObject({ state: 'INITIAL', url: null });
  });
});
