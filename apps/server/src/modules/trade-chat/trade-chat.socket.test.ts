import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeMessage, UserEvent } from '@p2p/shared';
import { createTestApp, type TestContext } from '../../test/app.js';
import { openUserSocket } from '../realtime/socket-test-client.js';
import { insertChatTrade } from './trade-chat-test-fixtures.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.close());

describe('the trade chat over real sockets', () => {
  it('delivers a message posted by one party to the other, and resyncs a reconnecting client', async () => {
    const { trade, buyer, seller } = await insertChatTrade(ctx.app);
    const buyerSocket = await openUserSocket(ctx.app, buyer.client);
    const sellerSocket = await openUserSocket(ctx.app, seller.client);
    await Promise.all([buyerSocket.untilReady(), sellerSocket.untilReady()]);

    const url = `/rest/v1/trade/${trade.hash}/messages`;
    const first = (
      (await buyer.client.post(url, { text: 'Sent the money' })).json() as { data: TradeMessage }
    ).data;
    const event = (await sellerSocket.next()) as UserEvent;
    expect(event).toMatchObject({
      type: 'trade.message',
      tradeHash: trade.hash,
      payload: { messageId: first.id },
    });
    // The socket says what changed; the seller reads the message itself over HTTP.
    const page = (await seller.client.get(`${url}?after=${first.id - 1}`)).json() as { data: TradeMessage[] };
    expect(page.data[0]).toMatchObject({ body: 'Sent the money', author: { username: buyer.user.username } });

    // The seller drops off; while away the buyer writes twice; reconnecting with after= resends both.
    await sellerSocket.close();
    await buyer.client.post(url, { text: 'Hello?' });
    await buyer.client.post(url, { text: 'Please release' });
    const again = await openUserSocket(ctx.app, seller.client, event.id);
    const missed = await again.untilReady();
    expect(missed.slice(0, -1).map((message) => (message as UserEvent).type)).toEqual([
      'trade.message',
      'trade.message',
    ]);
    expect(missed.at(-1)).toMatchObject({ type: 'realtime.ready' });

    // Live again: the seller's reply reaches the buyer (after the events of the buyer's own three
    // messages) and the seller's reconnected socket.
    const reply = ((await seller.client.post(url, { text: 'Released' })).json() as { data: TradeMessage })
      .data;
    const buyerSeen: UserEvent[] = [];
    for (let i = 0; i < 4; i += 1) buyerSeen.push((await buyerSocket.next()) as UserEvent);
    expect(buyerSeen.map((seen) => seen.payload.messageId)).toEqual([
      first.id,
      first.id + 1,
      first.id + 2,
      reply.id,
    ]);
    expect(await again.next()).toMatchObject({ type: 'trade.message', payload: { messageId: reply.id } });
    await Promise.all([buyerSocket.close(), again.close()]);
  });
});
