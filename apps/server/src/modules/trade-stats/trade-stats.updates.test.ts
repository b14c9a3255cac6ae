import { BADGE_RULES_VERSION, type OfferListingCard } from '@p2p/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { userTradeStats, users } from '../../db/schema.js';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { openWidePool, testDriver } from '../../test/database.js';
import { fund, insertUsers } from '../../test/ledger.js';
import { createTestOffer, tradeRow, tradingUser } from '../../test/trades.js';
import { performTradeAction } from '../trades/trade-actions.service.js';
import type { TradeDeps } from '../trades/trade-deps.js';
import { startTrade } from '../trades/trade-start.service.js';
import { insertTrade, tradeParties } from '../trade-lists/trade-test-kit.js';
import { recordTradeTransition, refreshStaleBadges } from './trade-stats.updates.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const FEES = { bankTransfersBps: 50, giftCardsBps: 300, defaultBps: 100 };

async function statsRow(db: Database, userId: number) {
  const [row] = await db.select().from(userTradeStats).where(eq(userTradeStats.userId, userId));
  return row;
}

/** Starts a 0.001 BTC trade of `buyerId` on the offer, through the trades module. */
async function start(db: Database, buyerId: number, offerHash: string): Promise<string> {
  const deps: TradeDeps = { db, rates: ctx.app.rates, fees: FEES, disputeDelayMinutes: 30 };
  const result = await startTrade(deps, { userId: buyerId, input: { offerHash, cryptoAmount: '0.001' } });
  return result.body.tradeHash;
}

const act = (
  db: Database,
  hash: string,
  action: 'mark_paid' | 'release' | 'cancel',
  userId: number,
  now?: Date,
) => performTradeAction(db, { hash, action, actor: { userId, role: 'user' }, disputeDelayMinutes: 30, now });

describe('user_trade_stats kept by the trade transitions', () => {
  it('counts a released and a cancelled trade for both parties, with times, volume and partners', async () => {
    const db = ctx.database.db;
    const seller = await tradingUser(ctx.app);
    const buyer = await tradingUser(ctx.app);
    await fund(db, seller.id, 'BTC', 10n ** 8n);
    const offer = await createTestOffer(db, seller.id);

    const first = await start(db, buyer.id, offer.hash);
    const startedAt = (await tradeRow(db, first)).startedAt;
    const paidAt = new Date(startedAt.getTime() + 60_000);
    await act(db, first, 'mark_paid', buyer.id, paidAt);
    await act(db, first, 'release', seller.id, new Date(paidAt.getTime() + 300_000));
    const second = await start(db, buyer.id, offer.hash);
    await act(db, second, 'cancel', buyer.id);

    expect(await statsRow(db, seller.id)).toMatchObject({
      completedTrades: 1,
      finishedTrades: 2,
      cancelledTrades: 1,
      partners: 1,
      volumeByCoin: { BTC: '100000' },
      releaseSecondsSum: 300,
      releaseCount: 1,
      payCount: 0,
      badge: 'no_badge',
      badgeRulesVersion: BADGE_RULES_VERSION,
    });
    expect(await statsRow(db, buyer.id)).toMatchObject({
      completedTrades: 1,
      finishedTrades: 2,
      partners: 1,
      releaseCount: 0,
      paySecondsSum: 60,
      payCount: 1,
    });
    const usd = (await tradeRow(db, first)).usdValueCents;
    expect((await statsRow(db, seller.id))?.volumeUsdCents).toBe(usd);

    // The buyer's feedback is counted in the seller's row.
    const client = buyer.client;
    expect((await client.post(`/rest/v1/feedback/${first}/give`, { rating: 'positive' })).statusCode).toBe(
      200,
    );
    expect(await statsRow(db, seller.id)).toMatchObject({ feedbackPositive: 1, feedbackNegative: 0 });

    // The listing card shows the kept figures: 1 of 2 finished trades completed, 300 s to release.
    const cards = (await client.get(`/rest/v1/users/${seller.username}/active-offers`)).json()
      .data as OfferListingCard[];
    expect(cards.find((card) => card.offerHash === offer.hash)?.owner).toMatchObject({
      completedTrades: 1,
      completionRate: 50,
      avgReleaseSeconds: 300,
      feedback: { positive: 1, negative: 0 },
    });
  });

  it('stores the badge the figures earn when a trade completes, shown and searchable', async () => {
    const db = ctx.database.db;
    const seller = await tradingUser(ctx.app);
    const buyer = await tradingUser(ctx.app);
    await fund(db, seller.id, 'BTC', 10n ** 8n);
    const offer = await createTestOffer(db, seller.id);
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(users.id, seller.id));
    // One trade short of the vendor rule: 9 trades, 4 partners, $600.
    await db.insert(userTradeStats).values({
      userId: seller.id,
      completedTrades: 9,
      finishedTrades: 9,
      partners: 4,
      volumeUsdCents: 60_000n,
      badgeRulesVersion: BADGE_RULES_VERSION,
    });
    const hash = await start(db, buyer.id, offer.hash);
    await act(db, hash, 'mark_paid', buyer.id);
    await act(db, hash, 'release', seller.id);

    expect(await statsRow(db, seller.id)).toMatchObject({
      completedTrades: 10,
      partners: 5,
      badge: 'vendor',
    });
    const guest = new TestClient(ctx.app);
    expect((await guest.get(`/rest/v1/users/${seller.username}`)).json().data.badge).toBe('vendor');
    expect((await guest.get(`/rest/v1/offers/${offer.hash}`)).json().data.owner).toMatchObject({
      badge: 'vendor',
      completionRate: 100,
    });
    const search = (badge: string) =>
      guest.get(`/rest/v1/offers?type=buy&crypto_currency_code=BTC&user_badges=${badge}&limit=100`);
    const hashes = (response: Awaited<ReturnType<typeof search>>) =>
      (response.json().data as OfferListingCard[]).map((card) => card.offerHash);
    const found = await search('vendor');
    expect(found.statusCode).toBe(200);
    expect(hashes(found)).toContain(offer.hash);
    expect(hashes(await search('power_trader'))).not.toContain(offer.hash);
    const card = (found.json().data as OfferListingCard[]).find((c) => c.offerHash === offer.hash);
    expect(card?.owner.badge).toBe('vendor');
  });

  it('recomputes at start the badges stored by older rules', async () => {
    const db = ctx.database.db;
    const [userId] = await insertUsers(db, 1);
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 100 * 86_400_000) })
      .where(eq(users.id, userId!));
    await db.insert(userTradeStats).values({
      userId: userId!,
      completedTrades: 120,
      finishedTrades: 125,
      partners: 60,
      volumeUsdCents: 6_000_000n,
      feedbackPositive: 60,
      badge: 'no_badge',
      badgeRulesVersion: 0,
    });
    expect(await refreshStaleBadges(db)).toBeGreaterThanOrEqual(1);
    expect(await statsRow(db, userId!)).toMatchObject({
      badge: 'power_trader',
      badgeRulesVersion: BADGE_RULES_VERSION,
    });
    expect(await refreshStaleBadges(db)).toBe(0);
  });

  it('says isVendor for the current user once they have an offer', async () => {
    const user = await tradingUser(ctx.app);
    const me = () => user.client.get('/rest/v1/users/current_user');
    expect((await me()).json().data.isVendor).toBe(false);
    await createTestOffer(ctx.database.db, user.id);
    expect((await me()).json().data.isVendor).toBe(true);
  });
});

describe.skipIf(testDriver !== 'postgres')('user_trade_stats under real concurrency (PostgreSQL)', () => {
  let wide: DatabaseHandle;

  beforeAll(async () => {
    wide = await openWidePool(ctx.database.db, 10);
  });
  afterAll(async () => {
    await wide?.close();
  });

  it('counts every one of six trades of one vendor released at the same moment', async () => {
    const db = wide.db;
    const [sellerId, ...buyers] = await insertUsers(db, 7);
    await db.execute(
      sql`update users set verification_level = 'L2' where id in (${sql.join(
        [sellerId!, ...buyers].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await fund(db, sellerId!, 'BTC', 10n ** 8n);
    const offer = await createTestOffer(db, sellerId!);
    const hashes: string[] = [];
    for (const buyerId of buyers) {
      const hash = await start(db, buyerId, offer.hash);
      await act(db, hash, 'mark_paid', buyerId);
      hashes.push(hash);
    }
    // Releases of one seller already queue on the seller's ledger accounts; the figures must agree.
    await Promise.all(hashes.map((hash) => act(db, hash, 'release', sellerId!)));
    expect(await statsRow(db, sellerId!)).toMatchObject({
      completedTrades: 6,
      finishedTrades: 6,
      partners: 6,
      releaseCount: 6,
      volumeByCoin: { BTC: '600000' },
    });
  });

  it('loses no count when six transactions record finished trades of one user at once', async () => {
    const db = wide.db;
    const { seller } = await tradeParties(ctx);
    const buyers = await insertUsers(db, 6);
    const finished = [];
    for (const buyerId of buyers)
      finished.push((await insertTrade(db, { sellerId: seller.user.id, buyerId, status: 'released' })).trade);
    // Each trade recorded again, all in their own transactions at the same time: only the row lock of
    // the atomic increment keeps them from overwriting each other's counts.
    await Promise.all(
      finished.map((trade) => db.transaction((tx) => recordTradeTransition(tx, trade, new Date()))),
    );
    expect(await statsRow(db, seller.user.id)).toMatchObject({
      completedTrades: 12,
      finishedTrades: 12,
      partners: 6,
      releaseCount: 12,
    });
  });
});
