import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { startTestTrade, type TestTrade } from '../../test/trades.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { runDemoAutopilot } from './demo-autopilot.js';

// A demo visitor sells play coins to a demo vendor who buys (decision 044): the escrow comes from the
// visitor's demo account, the vendor marks paid, the visitor releases; the real book is not touched.

let ctx: TestContext;
let realTrade: TestTrade;
let realBalancesBefore: string;

beforeAll(async () => {
  ctx = await createTestApp();
  // A real market with a real buy offer and an open trade on it, before any demo exists.
  realTrade = await startTestTrade(ctx.app, { offerType: 'buy', advanceTo: 'paid' });
  realBalancesBefore = await realBalances();
});
afterAll(async () => {
  const report = await verifyLedger(ctx.database.db);
  expect(report.invariants.filter((invariant) => invariant.violations.length > 0)).toEqual([]);
  expect(await realBalances()).toBe(realBalancesBefore);
  await ctx.close();
});

async function realBalances(): Promise<string> {
  const result = (await ctx.database.db.execute(
    sql`select id::text as id, kind, coin, balance::text as balance from ledger_accounts where book = 'real'
        and balance <> 0 order by id`,
  )) as unknown as { rows: unknown[] };
  return JSON.stringify(result.rows);
}

async function startDemo(locale = 'en'): Promise<{ client: TestClient; id: number }> {
  const client = new TestClient(ctx.app);
  const response = await client.post('/rest/v1/demo/start', { locale });
  expect(response.statusCode, response.body).toBe(201);
  return { client, id: (response.json() as { data: { id: number } }).data.id };
}

/** The listing of offers the viewer can sell a coin to (the vendors buy). */
async function buyOffers(client: TestClient, coin = 'BTC') {
  const response = await client.get(`/rest/v1/offers?type=sell&crypto_currency_code=${coin}&limit=100`);
  expect(response.statusCode).toBe(200);
  return (
    response.json() as {
      data: { offerHash: string; owner: { username: string }; cryptoCurrencyCode: string }[];
    }
  ).data.map((card) => ({ hash: card.offerHash, owner: card.owner.username, coin: card.cryptoCurrencyCode }));
}

type AccountRow = { kind: string; book: string; balance: string };

/** The visitor's ledger accounts in a coin, with their book. */
async function accountsOf(userId: number, coin: string): Promise<AccountRow[]> {
  const result = (await ctx.database.db.execute(
    sql`select kind, book, balance::text as balance from ledger_accounts
        where user_id = ${userId} and coin = ${coin} order by kind, id`,
  )) as unknown as { rows: AccountRow[] };
  return result.rows;
}

async function messagesOf(client: TestClient, hash: string): Promise<string[]> {
  const response = await client.get(`/rest/v1/trade/${hash}/messages`);
  return (response.json() as { data: { text?: string; body?: string }[] }).data.map(
    (message) => message.text ?? message.body ?? '',
  );
}

async function sellTo(client: TestClient, coin: string, fiatAmount: string) {
  const offer = (await buyOffers(client, coin)).find((card) => card.coin === coin);
  expect(offer, `a demo buy offer of ${coin}`).toBeDefined();
  const started = await client.post('/rest/v1/trade/start', { offerHash: offer!.hash, fiatAmount });
  expect(started.statusCode, started.body).toBe(201);
  return (started.json() as { data: { tradeHash: string } }).data.tradeHash;
}

describe('demo mode: selling play coins', () => {
  it('shows demo visitors the demo vendors’ buy offers, and nobody else', async () => {
    const { client } = await startDemo();
    const seen = [...(await buyOffers(client, 'BTC')), ...(await buyOffers(client, 'USDT'))];
    expect(seen.map((offer) => `${offer.owner}:${offer.coin}`).sort()).toEqual([
      'demo_vendor_ada:BTC',
      'demo_vendor_kofi:USDT',
    ]);
    const guestSees = await buyOffers(new TestClient(ctx.app));
    expect(guestSees.some((offer) => offer.owner.startsWith('demo_vendor_'))).toBe(false);
    expect(guestSees.some((offer) => offer.hash === realTrade.offer.hash)).toBe(true);
    // A demo visitor cannot sell into a real buy offer.
    const refused = await client.post('/rest/v1/trade/start', {
      offerHash: realTrade.offer.hash,
      fiatAmount: '20',
    });
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as { error: { code: string } }).error.code).toBe('ERROR_DEMO_ACCOUNT');
  });

  it('sells end to end: escrow from the visitor’s demo account, the vendor marks paid, the visitor releases', async () => {
    const { client, id } = await startDemo('fr');
    const hash = await sellTo(client, 'USDT', '50');
    const trade = (await client.get(`/rest/v1/trade/${hash}`)).json() as {
      data: { status: string; cryptoAmount: string };
    };
    expect(trade.data.status).toBe('active_funded');
    const figures = (await ctx.database.db.execute(
      sql`select seller_id, buyer_id, crypto_amount::text as amount, fee::text as fee from trades where hash = ${hash}`,
    )) as unknown as { rows: { seller_id: number; buyer_id: number; amount: string; fee: string }[] };
    const { amount, fee, seller_id: sellerId, buyer_id: vendorId } = figures.rows[0]!;
    expect(Number(sellerId)).toBe(id);
    expect(fee).toBe('0');
    const grant = 500n * 10n ** 6n;
    // The escrow came out of the visitor's demo account into a demo escrow account.
    expect(await accountsOf(id, 'USDT')).toEqual([
      { kind: 'available', book: 'demo', balance: String(grant - BigInt(amount)) },
      { kind: 'escrow', book: 'demo', balance: amount },
    ]);

    // The vendor greets at once (as a buyer) and marks paid only after the delay.
    const first = await runDemoAutopilot(ctx.database.db, new Date(), { releaseDelaySeconds: 5 });
    expect(first.greeted).toContain(hash);
    expect(first.markedPaid).not.toContain(hash);
    expect((await messagesOf(client, hash)).some((text) => text.includes('acheteur de démonstration'))).toBe(
      true,
    );
    const later = await runDemoAutopilot(ctx.database.db, new Date(Date.now() + 6_000), {
      releaseDelaySeconds: 5,
    });
    expect(later.markedPaid).toEqual([hash]);
    expect(later.released).not.toContain(hash);
    expect(
      ((await client.get(`/rest/v1/trade/${hash}`)).json() as { data: { status: string } }).data.status,
    ).toBe('paid');
    expect((await messagesOf(client, hash)).some((text) => text.includes('J’ai payé'))).toBe(true);
    // Running again changes nothing: the vendor never releases what it buys.
    const again = await runDemoAutopilot(ctx.database.db, new Date(Date.now() + 60_000), {
      releaseDelaySeconds: 5,
    });
    expect(again.markedPaid).not.toContain(hash);
    expect(again.released).not.toContain(hash);

    const released = await client.post(`/rest/v1/trade/${hash}/release`, {});
    expect(released.statusCode, released.body).toBe(200);
    expect((released.json() as { data: { status: string } }).data.status).toBe('released');
    expect(await accountsOf(id, 'USDT')).toEqual([
      { kind: 'available', book: 'demo', balance: String(grant - BigInt(amount)) },
      { kind: 'escrow', book: 'demo', balance: '0' },
    ]);
    const vendorAccount = (await ctx.database.db.execute(
      sql`select book from ledger_accounts where user_id = ${vendorId} and kind = 'available' and coin = 'USDT'`,
    )) as unknown as { rows: { book: string }[] };
    expect(vendorAccount.rows).toEqual([{ book: 'demo' }]);
    const report = await verifyLedger(ctx.database.db);
    expect(report.invariants.filter((invariant) => invariant.violations.length > 0)).toEqual([]);
  });

  it('cleans up an ended demo with a sell trade open: the vendor cancels, the escrow returns, then to demo_mint', async () => {
    const { client, id } = await startDemo();
    const paid = await sellTo(client, 'BTC', '20');
    await runDemoAutopilot(ctx.database.db, new Date(Date.now() + 6_000), { releaseDelaySeconds: 5 });
    const funded = await sellTo(client, 'USDT', '20');
    const statuses = async () =>
      (
        (await ctx.database.db.execute(
          sql`select status from trades where hash in (${paid}, ${funded}) order by hash = ${paid} desc`,
        )) as unknown as { rows: { status: string }[] }
      ).rows.map((row) => row.status);
    expect(await statuses()).toEqual(['paid', 'active_funded']);
    // The visitor, a seller, may not walk away from a funded trade.
    expect((await client.post(`/rest/v1/trade/${funded}/cancel`, {})).statusCode).toBeGreaterThanOrEqual(400);
    await ctx.database.db.execute(
      sql`update demo_accounts set expires_at = now() - interval '1 minute' where user_id = ${id}`,
    );
    const report = await runDemoAutopilot(ctx.database.db, new Date(), { releaseDelaySeconds: 5 });
    expect(report.cleanedUp).toEqual([id]);
    expect(await statuses()).toEqual(['cancelled_buyer', 'cancelled_buyer']);
    const held = (await ctx.database.db.execute(
      sql`select coalesce(sum(balance), 0)::text as held from ledger_accounts where user_id = ${id}`,
    )) as unknown as { rows: { held: string }[] };
    expect(held.rows[0]!.held).toBe('0');
  });
});
