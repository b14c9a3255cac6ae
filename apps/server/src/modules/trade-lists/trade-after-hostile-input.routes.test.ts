import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, tradeMessages, trades } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { insertEscrowedTrade, insertTrade, registerModerator, tradeParties } from './trade-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Refused as bad input on the named field: 400, never a database error. */
function expectFieldError(response: { statusCode: number; body: string }, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const { error } = JSON.parse(response.body);
  expect(error.code).toBe('ERROR_INPUT_VALIDATION');
  expect(error.details).toHaveProperty(field);
}

const NUL = 'fine\u0000print';
const OVERRIDE = 'send \u202e001';

describe('after-trade bodies with control characters', () => {
  it('refuses them in feedback, replies and chargeback reports', async () => {
    const { seller, buyer } = await tradeParties(ctx);
    const { trade } = await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
    });
    for (const message of [NUL, OVERRIDE])
      expectFieldError(
        await buyer.client.post(`/rest/v1/feedback/${trade.hash}/give`, { rating: 'positive', message }),
        'message',
      );
    // Line breaks stay allowed in a review.
    const given = await buyer.client.post(`/rest/v1/feedback/${trade.hash}/give`, {
      rating: 'positive',
      message: 'Quick.\nWould trade again.',
    });
    expect(given.statusCode, given.body).toBe(200);
    expectFieldError(
      await seller.client.post(`/rest/v1/feedback/${trade.hash}/reply`, { reply: NUL }),
      'reply',
    );

    const report = {
      id_hashed: trade.hash,
      chargeback_date: '2026-01-20',
      chargeback_amount: '95.00',
      description: 'The bank reversed the transfer',
    };
    expectFieldError(
      await seller.client.post('/rest/v1/user-reports/chargeback', {
        ...report,
        description: `${NUL} again`,
      }),
      'description',
    );
    expectFieldError(
      await seller.client.post('/rest/v1/user-reports/chargeback', { ...report, payment_reference: NUL }),
      'payment_reference',
    );
    expectFieldError(
      await seller.client.post('/rest/v1/user-reports/chargeback', {
        ...report,
        chargeback_amount: '1e999',
      }),
      'chargeback_amount',
    );
    // Nothing was stored by the refused reports: the valid one is the first.
    expect((await seller.client.post('/rest/v1/user-reports/chargeback', report)).statusCode).toBe(201);
  });

  it('refuses them in moderator messages and award notes, and moves no money', async () => {
    const { seller, buyer } = await tradeParties(ctx);
    const moderator = await registerModerator(ctx);
    const { trade } = await insertEscrowedTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'dispute_open',
      disputed: { openedBy: buyer.user.id },
    });
    const base = `/rest/v1/admin/disputes/${trade.hash}`;
    expectFieldError(await moderator.client.post(`${base}/messages`, { text: NUL }), 'text');
    expectFieldError(await moderator.client.post(`${base}/award`, { winner: 'buyer', note: NUL }), 'note');
    const [row] = await ctx.database.db.select().from(trades).where(eq(trades.id, trade.id));
    expect(row!.status).toBe('dispute_open');
    const messages = await ctx.database.db
      .select()
      .from(tradeMessages)
      .where(eq(tradeMessages.tradeId, trade.id));
    expect(messages).toEqual([]);
  });
});

describe('a moderator who is a party of the disputed trade', () => {
  it('cannot read, write into or award that dispute (403), and the escrow stays', async () => {
    const { seller } = await tradeParties(ctx);
    const partyModerator = await registerModerator(ctx);
    const other = await registerModerator(ctx);
    const { trade } = await insertEscrowedTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: partyModerator.user.id,
      status: 'dispute_open',
      disputed: { openedBy: partyModerator.user.id },
    });
    const base = `/rest/v1/admin/disputes/${trade.hash}`;
    const detail = await partyModerator.client.get(base);
    expect(detail.statusCode, detail.body).toBe(403);
    expect(detail.json().error.code).toBe('ERROR_STAFF_OWN_OBJECT');
    expect((await partyModerator.client.post(`${base}/messages`, { text: 'I win' })).statusCode).toBe(403);
    const award = await partyModerator.client.post(`${base}/award`, { winner: 'buyer', note: 'Mine' });
    expect(award.statusCode, award.body).toBe(403);

    const db = ctx.database.db;
    const [row] = await db.select().from(trades).where(eq(trades.id, trade.id));
    expect(row!.status).toBe('dispute_open');
    expect(await db.select().from(tradeMessages).where(eq(tradeMessages.tradeId, trade.id))).toEqual([]);
    const audits = await db.select().from(auditLog).where(eq(auditLog.actorId, partyModerator.user.id));
    expect(audits).toEqual([]);

    // Another moderator handles it.
    expect((await other.client.get(base)).statusCode).toBe(200);
    const settled = await other.client.post(`${base}/award`, { winner: 'seller', note: 'No payment proof' });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().data.status).toBe('dispute_won_seller');
  });
});
