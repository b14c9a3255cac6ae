import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisputeListItem, TradeListItem } from '@p2p/shared';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { startTestTrade, tradeRow } from '../../test/trades.js';
import { registerModerator } from './trade-test-kit.js';

/** Trades started and moved through the trades module's API, then read by the after-trade routes. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('after a real trade', () => {
  it('a released trade shows in the history, gets a receipt, feedback and stats', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'released' });
    const history = (await trade.buyer.client.get('/rest/v1/trade/history?status=released')).json()
      .data as TradeListItem[];
    expect(history.map((item) => item.tradeHash)).toEqual([trade.tradeHash]);
    expect(history[0]).toMatchObject({ type: 'buy', tradeCompleted: true, alarm: null });
    expect(history[0]!.completedAt).not.toBeNull();

    const row = await tradeRow(ctx.database.db, trade.tradeHash);
    const receipt = await new TestClient(ctx.app).get(`/rest/v1/trade/receipt/${row!.invoiceUuid}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().data.seller.username).toBe(trade.seller.username);

    const given = await trade.buyer.client.post(`/rest/v1/feedback/${trade.tradeHash}/give`, {
      rating: 'positive',
      message: 'Smooth',
    });
    expect(given.statusCode).toBe(200);
    const profile = (await new TestClient(ctx.app).get(`/rest/v1/users/${trade.seller.username}`)).json()
      .data;
    expect(profile).toMatchObject({ completedTrades: 1, feedback: { positive: 1, negative: 0 } });
    const active = (await trade.seller.client.get('/rest/v1/trade/active')).json().data;
    expect(active.trades).toEqual([]);
  });

  it('a paid trade alarms the seller; a dispute reaches the console and the award settles it', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'dispute_open' });
    const active = (await trade.seller.client.get('/rest/v1/trade/active')).json().data;
    expect(active.alarmedTrades.map((item: TradeListItem) => [item.tradeHash, item.alarm])).toEqual([
      [trade.tradeHash, 'dispute_open'],
    ]);
    const moderator = await registerModerator(ctx);
    const open = (await moderator.client.get('/rest/v1/admin/disputes')).json().data as DisputeListItem[];
    expect(open.map((item) => item.tradeHash)).toContain(trade.tradeHash);
    const award = await moderator.client.post(`/rest/v1/admin/disputes/${trade.tradeHash}/award`, {
      winner: 'buyer',
      note: 'Payment proven',
    });
    expect(award.statusCode).toBe(200);
    expect(award.json().data).toMatchObject({
      status: 'dispute_won_buyer',
      moderator: moderator.user.username,
    });
    const view = await trade.view(trade.buyer);
    expect(view.status).toBe('dispute_won_buyer');
    const won = (await trade.buyer.client.get('/rest/v1/trade/history?status=dispute_won')).json().data;
    expect(won.map((item: TradeListItem) => item.tradeHash)).toEqual([trade.tradeHash]);
  });
});
