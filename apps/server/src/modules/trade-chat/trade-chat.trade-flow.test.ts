import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeMessage, UserEvent } from '@p2p/shared';
import { createTestApp, type TestContext } from '../../test/app.js';
import { startTestTrade } from '../../test/trades.js';
import { openUserSocket } from '../realtime/socket-test-client.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.close());

describe('a real trade in the chat and on the sockets', () => {
  it('pushes the status change of mark-paid to the seller and shows its system message in the chat', async () => {
    const trade = await startTestTrade(ctx.app);
    const sellerSocket = await openUserSocket(ctx.app, trade.seller.client, 0);
    const resynced = (await sellerSocket.untilReady()) as UserEvent[];
    expect(resynced[0]).toMatchObject({ type: 'trade.started', tradeHash: trade.tradeHash });

    const paid = await trade.buyer.client.post(`/rest/v1/trade/${trade.tradeHash}/paid`, {});
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    expect(await sellerSocket.next()).toMatchObject({
      type: 'trade.status',
      tradeHash: trade.tradeHash,
      payload: { status: 'paid' },
    });

    const chat = (await trade.seller.client.get(`/rest/v1/trade/${trade.tradeHash}/messages`)).json() as {
      data: TradeMessage[];
    };
    expect(chat.data.map((message) => [message.kind, message.payload.status])).toEqual([
      ['system', 'active_funded'],
      ['system', 'paid'],
    ]);
    expect(chat.data.every((message) => message.author === null && !message.isOwn)).toBe(true);
    await sellerSocket.close();
  });
});
