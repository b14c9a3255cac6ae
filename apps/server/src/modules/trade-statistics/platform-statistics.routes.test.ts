import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bucketStart, type PlatformStatistics } from '@p2p/shared';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { countStatements } from '../../test/statements.js';
import { BANK_TRANSFER, COUNTRY_IDS, hoursAgo, seedTrade, setCountry } from './statistics-test-kit.js';
import { PLATFORM_STATISTICS_MAX_AGE_SECONDS } from './trade-statistics.routes.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const guestGet = (url: string) => new TestClient(ctx.app).get(url);
const figures = async (url: string) => {
  const response = await guestGet(url);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: PlatformStatistics }>().data;
};

describe('GET /rest/v1/statistics/platform', () => {
  it('adds up completed trades only, withholds small groups, then serves the same bytes until they expire', async () => {
    const db = ctx.database.db;
    const [germanVendor, frenchVendor, buyer] = await Promise.all([
      registerUser(ctx.app),
      registerUser(ctx.app),
      registerUser(ctx.app),
    ]);
    await setCountry(db, germanVendor.user.id, COUNTRY_IDS.DE);
    await setCountry(db, frenchVendor.user.id, COUNTRY_IDS.FR);
    const sold = (vendorId: number, overrides: Partial<Parameters<typeof seedTrade>[1]> = {}) =>
      seedTrade(db, {
        sellerId: vendorId,
        buyerId: buyer.user.id,
        status: 'released',
        startedAt: hoursAgo(30),
        ...overrides,
      });
    for (let i = 0; i < 5; i++) await sold(germanVendor.user.id);
    await sold(germanVendor.user.id, { coin: 'USDT', cryptoAmount: 7_000_000n, method: BANK_TRANSFER });
    await sold(frenchVendor.user.id);
    await sold(frenchVendor.user.id, { status: 'dispute_won_buyer' });
    // Not completed, or outside the year: none of these count.
    await sold(germanVendor.user.id, { status: 'cancelled_buyer' });
    await sold(germanVendor.user.id, { status: 'dispute_won_seller' });
    await sold(germanVendor.user.id, { status: 'paid' });
    await sold(frenchVendor.user.id, { startedAt: hoursAgo(24 * 400) });

    // A first request warms what is read once per process (as the offer search's statements test).
    await guestGet('/rest/v1/statistics/platform?period=day');
    const { result, statements } = await countStatements(() => guestGet('/rest/v1/statistics/platform'));
    expect(statements).toHaveLength(1);
    expect(result.headers['cache-control']).toBe(`public, max-age=${PLATFORM_STATISTICS_MAX_AGE_SECONDS}`);
    const stats = result.json<{ data: PlatformStatistics }>().data;
    expect(stats).toMatchObject({
      period: 'year',
      bucket: 'month',
      minGroupTrades: 5,
      totals: { trades: 8, usdCents: '76000' },
      activeVendors: 2,
      coins: [
        { coin: 'BTC', trades: 7, usdCents: '66500', amount: '700000' },
        { coin: 'USDT', trades: null, usdCents: null, amount: null },
      ],
      // France's two trades are withheld in the unnamed group.
      countries: [
        { country: 'DE', trades: 6, usdCents: '57000' },
        { country: null, trades: null, usdCents: null },
      ],
      paymentMethodGroups: [
        { slug: 'online-transfers', name: 'Online wallets', trades: 7, usdCents: '66500' },
        { slug: null, name: null, trades: null, usdCents: null },
      ],
    });
    expect(stats.series).toHaveLength(12);
    const month = bucketStart(hoursAgo(30), 'month').toISOString();
    expect(stats.series.find((point) => point.start === month)).toEqual({
      start: month,
      trades: 8,
      usdCents: '76000',
    });
    // No per-user data: nothing but aggregates and reference names.
    const text = result.body;
    for (const user of [germanVendor, frenchVendor, buyer]) {
      expect(text).not.toContain(user.user.username);
      expect(text).not.toContain(`"${user.user.id}"`);
    }

    // Within the age: another trade is not seen, no statement is sent, the bytes are the same.
    await sold(germanVendor.user.id);
    const again = await countStatements(() => guestGet('/rest/v1/statistics/platform?period=year'));
    expect(again.statements).toHaveLength(0);
    expect(again.result.body).toBe(result.body);
    const snake = await countStatements(() =>
      guestGet('/rest/v1/statistics/platform?responseCase=snakeCase'),
    );
    expect(snake.statements).toHaveLength(0);
    expect(snake.result.json().data.min_group_trades).toBe(5);

    // After the age the figures are computed again, once for requests that arrive together.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (PLATFORM_STATISTICS_MAX_AGE_SECONDS + 1) * 1000);
    const later = await countStatements(() =>
      Promise.all([guestGet('/rest/v1/statistics/platform'), guestGet('/rest/v1/statistics/platform')]),
    );
    expect(later.statements).toHaveLength(1);
    const [first, second] = later.result;
    expect(first!.body).toBe(second!.body);
    expect(first!.json().data.totals).toEqual({ trades: 9, usdCents: '85500' });
  });

  it('keeps each period apart and refuses an unknown one', async () => {
    const day = await figures('/rest/v1/statistics/platform?period=day');
    expect(day).toMatchObject({ period: 'day', bucket: 'hour' });
    const week = await figures('/rest/v1/statistics/platform?period=7d');
    expect(week).toMatchObject({ period: '7d', bucket: 'day' });
    expect(week.series).toHaveLength(8);
    const bad = await guestGet('/rest/v1/statistics/platform?period=forever');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.period).toBeDefined();
  });
});
