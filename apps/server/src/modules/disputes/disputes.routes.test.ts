import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DisputeDetail, DisputeListItem } from '@p2p/shared';
import { auditLog, tradeAttachments, userEvents, users } from '../../db/schema.js';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { balanceOf } from '../../test/ledger.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { disputeWatchers } from '../realtime/trade-watchers.js';
import { appendTradeMessage } from '../trade-chat/trade-messages.repository.js';
import {
  insertEscrowedTrade,
  insertTrade,
  registerModerator,
  tradeParties,
} from '../trade-lists/trade-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const guest = () => new TestClient(ctx.app);

async function disputedTrade(status: 'dispute_open' | 'released' = 'dispute_open') {
  const parties = await tradeParties(ctx);
  const { trade } = await insertEscrowedTrade(ctx.database.db, {
    sellerId: parties.seller.user.id,
    buyerId: parties.buyer.user.id,
    status,
    disputed: { openedBy: parties.buyer.user.id, reason: 'obvious_scam', text: 'Fake receipt' },
  });
  return { ...parties, trade };
}

describe('the disputes console: who may use it', () => {
  it('is 401 for guests and 403 for signed-in users who are not staff, parties included', async () => {
    const { buyer, stranger, trade } = await disputedTrade();
    const paths = ['/rest/v1/admin/disputes', `/rest/v1/admin/disputes/${trade.hash}`];
    for (const path of paths) {
      expect((await guest().get(path)).statusCode).toBe(401);
      expect((await stranger.client.get(path)).statusCode).toBe(403);
      expect((await buyer.client.get(path)).statusCode).toBe(403);
    }
    const message = await buyer.client.post(`/rest/v1/admin/disputes/${trade.hash}/messages`, { text: 'hi' });
    expect(message.statusCode).toBe(403);
    const award = await buyer.client.post(`/rest/v1/admin/disputes/${trade.hash}/award`, {
      winner: 'buyer',
      note: 'me',
    });
    expect(award.statusCode).toBe(403);
  });
});

describe('GET /rest/v1/admin/disputes and /{hash}', () => {
  it('lists open disputes first, oldest first, then settled ones', async () => {
    const moderator = await registerModerator(ctx, 'supermoderator');
    const first = await disputedTrade();
    const second = await disputedTrade();
    const settled = await disputedTrade('released');
    const response = await moderator.client.get('/rest/v1/admin/disputes?status=all');
    expect(response.statusCode).toBe(200);
    const hashes = (response.json().data as DisputeListItem[]).map((item) => item.tradeHash);
    const ours = hashes.filter((hash) => [first, second, settled].some((d) => d.trade.hash === hash));
    expect(ours).toEqual([first.trade.hash, second.trade.hash, settled.trade.hash]);
    const open = (await moderator.client.get('/rest/v1/admin/disputes')).json().data as DisputeListItem[];
    expect(open.every((item) => item.status === 'dispute_open')).toBe(true);
    expect(open.find((item) => item.tradeHash === first.trade.hash)).toMatchObject({
      reason: 'obvious_scam',
      reasonText: 'Fake receipt',
      openedBy: first.buyer.user.username,
      buyer: { username: first.buyer.user.username },
      seller: { username: first.seller.user.username },
      cryptoAmount: '0.00100000',
      moderator: null,
    });
    const closed = (await moderator.client.get('/rest/v1/admin/disputes?status=settled')).json().data;
    expect(closed.map((item: DisputeListItem) => item.tradeHash)).toContain(settled.trade.hash);
    expect((await moderator.client.get('/rest/v1/admin/disputes?status=nope')).statusCode).toBe(400);
  });

  it('shows the trade, the parties, the reason, the chat and the uploads', async () => {
    const moderator = await registerModerator(ctx);
    const { buyer, trade } = await disputedTrade();
    await appendTradeMessage(ctx.database.db, {
      tradeId: trade.id,
      authorId: buyer.user.id,
      kind: 'text',
      body: 'I paid',
    });
    await ctx.database.db.insert(tradeAttachments).values({
      tradeId: trade.id,
      uploaderId: buyer.user.id,
      storageKey: `trade/${trade.hash}/receipt`,
      mimetype: 'image/png',
      sizeBytes: 1234,
      sha256: 'a'.repeat(64),
      originalName: 'receipt.png',
    });
    const response = await moderator.client.get(`/rest/v1/admin/disputes/${trade.hash}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as DisputeDetail;
    expect(data).toMatchObject({
      tradeHash: trade.hash,
      status: 'dispute_open',
      paymentDetails: 'IBAN DE00 1234',
      canAward: true,
      messages: [{ kind: 'text', author: buyer.user.username, body: 'I paid' }],
      uploads: [{ uploader: buyer.user.username, mimetype: 'image/png', originalName: 'receipt.png' }],
    });
    expect(data.uploads[0]!.url).toContain(trade.hash);
  });

  it("subscribes the moderator who opens the dispute to the trade's events", async () => {
    const moderator = await registerModerator(ctx);
    const { trade } = await disputedTrade();
    expect((await disputeWatchers(ctx.database.db, [trade.hash])).get(trade.hash)).toBeUndefined();
    expect((await moderator.client.get(`/rest/v1/admin/disputes/${trade.hash}`)).statusCode).toBe(200);
    expect((await disputeWatchers(ctx.database.db, [trade.hash])).get(trade.hash)).toEqual([
      moderator.user.id,
    ]);
    // Opening it again keeps one subscription.
    expect((await moderator.client.get(`/rest/v1/admin/disputes/${trade.hash}`)).statusCode).toBe(200);
    expect((await disputeWatchers(ctx.database.db, [trade.hash])).get(trade.hash)).toEqual([
      moderator.user.id,
    ]);
  });

  it('is 404 for a trade that was never disputed', async () => {
    const moderator = await registerModerator(ctx);
    const { seller, buyer } = await tradeParties(ctx);
    const { trade } = await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'paid',
    });
    expect((await moderator.client.get(`/rest/v1/admin/disputes/${trade.hash}`)).statusCode).toBe(404);
    expect((await moderator.client.get('/rest/v1/admin/disputes/nosuchtrade')).statusCode).toBe(404);
    const award = await moderator.client.post(`/rest/v1/admin/disputes/${trade.hash}/award`, {
      winner: 'buyer',
      note: 'x',
    });
    expect(award.statusCode).toBe(404);
  });
});

describe('POST /rest/v1/admin/disputes/{hash}/messages', () => {
  it('writes a moderator message into the chat and tells both parties', async () => {
    const moderator = await registerModerator(ctx);
    const { buyer, seller, trade } = await disputedTrade();
    const response = await moderator.client.post(`/rest/v1/admin/disputes/${trade.hash}/messages`, {
      text: 'Please upload the receipt',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      kind: 'moderator',
      author: moderator.user.username,
      body: 'Please upload the receipt',
    });
    for (const party of [buyer, seller]) {
      const events = await ctx.database.db
        .select()
        .from(userEvents)
        .where(and(eq(userEvents.userId, party.user.id), eq(userEvents.type, 'trade.message')));
      expect(events.map((event) => event.tradeHash)).toEqual([trade.hash]);
    }
    const empty = await moderator.client.post(`/rest/v1/admin/disputes/${trade.hash}/messages`, {
      text: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.text).toBeDefined();
  });

  it('is refused once the parties settled the dispute themselves', async () => {
    const moderator = await registerModerator(ctx);
    const { trade } = await disputedTrade('released');
    const response = await moderator.client.post(`/rest/v1/admin/disputes/${trade.hash}/messages`, {
      text: 'Hello',
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('POST /rest/v1/admin/disputes/{hash}/award', () => {
  it('releases the escrow to the buyer, audits it, and repeats idempotently', async () => {
    const moderator = await registerModerator(ctx, 'admin');
    const { buyer, seller, trade } = await disputedTrade();
    const db = ctx.database.db;
    const path = `/rest/v1/admin/disputes/${trade.hash}/award`;
    const body = { winner: 'buyer', note: 'The receipt is genuine' };
    const response = await moderator.client.post(path, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'dispute_won_buyer',
      moderator: moderator.user.username,
      canAward: false,
    });
    expect(await balanceOf(db, buyer.user.id, 'BTC')).toBe(trade.cryptoAmount);
    expect(await balanceOf(db, seller.user.id, 'BTC')).toBe(0n);
    expect(await balanceOf(db, seller.user.id, 'BTC', 'escrow')).toBe(0n);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'dispute.award_buyer'));
    expect(audits.filter((entry) => entry.details.tradeHash === trade.hash)).toEqual([
      expect.objectContaining({
        actorId: moderator.user.id,
        targetUserId: buyer.user.id,
        details: { tradeHash: trade.hash, winner: 'buyer', note: 'The receipt is genuine' },
      }),
    ]);
    const again = await moderator.client.post(path, body);
    expect(again.statusCode).toBe(200);
    expect(await balanceOf(db, buyer.user.id, 'BTC')).toBe(trade.cryptoAmount);
    const other = await moderator.client.post(path, { winner: 'seller', note: 'changed my mind' });
    expect(other.statusCode).toBe(409);
    const moreAudits = await db.select().from(auditLog).where(eq(auditLog.targetUserId, buyer.user.id));
    expect(moreAudits).toHaveLength(1);
  });

  it('refunds the seller when the seller wins, and refuses bad bodies', async () => {
    const moderator = await registerModerator(ctx);
    const { seller, trade } = await disputedTrade();
    const path = `/rest/v1/admin/disputes/${trade.hash}/award`;
    const bad = await moderator.client.post(path, { winner: 'nobody', note: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details).sort()).toEqual(['note', 'winner']);
    const response = await moderator.client.post(path, { winner: 'seller', note: 'No payment arrived' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('dispute_won_seller');
    expect(await balanceOf(ctx.database.db, seller.user.id, 'BTC')).toBe(trade.cryptoAmount + trade.fee);
  });

  it('lets exactly one of two racing awards win (PostgreSQL: real row locks), invariants intact', async () => {
    const [first, second] = await Promise.all([registerModerator(ctx), registerModerator(ctx)]);
    const { buyer, seller, trade } = await disputedTrade();
    const path = `/rest/v1/admin/disputes/${trade.hash}/award`;
    const answers = await Promise.all([
      first.client.post(path, { winner: 'buyer', note: 'paid' }),
      second.client.post(path, { winner: 'seller', note: 'not paid' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const db = ctx.database.db;
    const buyerGot = await balanceOf(db, buyer.user.id, 'BTC');
    const sellerGot = await balanceOf(db, seller.user.id, 'BTC');
    const buyerWon = buyerGot === trade.cryptoAmount && sellerGot === 0n;
    const sellerWon = buyerGot === 0n && sellerGot === trade.cryptoAmount + trade.fee;
    expect(buyerWon !== sellerWon).toBe(true);
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  it('refuses the award to a moderator who is a party of the trade', async () => {
    const { buyer, trade } = await disputedTrade();
    await ctx.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, buyer.user.id));
    const response = await buyer.client.post(`/rest/v1/admin/disputes/${trade.hash}/award`, {
      winner: 'buyer',
      note: 'I win',
    });
    // A party never moderates its own dispute: refused before the trades module is asked.
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('ERROR_STAFF_OWN_OBJECT');
    expect(await balanceOf(ctx.database.db, buyer.user.id, 'BTC')).toBe(0n);
  });
});
