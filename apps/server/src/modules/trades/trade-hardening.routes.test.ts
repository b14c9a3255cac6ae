import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, tradeRequirements } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { startTestTrade, tradeRow } from '../../test/trades.js';
import { BASE as TWO_FACTOR } from '../../test/two-factor.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { totpCode } from '../two-factor/totp.js';

// Review findings on the trades core, each pinned by a test that failed before its fix.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  expect((await verifyLedger(ctx.database.db)).ok).toBe(true);
  await ctx.close();
});

const url = (hash: string, action = '') => `/rest/v1/trade/${hash}${action ? `/${action}` : ''}`;

describe('release and the second factor', () => {
  it('asks the seller for the code before the trade is paid too (the status may change under the release)', async () => {
    const trade = await startTestTrade(ctx.app);
    const setup = await trade.seller.client.post(`${TWO_FACTOR}/setup`, { method: 'ga' });
    const secret = setup.json().data.secret as string;
    const confirmed = await trade.seller.client.post(`${TWO_FACTOR}/confirm`, {
      code: await totpCode(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    // Read without a lock, 'active_funded' could turn 'paid' before the release locks the row: the
    // code must be asked for now, or a release without it could go through.
    const early = await trade.seller.client.post(url(trade.tradeHash, 'release'), {});
    expect(early.statusCode).toBe(401);
    expect(early.json().error.details).toHaveProperty('two_factor_code');
    expect((await tradeRow(ctx.database.db, trade.tradeHash)).status).toBe('active_funded');
  });
});

describe('odd input never answers 500', () => {
  it('refuses requirement ids beyond any database id', async () => {
    const trade = await startTestTrade(ctx.app, { paymentGroup: 4 });
    for (const requirementId of [1e20, '99999999999999999999', 2 ** 63, -1, 1.5, 'x']) {
      const response = await trade.seller.client.post(url(trade.tradeHash, 'requirement'), {
        requirement_id: requirementId,
        status: 'APPROVED',
      });
      expect(response.statusCode, String(requirementId)).toBe(400);
      expect(response.json().error.code).toBe('ERROR_INPUT_VALIDATION');
    }
  });

  it('refuses unknown keys on the bodiless actions', async () => {
    const trade = await startTestTrade(ctx.app);
    for (const action of ['paid', 'cancel', 'fund', 'fallback']) {
      const response = await trade.buyer.client.post(url(trade.tradeHash, action), { amount: '1' });
      expect(response.statusCode, action).toBe(400);
      expect(response.json().error.code).toBe('ERROR_INPUT_VALIDATION');
    }
    expect((await tradeRow(ctx.database.db, trade.tradeHash)).status).toBe('active_funded');
    const paid = await trade.buyer.client.post(url(trade.tradeHash, 'paid'), {});
    expect(paid.statusCode).toBe(200);
  });
});

describe('deferred escrow', () => {
  it('shows the buyer where to pay only once the seller funded the trade', async () => {
    const trade = await startTestTrade(ctx.app, { offer: { flowType: 'lite' } });
    const before = await trade.view(trade.buyer);
    expect(before.status).toBe('not_funded');
    expect(before.paymentDetails).toBeNull();
    expect((await trade.view(trade.seller)).paymentDetails).not.toBeNull();
    expect((await trade.seller.client.post(url(trade.tradeHash, 'fund'))).statusCode).toBe(200);
    const after = await trade.view(trade.buyer);
    expect(after.status).toBe('active_funded');
    expect(after.paymentDetails).toBe('Send the payment to the account shown in the chat.');
  });
});

describe('offer cap', () => {
  it('gives back to the cap only what the start took from it', async () => {
    // The cap is set but switched off: the trade does not take from it, so cancelling must not add.
    const trade = await startTestTrade(ctx.app, {
      offer: { offerCapActive: false, offerCapAmount: 15_000n, offerCapRemaining: 5_000n },
    });
    const capOf = async () =>
      (await ctx.database.db.select().from(offers).where(eq(offers.id, trade.offer.id)))[0]!
        .offerCapRemaining;
    expect(await capOf()).toBe(5_000n);
    expect((await trade.buyer.client.post(url(trade.tradeHash, 'cancel'))).statusCode).toBe(200);
    expect(await capOf()).toBe(5_000n);
  });
});

describe('requirements', () => {
  it('keeps a requirement review idempotent and the view consistent', async () => {
    const trade = await startTestTrade(ctx.app, { paymentGroup: 1 });
    const { id } = await tradeRow(ctx.database.db, trade.tradeHash);
    await ctx.database.db
      .update(tradeRequirements)
      .set({ status: 'UPLOADED' })
      .where(eq(tradeRequirements.tradeId, id));
    const [first] = (await trade.view(trade.seller)).flow.state.beforeMarkAsPaid;
    const body = { requirement_id: first!.requirementId, status: 'APPROVED' };
    expect((await trade.seller.client.post(url(trade.tradeHash, 'requirement'), body)).statusCode).toBe(200);
    const again = await trade.seller.client.post(url(trade.tradeHash, 'requirement'), body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.flow.state.beforeMarkAsPaid[0].status).toBe('APPROVED');
  });
});
