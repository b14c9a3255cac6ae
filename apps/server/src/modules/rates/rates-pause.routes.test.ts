import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OfferListingCard } from '@p2p/shared';
import { userEvents, users } from '../../db/schema.js';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { fund } from '../../test/ledger.js';
import { createTestOffer, tradingUser, type TestParty } from '../../test/trades.js';
import { runNotificationDispatch } from '../notifications/dispatcher.js';
import { notificationsOf } from '../notifications/notifications-test-kit.js';
import { startPriceFeedsTestServer, type PriceFeedsTestServer } from './price-feeds-test-server.js';

/**
 * The whole app on the composite provider, its three feeds replayed by a local server: one feed
 * dies (no pause), then all (margin offers off the market, their trades refused, one staff alert),
 * then they come back (everything resumes). Only Date is faked, to make answers old without waiting.
 */
const MINUTE = 60_000;
let ctx: TestContext;
let upstream: PriceFeedsTestServer;
let vendor: TestParty;
let taker: TestParty;
let admin: TestParty;
let margin: { hash: string };
let fixed: { hash: string };

const later = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:00.000Z'));
  upstream = await startPriceFeedsTestServer(() => new Date());
  ctx = await createTestApp({
    ...upstream.env,
    // The test refreshes itself (app.rates.refreshNow(), the timer's tick).
    RATES_REFRESH_SECONDS: '3600',
    RATES_STALE_AFTER_SECONDS: '600',
  });
  vendor = await tradingUser(ctx.app);
  taker = await tradingUser(ctx.app);
  admin = await tradingUser(ctx.app);
  await ctx.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  await fund(ctx.app.db, vendor.id, 'BTC', 10n ** 9n);
  margin = await createTestOffer(ctx.app.db, vendor.id, { offer: { priceType: 'margin', marginBps: 200 } });
  fixed = await createTestOffer(ctx.app.db, vendor.id, {
    offer: { priceType: 'fixed', fixedPrice: 9_600_000n }, // 96,000.00 USD per BTC
  });
});
afterAll(async () => {
  await ctx?.close();
  await upstream?.close();
  vi.useRealTimers();
});

async function listed(): Promise<string[]> {
  const response = await new TestClient(ctx.app).get('/rest/v1/offers?type=buy&currency=USD&limit=50');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as OfferListingCard[]).map((card) => card.offerHash);
}

async function ratesMeta() {
  const response = await new TestClient(ctx.app).get('/rest/v2/wallet/crypto-currencies');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().meta as { stale: boolean; paused: boolean; source: string };
}

const start = (offerHash: string) =>
  taker.client.post('/rest/v1/trade/start', { offerHash, fiatAmount: '50.00' });

async function pauseAlerts(): Promise<number> {
  const rows = await ctx.app.db.select().from(userEvents).where(eq(userEvents.type, 'rates.paused'));
  return rows.length;
}

describe('prices that survive a feed failure, through the app', () => {
  it('fetched all three feeds on start and prices from their median', async () => {
    // Coinbase answers one coin per request.
    expect(upstream.served).toEqual({ coingecko: 1, kraken: 1, coinbase: 3 });
    expect(await ratesMeta()).toMatchObject({ source: 'composite', stale: false, paused: false });
    expect(ctx.app.rates.coinUsd('BTC')).toBe('95123.42369510');
    expect(await listed()).toEqual(expect.arrayContaining([margin.hash, fixed.hash]));
  });

  it('one feed down: the median of the other two, nothing paused', async () => {
    upstream.down.add('kraken');
    later(11 * MINUTE);
    await ctx.app.rates.refreshNow();
    expect(ctx.app.rates.coinUsd('BTC')).toBe('95131.71434755'); // (95123.4236951 + 95140.005) / 2
    expect(await ratesMeta()).toMatchObject({ stale: false, paused: false });
    expect(await listed()).toEqual(expect.arrayContaining([margin.hash, fixed.hash]));
    expect(await pauseAlerts()).toBe(0);
  });

  it('every feed down: margin offers leave the market, their trades are refused, staff alerted once', async () => {
    upstream.down.add('coingecko').add('coinbase');
    later(11 * MINUTE);
    await ctx.app.rates.refreshNow();
    expect(await ratesMeta()).toMatchObject({ stale: true, paused: true });

    const hashes = await listed();
    expect(hashes).toContain(fixed.hash);
    expect(hashes).not.toContain(margin.hash);
    const view = await taker.client.get(`/rest/v1/offers/${margin.hash}`);
    expect(view.json().data).toMatchObject({ isActive: false, canTrade: false });
    expect(view.json().data.featureFlags).toContain('offer_not_active');

    const refused = await start(margin.hash);
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json().error).toMatchObject({
      code: 'ERROR_PRICES_UNAVAILABLE',
      details: { reason: ['prices_stale'], featureFlag: ['offer_not_active'] },
    });
    // A fixed price does not depend on the feeds: that offer still trades.
    const started = await start(fixed.hash);
    expect(started.statusCode, started.body).toBe(201);

    // One alert for the change, not one per request or per refresh.
    await ctx.app.rates.refreshNow();
    later(MINUTE);
    await ctx.app.rates.refreshNow();
    await start(margin.hash);
    expect(await pauseAlerts()).toBe(1);
    await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
    const notes = await notificationsOf(ctx.app.db, admin.id);
    expect(notes.map((note) => [note.kind, note.link])).toEqual([['rates.paused', '/admin']]);
    expect(await notificationsOf(ctx.app.db, taker.id)).not.toContainEqual(
      expect.objectContaining({ kind: 'rates.paused' }),
    );
  });

  it('the feeds come back: everything resumes by itself', async () => {
    upstream.down.clear();
    await ctx.app.rates.refreshNow();
    expect(await ratesMeta()).toMatchObject({ stale: false, paused: false });
    expect(ctx.app.rates.coinUsd('BTC')).toBe('95123.42369510');
    expect(await listed()).toEqual(expect.arrayContaining([margin.hash, fixed.hash]));
    const started = await start(margin.hash);
    expect(started.statusCode, started.body).toBe(201);
    expect(await pauseAlerts()).toBe(1);
  });
});
