import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeRequirements, users } from '../../db/schema.js';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { startTestTrade, tradeRow, tradingUser, type TestParty } from '../../test/trades.js';

let ctx: TestContext;
let stranger: TestParty;
let moderator: TestParty;
beforeAll(async () => {
  ctx = await createTestApp();
  stranger = await tradingUser(ctx.app);
  moderator = await tradingUser(ctx.app);
  await ctx.database.db.update(users).set({ role: 'supermoderator' }).where(eq(users.id, moderator.id));
});
afterAll(async () => ctx.close());

const tradeUrl = (hash: string, action = '') => `/rest/v1/trade/${hash}${action ? `/${action}` : ''}`;

describe('GET /rest/v1/trade/{id}', () => {
  it('shows the trade to its buyer, seller and staff; 401 for guests, 404 for anyone else', async () => {
    const trade = await startTestTrade(ctx.app);
    expect((await new TestClient(ctx.app).get(tradeUrl(trade.tradeHash))).statusCode).toBe(401);
    expect((await stranger.client.get(tradeUrl(trade.tradeHash))).statusCode).toBe(404);
    expect((await stranger.client.get(tradeUrl('nosuchtrade'))).statusCode).toBe(404);
    const buyer = await trade.view(trade.buyer);
    const seller = await trade.view(trade.seller);
    // Staff see a trade only once it is or was in dispute (trade-access.routes.test.ts).
    expect((await moderator.client.get(tradeUrl(trade.tradeHash))).statusCode).toBe(404);
    expect(buyer).toMatchObject({
      id: trade.tradeHash,
      chatUrl: `/trade/${trade.tradeHash}`,
      role: 'buyer',
      isVendor: false,
      status: 'active_funded',
      tradeCompleted: false,
      fiatAmount: '100.00',
      currency: { code: 'USD', precision: 2 },
      cryptoCurrencyCode: 'BTC',
      cryptoCurrencyId: 1,
      feePercent: '1',
      offer: { url: `/offer/${trade.offer.hash}`, hash: trade.offer.hash, type: 'sell', flowType: 'default' },
      paymentMethod: { groupId: 3 },
      actions: ['mark_paid', 'cancel'],
      flow: { step: 'pay' },
      dispute: { available: false, availableAt: null },
      isReleaseError: false,
      isStatusChangeError: false,
    });
    expect(buyer.buyer.username).toBe(trade.buyer.username);
    expect(buyer.seller.username).toBe(trade.seller.username);
    expect(seller).toMatchObject({ role: 'seller', isVendor: true, actions: [] });
    const row = await tradeRow(ctx.database.db, trade.tradeHash);
    expect(BigInt(buyer.cryptoAmount.replace('.', ''))).toBe(row.cryptoAmount);
    expect(BigInt(buyer.fee.replace('.', ''))).toBe(row.fee);
  });

  it("shows each party's public figures, never the phone number", async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'released' });
    await ctx.database.db
      .update(users)
      .set({
        firstName: 'Grace',
        lastName: 'Hopper',
        fullNameVisibilityType: 'first_name_and_initial',
        phone: '+447700900123',
        phoneVerifiedAt: new Date(),
      })
      .where(eq(users.id, trade.seller.id));
    const view = await trade.view(trade.buyer);
    expect(view.seller).toMatchObject({
      fullName: 'Grace H.',
      phone: { verified: true },
      verification: { id: true, email: true },
      totalTrades: 1,
      totalPartners: 1,
      btcTraded: view.cryptoAmount,
      feedback: { positive: 0, negative: 0 },
    });
    expect(view.buyer.fullName).toBeNull();
    expect(JSON.stringify(view)).not.toContain('+447700900123');
  });
});

describe('requirements and payment details', () => {
  it('hides the payment details until the buyer met the before-reveal requirements', async () => {
    const trade = await startTestTrade(ctx.app, { paymentGroup: 4 });
    const hidden = await trade.view(trade.buyer);
    expect(hidden.paymentDetails).toBeNull();
    expect(hidden.flow.step).toBe('reveal_payment_details');
    expect(hidden.actions).toEqual(['cancel']);
    const [requirement] = hidden.flow.state.beforeRevealPaymentDetails;
    expect(requirement).toMatchObject({
      kind: 'id_photo',
      party: 'buyer',
      status: 'PENDING',
      optional: false,
    });
    expect((await trade.view(trade.seller)).paymentDetails).not.toBeNull();

    const review = (party: TestParty, body: unknown) =>
      party.client.post(tradeUrl(trade.tradeHash, 'requirement'), body);
    const body = { requirement_id: requirement!.requirementId, status: 'APPROVED' };
    expect((await review(trade.seller, body)).statusCode).toBe(409);
    await ctx.database.db
      .update(tradeRequirements)
      .set({ status: 'UPLOADED' })
      .where(eq(tradeRequirements.id, requirement!.requirementId));
    expect(
      (await new TestClient(ctx.app).post(tradeUrl(trade.tradeHash, 'requirement'), body)).statusCode,
    ).toBe(401);
    expect((await review(stranger, body)).statusCode).toBe(404);
    expect((await review(trade.buyer, body)).statusCode).toBe(403);
    expect((await review(moderator, body)).statusCode).toBe(404);
    expect((await review(trade.seller, { ...body, status: 'MAYBE' })).statusCode).toBe(400);
    expect((await review(trade.seller, { ...body, requirement_id: 999_999 })).statusCode).toBe(400);
    const approved = await review(trade.seller, body);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.flow.state.beforeRevealPaymentDetails[0].status).toBe('APPROVED');
    const revealed = await trade.view(trade.buyer);
    expect(revealed.paymentDetails).toBe('Send the payment to the account shown in the chat.');
    expect(revealed.flow.step).toBe('pay');
    expect(revealed.actions).toEqual(['mark_paid', 'cancel']);
    expect((await review(trade.seller, body)).statusCode).toBe(200);
  });

  it('blocks marking paid again when the seller rejects an upload', async () => {
    const trade = await startTestTrade(ctx.app, { paymentGroup: 1 });
    const { id } = await tradeRow(ctx.database.db, trade.tradeHash);
    await ctx.database.db
      .update(tradeRequirements)
      .set({ status: 'UPLOADED' })
      .where(eq(tradeRequirements.tradeId, id));
    expect((await trade.view(trade.buyer)).actions).toContain('mark_paid');
    const [first] = (await trade.view(trade.buyer)).flow.state.beforeMarkAsPaid;
    const rejected = await trade.seller.client.post(tradeUrl(trade.tradeHash, 'requirement'), {
      requirement_id: first!.requirementId,
      status: 'REJECTED',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await trade.view(trade.buyer)).actions).toEqual(['cancel']);
  });
});

describe('POST /rest/v1/trade/{id}/policy-read', () => {
  it('records the policies a party read', async () => {
    const trade = await startTestTrade(ctx.app);
    const read = (party: TestParty | TestClient, body: unknown) =>
      ('client' in party ? party.client : party).post(tradeUrl(trade.tradeHash, 'policy-read'), body);
    const body = { url: '/policies/offer-terms' };
    expect((await read(new TestClient(ctx.app), body)).statusCode).toBe(401);
    expect((await read(stranger, body)).statusCode).toBe(404);
    expect((await read(moderator, body)).statusCode).toBe(404);
    expect((await read(trade.buyer, {})).statusCode).toBe(400);
    expect((await read(trade.buyer, { url: '' })).statusCode).toBe(400);
    const first = await read(trade.buyer, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.policyReads).toEqual(['/policies/offer-terms']);
    expect((await read(trade.buyer, body)).json().data.policyReads).toEqual(['/policies/offer-terms']);
    expect((await trade.view(trade.seller)).policyReads).toEqual([]);
  });
});

describe('POST /rest/v1/trade/{id}/fallback', () => {
  it('moves an automated-flow trade to the manual flow once; 409 for a manual trade', async () => {
    const manual = await startTestTrade(ctx.app);
    const fallback = (party: TestParty | TestClient, hash: string) =>
      ('client' in party ? party.client : party).post(tradeUrl(hash, 'fallback'));
    const refused = await fallback(manual.buyer, manual.tradeHash);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ERROR_TRADE_ACTION_NOT_ALLOWED');

    const automated = await startTestTrade(ctx.app, { offer: { flowType: 'gcc-auto' } });
    expect((await fallback(new TestClient(ctx.app), automated.tradeHash)).statusCode).toBe(401);
    expect((await fallback(stranger, automated.tradeHash)).statusCode).toBe(404);
    expect((await fallback(moderator, automated.tradeHash)).statusCode).toBe(404);
    const moved = await fallback(automated.seller, automated.tradeHash);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.offer.flowType).toBe('default');
    expect((await fallback(automated.buyer, automated.tradeHash)).statusCode).toBe(409);
  });
});
