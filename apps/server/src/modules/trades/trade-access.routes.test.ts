import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { startTestTrade, tradingUser, type TestParty } from '../../test/trades.js';

let ctx: TestContext;
let moderator: TestParty;
beforeAll(async () => {
  ctx = await createTestApp();
  moderator = await tradingUser(ctx.app);
  await ctx.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id));
});
afterAll(async () => ctx.close());

const tradeUrl = (hash: string, action = '') => `/rest/v1/trade/${hash}${action ? `/${action}` : ''}`;

describe('staff access to a trade', () => {
  it('is 404 for a moderator on a trade that never was in dispute', async () => {
    for (const advanceTo of [undefined, 'paid', 'released'] as const) {
      const trade = await startTestTrade(ctx.app, { advanceTo });
      const read = await moderator.client.get(tradeUrl(trade.tradeHash));
      expect(read.statusCode).toBe(404);
      expect(read.json().error.code).toBe('ERROR_NOT_FOUND');
      expect((await moderator.client.post(tradeUrl(trade.tradeHash, 'cancel'))).statusCode).toBe(404);
      expect(
        (await moderator.client.post(tradeUrl(trade.tradeHash, 'policy-read'), { url: '/terms' })).statusCode,
      ).toBe(404);
    }
  });

  it('lets a moderator read a trade in dispute, and after the parties settled it themselves', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'dispute_open' });
    const disputed = await moderator.client.get(tradeUrl(trade.tradeHash));
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json().data).toMatchObject({ role: 'moderator', status: 'dispute_open' });
    expect(disputed.json().data.actions).toEqual(['award_buyer', 'award_seller']);
    expect(disputed.json().data.paymentDetails).not.toBeNull();
    expect(disputed.json().data.releaseRequiresSecondFactor).toBe(false);
    // Reading is all: the parties' own actions stay theirs.
    expect((await moderator.client.post(tradeUrl(trade.tradeHash, 'cancel'))).statusCode).toBe(409);
    expect(
      (await moderator.client.post(tradeUrl(trade.tradeHash, 'policy-read'), { url: '/terms' })).statusCode,
    ).toBe(403);
    const released = await trade.seller.client.post(tradeUrl(trade.tradeHash, 'release'), {});
    expect(released.statusCode).toBe(200);
    const after = await moderator.client.get(tradeUrl(trade.tradeHash));
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toMatchObject({ role: 'moderator', status: 'released', actions: [] });
  });
});
