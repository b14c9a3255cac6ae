import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trades, tradeRequirements, users } from '../../db/schema.js';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { balanceOf, fund } from '../../test/ledger.js';
import { startTestTrade, tradeRow, tradingUser, type TestParty } from '../../test/trades.js';
import { BASE as TWO_FACTOR, freshTotp } from '../../test/two-factor.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { totpCode } from '../two-factor/totp.js';
import { performTradeAction } from './trade-actions.service.js';

let ctx: TestContext;
let stranger: TestParty;
let moderator: TestParty;
let guest: TestClient;
beforeAll(async () => {
  ctx = await createTestApp();
  stranger = await tradingUser(ctx.app);
  moderator = await tradingUser(ctx.app);
  await ctx.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id));
  guest = new TestClient(ctx.app);
});
afterAll(async () => {
  expect((await verifyLedger(ctx.database.db)).ok).toBe(true);
  await ctx.close();
});

const url = (hash: string, action: string) => `/rest/v1/trade/${hash}/${action}`;
const row = (hash: string) => tradeRow(ctx.database.db, hash);
const makeDisputeAvailable = (hash: string) =>
  ctx.database.db
    .update(trades)
    .set({ disputeAvailableAt: new Date(Date.now() - 1000) })
    .where(eq(trades.hash, hash));

/** Guests get 401, strangers 404, whatever the action. */
async function expectOutsidersRefused(hash: string, action: string, body?: unknown) {
  expect((await guest.post(url(hash, action), body)).statusCode).toBe(401);
  expect((await stranger.client.post(url(hash, action), body)).statusCode).toBe(404);
}

/** Staff see a trade only once it is in dispute: before that they get the stranger's 404. */
function expectHidden(response: { statusCode: number }) {
  expect(response.statusCode).toBe(404);
}

function expectNotAllowed(response: { statusCode: number; json(): unknown }, guard?: string) {
  expect(response.statusCode).toBe(409);
  const error = (response.json() as { error: { code: string; details: Record<string, string[]> } }).error;
  expect(error.code).toBe('ERROR_TRADE_ACTION_NOT_ALLOWED');
  if (guard) expect(error.details.guard).toEqual([guard]);
}

describe('POST /rest/v1/trade/{id}/paid', () => {
  it('lets the buyer mark paid once, sets the dispute time, and refuses everyone else', async () => {
    const trade = await startTestTrade(ctx.app);
    await expectOutsidersRefused(trade.tradeHash, 'paid');
    expectNotAllowed(await trade.seller.client.post(url(trade.tradeHash, 'paid')));
    expectHidden(await moderator.client.post(url(trade.tradeHash, 'paid')));
    const response = await trade.buyer.client.post(url(trade.tradeHash, 'paid'));
    expect(response.statusCode).toBe(200);
    const view = response.json().data;
    expect(view).toMatchObject({ status: 'paid', role: 'buyer', actions: ['cancel'] });
    const paid = await row(trade.tradeHash);
    expect(paid.disputeAvailableAt!.getTime() - paid.paidAt!.getTime()).toBe(30 * 60_000);
    expect(view.dispute).toMatchObject({
      available: false,
      availableAt: paid.disputeAvailableAt!.toISOString(),
    });
    const again = await trade.buyer.client.post(url(trade.tradeHash, 'paid'));
    expect(again.statusCode).toBe(200);
    expect((await row(trade.tradeHash)).paidAt).toEqual(paid.paidAt);
  });

  it('waits for the requirements before marking paid', async () => {
    const trade = await startTestTrade(ctx.app, { paymentGroup: 1 });
    expectNotAllowed(await trade.buyer.client.post(url(trade.tradeHash, 'paid')), 'requirementsMet');
    const { id } = await row(trade.tradeHash);
    await ctx.database.db
      .update(tradeRequirements)
      .set({ status: 'UPLOADED' })
      .where(eq(tradeRequirements.tradeId, id));
    expect((await trade.buyer.client.post(url(trade.tradeHash, 'paid'))).statusCode).toBe(200);
  });

  it('refuses to mark paid after the payment window ended', async () => {
    const trade = await startTestTrade(ctx.app);
    await ctx.database.db
      .update(trades)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(trades.hash, trade.tradeHash));
    expectNotAllowed(await trade.buyer.client.post(url(trade.tradeHash, 'paid')), 'windowOpen');
  });
});

describe('POST /rest/v1/trade/{id}/release', () => {
  it('lets the seller release the amount to the buyer and the fee to the platform, once', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'paid' });
    await expectOutsidersRefused(trade.tradeHash, 'release', {});
    expectNotAllowed(await trade.buyer.client.post(url(trade.tradeHash, 'release'), {}));
    expectHidden(await moderator.client.post(url(trade.tradeHash, 'release'), {}));
    const response = await trade.seller.client.post(url(trade.tradeHash, 'release'), {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'released', tradeCompleted: true, role: 'seller' });
    const released = await row(trade.tradeHash);
    expect(released.completedAt).not.toBeNull();
    expect(await balanceOf(ctx.database.db, trade.buyer.id, 'BTC')).toBe(released.cryptoAmount);
    expect(await balanceOf(ctx.database.db, trade.seller.id, 'BTC', 'escrow')).toBe(0n);
    expect(await balanceOf(ctx.database.db, trade.seller.id, 'BTC')).toBe(
      10n ** 9n - released.cryptoAmount - released.fee,
    );
    expect((await trade.seller.client.post(url(trade.tradeHash, 'release'), {})).statusCode).toBe(200);
    expect(await balanceOf(ctx.database.db, trade.buyer.id, 'BTC')).toBe(released.cryptoAmount);
  });

  it('refuses to release before paid', async () => {
    const trade = await startTestTrade(ctx.app);
    expectNotAllowed(await trade.seller.client.post(url(trade.tradeHash, 'release'), {}));
  });

  it("asks for the seller's second factor when they turned it on for release", async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'paid' });
    const setup = await trade.seller.client.post(`${TWO_FACTOR}/setup`, { method: 'ga' });
    const secret = setup.json().data.secret as string;
    expect(
      (await trade.seller.client.post(`${TWO_FACTOR}/confirm`, { code: await totpCode(secret) })).statusCode,
    ).toBe(200);
    expect((await trade.view(trade.seller)).releaseRequiresSecondFactor).toBe(true);
    const missing = await trade.seller.client.post(url(trade.tradeHash, 'release'), {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.details).toHaveProperty('two_factor_code');
    const wrong = await trade.seller.client.post(url(trade.tradeHash, 'release'), {
      two_factor_code: '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect((await row(trade.tradeHash)).status).toBe('paid');
    const code = await freshTotp(ctx.database.db, trade.seller.id, secret);
    const released = await trade.seller.client.post(url(trade.tradeHash, 'release'), {
      two_factor_code: code,
    });
    expect(released.statusCode).toBe(200);
    expect(released.json().data.status).toBe('released');
  });
});

describe('POST /rest/v1/trade/{id}/cancel', () => {
  it('lets the buyer cancel a funded trade and gives the escrow back to the seller', async () => {
    const trade = await startTestTrade(ctx.app);
    await expectOutsidersRefused(trade.tradeHash, 'cancel');
    expectNotAllowed(await trade.seller.client.post(url(trade.tradeHash, 'cancel')));
    expectHidden(await moderator.client.post(url(trade.tradeHash, 'cancel')));
    const response = await trade.buyer.client.post(url(trade.tradeHash, 'cancel'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('cancelled_buyer');
    expect((await row(trade.tradeHash)).cancelledAt).not.toBeNull();
    expect(await balanceOf(ctx.database.db, trade.seller.id, 'BTC')).toBe(10n ** 9n);
    expect(await balanceOf(ctx.database.db, trade.seller.id, 'BTC', 'escrow')).toBe(0n);
    expect((await trade.buyer.client.post(url(trade.tradeHash, 'cancel'))).statusCode).toBe(200);
    expect(await balanceOf(ctx.database.db, trade.seller.id, 'BTC')).toBe(10n ** 9n);
  });

  it('lets the buyer cancel after paid and in a dispute', async () => {
    for (const advanceTo of ['paid', 'dispute_open'] as const) {
      const trade = await startTestTrade(ctx.app, { advanceTo });
      expectNotAllowed(await trade.seller.client.post(url(trade.tradeHash, 'cancel')));
      expect((await trade.buyer.client.post(url(trade.tradeHash, 'cancel'))).json().data.status).toBe(
        'cancelled_buyer',
      );
      expect(await balanceOf(ctx.database.db, trade.seller.id, 'BTC')).toBe(10n ** 9n);
    }
  });

  it('lets either party cancel a trade that was never funded', async () => {
    for (const who of ['buyer', 'seller'] as const) {
      const trade = await startTestTrade(ctx.app, { offer: { flowType: 'lite' } });
      const response = await trade[who].client.post(url(trade.tradeHash, 'cancel'));
      expect(response.json().data.status).toBe(`cancelled_${who}`);
    }
  });

  it('refuses to cancel a released trade', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'released' });
    expectNotAllowed(await trade.buyer.client.post(url(trade.tradeHash, 'cancel')));
  });
});

describe('POST /rest/v1/trade/{id}/dispute', () => {
  const body = { dispute_reason_id: 'obvious_scam', dispute_reason_text: 'No payment arrived.' };

  it('opens a dispute once it is available, with the reason', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'paid' });
    await expectOutsidersRefused(trade.tradeHash, 'dispute', body);
    const early = await trade.seller.client.post(url(trade.tradeHash, 'dispute'), body);
    expectNotAllowed(early, 'disputeAvailable');
    expect(early.json().error.details.availableAt).toHaveLength(1);
    await makeDisputeAvailable(trade.tradeHash);
    expect((await trade.view(trade.seller)).dispute.available).toBe(true);
    expectHidden(await moderator.client.post(url(trade.tradeHash, 'dispute'), body));
    const response = await trade.seller.client.post(url(trade.tradeHash, 'dispute'), body);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.dispute).toMatchObject({
      openedBy: trade.seller.username,
      reasonId: 'obvious_scam',
      reasonText: 'No payment arrived.',
    });
    expect(response.json().data.status).toBe('dispute_open');
  });

  it('refuses bad reasons and a dispute before paid', async () => {
    const trade = await startTestTrade(ctx.app);
    for (const bad of [
      { dispute_reason_id: 'bored', dispute_reason_text: 'x' },
      { dispute_reason_id: 'other', dispute_reason_text: '' },
      { dispute_reason_id: 'other' },
      {},
    ]) {
      const response = await trade.buyer.client.post(url(trade.tradeHash, 'dispute'), bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('ERROR_INPUT_VALIDATION');
    }
    expectNotAllowed(await trade.buyer.client.post(url(trade.tradeHash, 'dispute'), body));
  });

  it('lets the seller still release during a dispute', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'dispute_open' });
    expect((await trade.view(trade.seller)).actions).toEqual(['release']);
    expect((await trade.seller.client.post(url(trade.tradeHash, 'release'), {})).json().data.status).toBe(
      'released',
    );
  });
});

describe('POST /rest/v1/trade/{id}/fund', () => {
  it('lets the seller fund a deferred-escrow trade, which starts its payment window', async () => {
    const trade = await startTestTrade(ctx.app, { offer: { flowType: 'lite', paymentWindowMinutes: 45 } });
    await expectOutsidersRefused(trade.tradeHash, 'fund');
    expectNotAllowed(await trade.buyer.client.post(url(trade.tradeHash, 'fund')));
    expectHidden(await moderator.client.post(url(trade.tradeHash, 'fund')));
    const response = await trade.seller.client.post(url(trade.tradeHash, 'fund'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('active_funded');
    const funded = await row(trade.tradeHash);
    expect(funded.expiresAt.getTime() - funded.fundedAt!.getTime()).toBe(45 * 60_000);
    expect(await balanceOf(ctx.database.db, trade.seller.id, 'BTC', 'escrow')).toBe(
      funded.cryptoAmount + funded.fee,
    );
    expect((await trade.seller.client.post(url(trade.tradeHash, 'fund'))).statusCode).toBe(200);
    expect(await balanceOf(ctx.database.db, trade.seller.id, 'BTC', 'escrow')).toBe(
      funded.cryptoAmount + funded.fee,
    );
  });

  it('flags the trade when funding fails for want of balance, and clears the flag once funded', async () => {
    const trade = await startTestTrade(ctx.app, { offer: { flowType: 'lite' }, sellerBalance: 1_000n });
    const failed = await trade.seller.client.post(url(trade.tradeHash, 'fund'));
    expect(failed.statusCode).toBe(422);
    expect(failed.json().error.details.kind).toEqual(['LowBalance']);
    expect(await trade.view(trade.seller)).toMatchObject({ status: 'not_funded', isStatusChangeError: true });
    await fund(ctx.database.db, trade.seller.id, 'BTC', 10n ** 8n);
    expect((await trade.seller.client.post(url(trade.tradeHash, 'fund'))).statusCode).toBe(200);
    expect(await trade.view(trade.seller)).toMatchObject({
      status: 'active_funded',
      isStatusChangeError: false,
    });
  });

  it('refuses to fund after the funding window ended', async () => {
    const trade = await startTestTrade(ctx.app, { offer: { flowType: 'lite' } });
    await ctx.database.db
      .update(trades)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(trades.hash, trade.tradeHash));
    expectNotAllowed(await trade.seller.client.post(url(trade.tradeHash, 'fund')), 'windowOpen');
  });
});

describe('performTradeAction: the moderator awards a dispute', () => {
  const caller = () => ({ userId: moderator.id, role: 'moderator' as const });

  it('awards the escrow to the buyer (completed) or back to the seller', async () => {
    const toBuyer = await startTestTrade(ctx.app, { advanceTo: 'dispute_open' });
    expect((await toBuyer.view(moderator)).actions).toEqual(['award_buyer', 'award_seller']);
    const won = await performTradeAction(ctx.database.db, {
      hash: toBuyer.tradeHash,
      action: 'award_buyer',
      actor: caller(),
      disputeDelayMinutes: 30,
    });
    expect(won.changed).toBe(true);
    expect(won.trade).toMatchObject({ status: 'dispute_won_buyer', disputeModeratorId: moderator.id });
    expect(won.trade.completedAt).not.toBeNull();
    expect(await balanceOf(ctx.database.db, toBuyer.buyer.id, 'BTC')).toBe(won.trade.cryptoAmount);
    const repeat = await performTradeAction(ctx.database.db, {
      hash: toBuyer.tradeHash,
      action: 'award_buyer',
      actor: caller(),
      disputeDelayMinutes: 30,
    });
    expect(repeat.changed).toBe(false);

    const toSeller = await startTestTrade(ctx.app, { advanceTo: 'dispute_open' });
    const lost = await performTradeAction(ctx.database.db, {
      hash: toSeller.tradeHash,
      action: 'award_seller',
      actor: caller(),
      disputeDelayMinutes: 30,
    });
    expect(lost.trade.status).toBe('dispute_won_seller');
    expect(await balanceOf(ctx.database.db, toSeller.seller.id, 'BTC')).toBe(10n ** 9n);
  });

  it('refuses awards outside a dispute, by a party, or by a non-staff stranger', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'paid' });
    // A trade that never was in dispute is not the moderator's to see, let alone award.
    await expect(
      performTradeAction(ctx.database.db, {
        hash: trade.tradeHash,
        action: 'award_buyer',
        actor: caller(),
        disputeDelayMinutes: 30,
      }),
    ).rejects.toMatchObject({ code: 'ERROR_NOT_FOUND' });
    await makeDisputeAvailable(trade.tradeHash);
    expect(
      (
        await trade.buyer.client.post(url(trade.tradeHash, 'dispute'), {
          dispute_reason_id: 'other',
          dispute_reason_text: 'x',
        })
      ).statusCode,
    ).toBe(200);
    await expect(
      performTradeAction(ctx.database.db, {
        hash: trade.tradeHash,
        action: 'award_buyer',
        actor: { userId: trade.buyer.id, role: 'user' },
        disputeDelayMinutes: 30,
      }),
    ).rejects.toMatchObject({ code: 'ERROR_TRADE_ACTION_NOT_ALLOWED' });
    await expect(
      performTradeAction(ctx.database.db, {
        hash: trade.tradeHash,
        action: 'award_buyer',
        actor: { userId: stranger.id, role: 'user' },
        disputeDelayMinutes: 30,
      }),
    ).rejects.toMatchObject({ code: 'ERROR_NOT_FOUND' });
  });
});

describe('every transition', () => {
  it('appends a system message and records trade.status for both parties', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'released' });
    const { id } = await row(trade.tradeHash);
    const messages = (await ctx.database.db.execute(
      sql`select payload->>'status' as status from trade_messages where trade_id = ${id} and kind = 'system' order by id`,
    )) as unknown as { rows: { status: string }[] };
    expect(messages.rows.map((message) => message.status)).toEqual(['active_funded', 'paid', 'released']);
    const events = (await ctx.database.db.execute(
      sql`select user_id, payload->>'status' as status from user_events
          where trade_hash = ${trade.tradeHash} and type = 'trade.status' order by id`,
    )) as unknown as { rows: { user_id: number; status: string }[] };
    expect(events.rows).toHaveLength(4);
    expect(new Set(events.rows.map((event) => Number(event.user_id)))).toEqual(
      new Set([trade.buyer.id, trade.seller.id]),
    );
  });
});
