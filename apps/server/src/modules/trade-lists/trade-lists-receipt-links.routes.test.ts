import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveTrades, TradeListItem } from '@p2p/shared';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { insertTrade, tradeParties } from './trade-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const guest = () => new TestClient(ctx.app);
const receiptIds = (items: TradeListItem[]) =>
  Object.fromEntries(items.map((item) => [item.tradeHash, item.invoiceUuid]));

describe('receipt ids in the trade lists', () => {
  it('gives each party the receipt id of completed trades only, in recent and history', async () => {
    const { seller, buyer, stranger } = await tradeParties(ctx);
    const db = ctx.database.db;
    const parties = { sellerId: seller.user.id, buyerId: buyer.user.id };
    const released = await insertTrade(db, { ...parties, status: 'released' });
    const wonBuyer = await insertTrade(db, {
      ...parties,
      status: 'dispute_won_buyer',
      disputed: { openedBy: buyer.user.id },
    });
    const wonSeller = await insertTrade(db, {
      ...parties,
      status: 'dispute_won_seller',
      disputed: { openedBy: seller.user.id },
    });
    const cancelled = await insertTrade(db, { ...parties, status: 'cancelled_buyer' });
    const expired = await insertTrade(db, { ...parties, status: 'expired' });
    const paid = await insertTrade(db, { ...parties, status: 'paid' });

    const expected = {
      [released.trade.hash]: released.trade.invoiceUuid,
      [wonBuyer.trade.hash]: wonBuyer.trade.invoiceUuid,
      // A dispute won by the seller returned the crypto: nothing was exchanged, so no receipt.
      [wonSeller.trade.hash]: null,
      [cancelled.trade.hash]: null,
      [expired.trade.hash]: null,
      [paid.trade.hash]: null,
    };
    for (const party of [seller, buyer]) {
      const recent = await party.client.get('/rest/v1/trade/recent');
      expect(recent.statusCode).toBe(200);
      expect(receiptIds(recent.json().data)).toEqual(expected);
      const history = await party.client.get('/rest/v1/trade/history');
      expect(history.statusCode).toBe(200);
      const { [paid.trade.hash]: _open, ...finished } = expected;
      expect(receiptIds(history.json().data)).toEqual(finished);
    }

    // The id the list gives opens the public receipt; the one a list withholds does not.
    const receipt = await guest().get(`/rest/v1/trade/receipt/${released.trade.invoiceUuid}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().data.invoiceUuid).toBe(released.trade.invoiceUuid);
    expect((await guest().get(`/rest/v1/trade/receipt/${cancelled.trade.invoiceUuid}`)).statusCode).toBe(404);

    // Nobody else's list carries them, and the lists are not public.
    expect((await stranger.client.get('/rest/v1/trade/recent')).json().data).toEqual([]);
    expect((await stranger.client.get('/rest/v1/trade/history')).json().data).toEqual([]);
    expect((await guest().get('/rest/v1/trade/recent')).statusCode).toBe(401);
    expect((await guest().get('/rest/v1/trade/history')).statusCode).toBe(401);
  });

  it('answers null for every open trade in the active list', async () => {
    const { seller, buyer } = await tradeParties(ctx);
    const parties = { sellerId: seller.user.id, buyerId: buyer.user.id };
    await insertTrade(ctx.database.db, { ...parties, status: 'active_funded' });
    await insertTrade(ctx.database.db, { ...parties, status: 'paid' });
    await insertTrade(ctx.database.db, {
      ...parties,
      status: 'dispute_open',
      disputed: { openedBy: buyer.user.id },
    });
    const data = (await buyer.client.get('/rest/v1/trade/active')).json().data as ActiveTrades;
    expect(data.trades).toHaveLength(3);
    expect(data.trades.every((trade) => trade.invoiceUuid === null)).toBe(true);
    expect(data.alarmedTrades.every((trade) => trade.invoiceUuid === null)).toBe(true);
  });

  it('leaves the receipt id out of the new-trade summary until the trade completes', async () => {
    const { seller, buyer, stranger } = await tradeParties(ctx);
    const parties = { sellerId: seller.user.id, buyerId: buyer.user.id };
    const open = await insertTrade(ctx.database.db, { ...parties, status: 'active_funded' });
    const done = await insertTrade(ctx.database.db, { ...parties, status: 'released' });
    const summary = async (hash: string) => (await seller.client.get(`/rest/v2/trade/${hash}`)).json().data;
    expect((await summary(open.trade.hash)).invoiceUuid).toBeNull();
    expect((await summary(done.trade.hash)).invoiceUuid).toBe(done.trade.invoiceUuid);
    expect((await stranger.client.get(`/rest/v2/trade/${done.trade.hash}`)).statusCode).toBe(404);
  });
});
