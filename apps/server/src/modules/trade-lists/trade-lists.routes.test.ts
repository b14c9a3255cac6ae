import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ActiveTrades, TradeListItem } from '@p2p/shared';
import { users } from '../../db/schema.js';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { insertTrade, registerModerator, tradeParties } from './trade-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const guest = () => new TestClient(ctx.app);
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('GET /rest/v1/trade/active', () => {
  it("lists the caller's open trades on both sides and flags those needing them", async () => {
    const { seller, buyer, stranger } = await tradeParties(ctx);
    const db = ctx.database.db;
    const paid = await insertTrade(db, { sellerId: seller.user.id, buyerId: buyer.user.id, status: 'paid' });
    const funded = await insertTrade(db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'active_funded',
      expiresAt: minutesFromNow(25),
    });
    const expiring = await insertTrade(db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'active_funded',
      expiresAt: minutesFromNow(5),
    });
    // The seller buys in this one: it shows under buy for them.
    const reverse = await insertTrade(db, {
      sellerId: buyer.user.id,
      buyerId: seller.user.id,
      status: 'not_funded',
      vendor: 'buyer',
    });
    await insertTrade(db, { sellerId: seller.user.id, buyerId: buyer.user.id, status: 'released' });

    const response = await seller.client.get('/rest/v1/trade/active');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as ActiveTrades;
    expect(data.trades.map((trade) => trade.tradeHash).sort()).toEqual(
      [paid.trade.hash, funded.trade.hash, expiring.trade.hash, reverse.trade.hash].sort(),
    );
    expect(data.counts).toEqual({ buy: 1, sell: 3 });
    const alarms = Object.fromEntries(data.alarmedTrades.map((trade) => [trade.tradeHash, trade.alarm]));
    expect(alarms).toEqual({ [paid.trade.hash]: 'waiting_release', [expiring.trade.hash]: 'expiring_soon' });
    const paidItem = data.trades.find((trade) => trade.tradeHash === paid.trade.hash)!;
    expect(paidItem).toMatchObject({
      type: 'sell',
      isVendor: true,
      partner: { username: buyer.user.username },
      cryptoCurrencyCode: 'BTC',
      cryptoAmount: '0.00100000',
      fee: '0.00001000',
      fiatCurrencyCode: 'USD',
      fiatAmount: '95.00',
      fiatPricePerCrypto: '95000.00',
      paymentMethod: { id: 62, slug: 'paypal' },
    });

    // The buyer is waiting on nobody but the seller: nothing alarms them except the window.
    const buyerView = (await buyer.client.get('/rest/v1/trade/active')).json().data as ActiveTrades;
    expect(buyerView.counts).toEqual({ buy: 3, sell: 1 });
    expect(
      Object.fromEntries(buyerView.alarmedTrades.map((trade) => [trade.tradeHash, trade.alarm])),
    ).toEqual({
      [expiring.trade.hash]: 'expiring_soon',
      [reverse.trade.hash]: 'waiting_funding',
    });

    const strangerView = (await stranger.client.get('/rest/v1/trade/active')).json().data as ActiveTrades;
    expect(strangerView).toEqual({ trades: [], alarmedTrades: [], counts: { buy: 0, sell: 0 } });
    expect((await guest().get('/rest/v1/trade/active')).statusCode).toBe(401);
  });
});

describe('GET /rest/v1/trade/recent and /history', () => {
  it('pages every trade newest first, and filters finished ones by status and side', async () => {
    const { seller, buyer, stranger } = await tradeParties(ctx);
    const db = ctx.database.db;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    const parties = { sellerId: seller.user.id, buyerId: buyer.user.id };
    const released = await insertTrade(db, { ...parties, status: 'released', startedAt: at(1) });
    const cancelled = await insertTrade(db, { ...parties, status: 'cancelled_buyer', startedAt: at(2) });
    const system = await insertTrade(db, { ...parties, status: 'cancelled_system', startedAt: at(3) });
    const expired = await insertTrade(db, { ...parties, status: 'expired', startedAt: at(4) });
    const wonBuyer = await insertTrade(db, {
      ...parties,
      status: 'dispute_won_buyer',
      startedAt: at(5),
      disputed: { openedBy: buyer.user.id },
    });
    const wonSeller = await insertTrade(db, {
      ...parties,
      status: 'dispute_won_seller',
      startedAt: at(6),
      disputed: { openedBy: seller.user.id },
    });
    const open = await insertTrade(db, { ...parties, status: 'paid', startedAt: at(7) });
    const bought = await insertTrade(db, {
      sellerId: buyer.user.id,
      buyerId: seller.user.id,
      status: 'released',
      startedAt: at(8),
      vendor: 'buyer',
    });

    const recent = (await seller.client.get('/rest/v1/trade/recent')).json();
    expect(recent.data.map((item: TradeListItem) => item.tradeHash)).toEqual(
      [bought, open, wonSeller, wonBuyer, expired, system, cancelled, released].map((t) => t.trade.hash),
    );
    expect(recent.meta).toEqual({ total: 8, currentPage: 1, perPage: 10, lastPage: 1 });

    const history = async (client: TestClient, query: string) => {
      const response = await client.get(`/rest/v1/trade/history?${query}`);
      expect(response.statusCode, query).toBe(200);
      return (response.json().data as TradeListItem[]).map((item) => item.tradeHash);
    };
    const hashes = (...rows: { trade: { hash: string } }[]) => rows.map((row) => row.trade.hash);
    expect(await history(seller.client, 'status=all')).toEqual(
      hashes(bought, wonSeller, wonBuyer, expired, system, cancelled, released),
    );
    expect(await history(seller.client, 'status=released')).toEqual(hashes(bought, released));
    expect(await history(seller.client, 'status=released&type=sell')).toEqual(hashes(released));
    expect(await history(seller.client, 'status=released&type=buy')).toEqual(hashes(bought));
    expect(await history(seller.client, 'status=cancelled')).toEqual(hashes(system, cancelled));
    expect(await history(seller.client, 'status=expired')).toEqual(hashes(expired));
    expect(await history(seller.client, 'status=disputed')).toEqual(hashes(wonSeller, wonBuyer));
    expect(await history(seller.client, 'status=dispute_won')).toEqual(hashes(wonSeller));
    expect(await history(seller.client, 'status=dispute_lost')).toEqual(hashes(wonBuyer));
    expect(await history(buyer.client, 'status=dispute_won')).toEqual(hashes(wonBuyer));
    expect(await history(stranger.client, 'status=all')).toEqual([]);

    const bad = await seller.client.get('/rest/v1/trade/history?status=won');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('ERROR_INPUT_VALIDATION');
    expect((await seller.client.get('/rest/v1/trade/history?page=0')).statusCode).toBe(400);
    expect((await guest().get('/rest/v1/trade/history')).statusCode).toBe(401);
    expect((await guest().get('/rest/v1/trade/recent')).statusCode).toBe(401);
  });

  it('pages the history 10 at a time', async () => {
    const { seller, buyer } = await tradeParties(ctx);
    for (let index = 0; index < 11; index += 1)
      await insertTrade(ctx.database.db, {
        sellerId: seller.user.id,
        buyerId: buyer.user.id,
        status: 'released',
      });
    const first = (await buyer.client.get('/rest/v1/trade/history')).json();
    expect(first.data).toHaveLength(10);
    expect(first.meta).toEqual({ total: 11, currentPage: 1, perPage: 10, lastPage: 2 });
    const second = (await buyer.client.get('/rest/v1/trade/history?page=2')).json();
    expect(second.data).toHaveLength(1);
  });
});

describe('GET /rest/v1/trade/history/export', () => {
  it('exports CSV rows with formula-looking cells neutralised', async () => {
    const { seller, buyer } = await tradeParties(ctx);
    await ctx.database.db.update(users).set({ username: '=cmd_1' }).where(eq(users.id, buyer.user.id));
    const { trade } = await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
    });
    await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'expired',
    });
    const response = await seller.client.get('/rest/v1/trade/history/export?format=csv&status=released');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="trade-history-.*\.csv"/);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.split(',')[0]).toBe('Trade');
    const cells = lines[1]!.split(',');
    // A hash is random base64url: one that starts with '-' is neutralised like any formula-looking cell.
    expect(cells[0]).toBe(trade.hash.startsWith('-') ? `'${trade.hash}` : trade.hash);
    expect(cells[4]).toBe('released');
    expect(cells[5]).toBe("'=cmd_1");
    expect(cells[7]).toBe('0.00100000');
    expect(cells[10]).toBe('95.00');
  });

  it('exports XLSX as a zip holding the sheet, and PDF', async () => {
    const { seller, buyer } = await tradeParties(ctx);
    await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
    });
    const xlsx = await seller.client.get('/rest/v1/trade/history/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const zip = xlsx.rawPayload;
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
    const pdf = await seller.client.get('/rest/v1/trade/history/export?format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await seller.client.get('/rest/v1/trade/history/export?format=doc')).statusCode).toBe(400);
    expect((await guest().get('/rest/v1/trade/history/export?format=csv')).statusCode).toBe(401);
  });
});

describe('GET /rest/v1/trade/receipt/{invoiceUUID}', () => {
  it('shows a completed trade to anyone, without private data', async () => {
    const { seller, buyer } = await tradeParties(ctx);
    const { trade } = await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
    });
    const response = await guest().get(`/rest/v1/trade/receipt/${trade.invoiceUuid}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      invoiceUuid: trade.invoiceUuid,
      status: 'released',
      buyer: { username: buyer.user.username },
      seller: { username: seller.user.username },
      cryptoAmount: '0.00100000',
      fiatAmount: '95.00',
      fiatCurrencyCode: 'USD',
      paymentMethodName: expect.any(String),
    });
    expect(JSON.stringify(data)).not.toContain('IBAN');
    expect(JSON.stringify(data)).not.toContain(trade.hash);
  });

  it('is 404 for trades that did not complete, unknown ids, and 400 for a malformed id', async () => {
    const { seller, buyer } = await tradeParties(ctx);
    const { trade } = await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'cancelled_buyer',
    });
    expect((await buyer.client.get(`/rest/v1/trade/receipt/${trade.invoiceUuid}`)).statusCode).toBe(404);
    expect(
      (await guest().get('/rest/v1/trade/receipt/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await guest().get('/rest/v1/trade/receipt/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /rest/v2/trade/{tradeHash} and /offer', () => {
  it('answers the parties, and 404 to strangers and moderators, 401 to guests', async () => {
    const { seller, buyer, stranger } = await tradeParties(ctx);
    const moderator = await registerModerator(ctx);
    await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
    });
    const { trade, offer } = await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'active_funded',
    });
    const summary = await seller.client.get(`/rest/v2/trade/${trade.hash}?timestamp=1700000000`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data).toMatchObject({
      tradeHash: trade.hash,
      status: 'active_funded',
      type: 'sell',
      isVendor: true,
      partner: { username: buyer.user.username, completedTrades: 1, feedback: { positive: 0, negative: 0 } },
    });
    const vendorOffer = await seller.client.get(`/rest/v2/trade/${trade.hash}/offer?timestamp=42`);
    expect(vendorOffer.json().data).toMatchObject({
      offerHash: offer.hash,
      type: 'sell',
      ownerUsername: seller.user.username,
      tradeDetails: 'IBAN DE00 1234',
      timestamp: 42,
    });
    const takerOffer = await buyer.client.get(`/rest/v2/trade/${trade.hash}/offer`);
    expect(takerOffer.json().data).toMatchObject({
      offerHash: offer.hash,
      tradeDetails: '',
      timestamp: null,
    });
    for (const path of [`/rest/v2/trade/${trade.hash}`, `/rest/v2/trade/${trade.hash}/offer`]) {
      expect((await stranger.client.get(path)).statusCode).toBe(404);
      expect((await moderator.client.get(path)).statusCode).toBe(404);
      expect((await guest().get(path)).statusCode).toBe(401);
    }
    expect((await seller.client.get(`/rest/v2/trade/${trade.hash}?timestamp=soon`)).statusCode).toBe(400);
  });
});

describe('POST /rest/v1/user-reports/chargeback', () => {
  const body = (hash: string) => ({
    id_hashed: hash,
    chargeback_date: '2026-01-20',
    chargeback_amount: '95.00',
    description: 'The bank reversed the transfer',
  });

  it('takes a report from the seller of a completed trade, once', async () => {
    const { seller, buyer } = await tradeParties(ctx);
    const { trade } = await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
    });
    const response = await seller.client.post('/rest/v1/user-reports/chargeback', body(trade.hash));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ tradeHash: trade.hash, status: 'Pending' });
    const again = await seller.client.post('/rest/v1/user-reports/chargeback', body(trade.hash));
    expect(again.statusCode).toBe(409);
    const mine = (await seller.client.get('/rest/v1/user-reports/chargeback')).json().data;
    expect(mine).toEqual([expect.objectContaining({ tradeHash: trade.hash, status: 'Pending' })]);
    expect((await buyer.client.get('/rest/v1/user-reports/chargeback')).json().data).toEqual([]);
  });

  it('tells anyone else to contact support, whatever the reason', async () => {
    const { seller, buyer, stranger } = await tradeParties(ctx);
    const completed = await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
    });
    const open = await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'paid',
    });
    for (const [client, hash] of [
      [buyer.client, completed.trade.hash],
      [stranger.client, completed.trade.hash],
      [seller.client, open.trade.hash],
      [seller.client, 'nosuchtrade'],
    ] as const) {
      const response = await client.post('/rest/v1/user-reports/chargeback', body(hash));
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('ERROR_CHARGEBACK_IDENTITY');
    }
    const bad = await seller.client.post('/rest/v1/user-reports/chargeback', {
      ...body(completed.trade.hash),
      chargeback_amount: 'lots',
      description: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details).sort()).toEqual(['chargeback_amount', 'description']);
    expect(
      (await guest().post('/rest/v1/user-reports/chargeback', body(completed.trade.hash))).statusCode,
    ).toBe(401);
  });
});
