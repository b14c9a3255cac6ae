import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { startTestTrade, tradingUser, type TestTrade } from '../../test/trades.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { runNotificationDispatch } from '../notifications/dispatcher.js';
import { runDemoAutopilot } from './demo-autopilot.js';

let ctx: TestContext;
let realTrade: TestTrade;
let realBalancesBefore: string;
const visitor = () => new TestClient(ctx.app);

type Json = { data: Record<string, unknown> & { id?: number } };

beforeAll(async () => {
  ctx = await createTestApp();
  // A real market with a real trade, before any demo exists.
  realTrade = await startTestTrade(ctx.app, { advanceTo: 'paid' });
  realBalancesBefore = await realBalances();
});
afterAll(async () => {
  const report = await verifyLedger(ctx.database.db);
  expect(report.invariants.filter((invariant) => invariant.violations.length > 0)).toEqual([]);
  // Nothing demo mode did moved a real account.
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

async function startDemo(client: TestClient, locale = 'en') {
  const response = await client.post('/rest/v1/demo/start', { locale });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Json).data;
}

async function demoOffers(client: TestClient): Promise<{ hash: string; owner: string; coin: string }[]> {
  const response = await client.get('/rest/v1/offers?type=buy&limit=100');
  expect(response.statusCode).toBe(200);
  const cards = (
    response.json() as {
      data: { offerHash: string; owner: { username: string }; cryptoCurrencyCode: string }[];
    }
  ).data;
  return cards.map((card) => ({
    hash: card.offerHash,
    owner: card.owner.username,
    coin: card.cryptoCurrencyCode,
  }));
}

async function balance(client: TestClient, coin: string): Promise<string> {
  const response = await client.get('/rest/v2/wallet/balances');
  const rows = (response.json() as { data: { cryptoCurrencyCode: string; balance: string }[] }).data;
  return rows.find((row) => row.cryptoCurrencyCode === coin)?.balance ?? '0';
}

describe('demo mode', () => {
  it('gives a guest a demo account with play money, in a market of demo vendors only', async () => {
    const client = visitor();
    const user = await startDemo(client);
    expect(user).toMatchObject({ isDemoAccount: true, kycLevelCheck: { level: -1 } });
    const me = await client.get('/rest/v1/users/current_user');
    expect((me.json() as Json).data).toMatchObject({ isDemoAccount: true });
    expect(await balance(client, 'BTC')).toBe('0.01000000');

    const seen = await demoOffers(client);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen.map((offer) => offer.owner))).toEqual(
      new Set(['demo_vendor_ada', 'demo_vendor_kofi']),
    );
    // Guests and real users never see a demo offer, nor open one by its hash.
    const guestSees = await demoOffers(new TestClient(ctx.app));
    expect(guestSees.some((offer) => offer.owner.startsWith('demo_vendor_'))).toBe(false);
    expect(guestSees.some((offer) => offer.hash === realTrade.offer.hash)).toBe(true);
    const realSees = await demoOffers(realTrade.buyer.client);
    expect(realSees.some((offer) => offer.owner.startsWith('demo_vendor_'))).toBe(false);
    expect((await realTrade.buyer.client.get(`/rest/v1/offers/${seen[0]!.hash}`)).statusCode).toBe(404);
    // A second visitor finds the same market (nothing created twice).
    const second = visitor();
    await startDemo(second);
    expect((await demoOffers(second)).length).toBe(seen.length);
  });

  it('plays a whole trade: start, the vendor greets, mark paid, the vendor releases after the delay', async () => {
    const client = visitor();
    await startDemo(client, 'es');
    const offer = (await demoOffers(client)).find((card) => card.coin === 'BTC')!;
    const started = await client.post('/rest/v1/trade/start', { offerHash: offer.hash, fiatAmount: '50' });
    expect(started.statusCode, started.body).toBe(201);
    const hash = (started.json() as { data: { tradeHash: string } }).data.tradeHash;

    const first = await runDemoAutopilot(ctx.database.db, new Date(), { releaseDelaySeconds: 5 });
    expect(first.greeted).toContain(hash);
    expect(first.released).not.toContain(hash);
    const messages = await client.get(`/rest/v1/trade/${hash}/messages`);
    const texts = (messages.json() as { data: { text?: string; body?: string }[] }).data.map(
      (message) => message.text ?? message.body ?? '',
    );
    expect(texts.some((text) => text.includes('vendedor de demostración'))).toBe(true);
    // Running again writes no second greeting.
    expect(
      (await runDemoAutopilot(ctx.database.db, new Date(), { releaseDelaySeconds: 5 })).greeted,
    ).not.toContain(hash);

    expect((await client.post(`/rest/v1/trade/${hash}/paid`)).statusCode).toBe(200);
    const early = await runDemoAutopilot(ctx.database.db, new Date(), { releaseDelaySeconds: 5 });
    expect(early.released).not.toContain(hash);
    const later = await runDemoAutopilot(ctx.database.db, new Date(Date.now() + 6_000), {
      releaseDelaySeconds: 5,
    });
    expect(later.released).toEqual([hash]);

    const released = (await client.get(`/rest/v1/trade/${hash}`)).json() as { data: { status: string } };
    expect(released.data.status).toBe('released');
    const figures = (await ctx.database.db.execute(
      sql`select t.fee::text as fee, t.crypto_amount::text as amount, a.balance::text as balance
          from trades t join ledger_accounts a on a.user_id = t.buyer_id and a.kind = 'available' and a.coin = 'BTC'
          where t.hash = ${hash}`,
    )) as unknown as { rows: { fee: string; amount: string; balance: string }[] };
    // Demo accounts are told in the app only: no e-mail, push or Telegram job to an @demo.invalid address.
    await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
    const told = (await ctx.database.db.execute(
      sql`select count(distinct n.id)::int as notes, count(d.id)::int as jobs
          from notifications n left join notification_deliveries d on d.notification_id = n.id
          join users u on u.id = n.user_id where u.is_demo`,
    )) as unknown as { rows: { notes: number; jobs: number }[] };
    expect(Number(told.rows[0]!.notes)).toBeGreaterThan(0);
    expect(Number(told.rows[0]!.jobs)).toBe(0);
    // No fee on play money; the visitor's 0.01 BTC grew by the trade's amount.
    expect(figures.rows[0]!.fee).toBe('0');
    expect(BigInt(figures.rows[0]!.balance)).toBe(1_000_000n + BigInt(figures.rows[0]!.amount));
    const report = await verifyLedger(ctx.database.db);
    expect(report.invariants.filter((invariant) => invariant.violations.length > 0)).toEqual([]);
  });

  it('refuses what demo mode keeps away: send-outs, deposits, swaps, offers, real offers and real trades', async () => {
    const client = visitor();
    await startDemo(client);
    const refused = async (response: { statusCode: number; json(): unknown }) => {
      expect(response.statusCode).toBe(403);
      expect((response.json() as { error: { code: string } }).error.code).toBe('ERROR_DEMO_ACCOUNT');
    };
    await refused(
      await client.post('/rest/v2/wallet/send-out', {
        crypto_currency_code: 'BTC',
        address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
        amount: '0.001',
      }),
    );
    await refused(await client.get('/rest/v2/wallet/deposit-address?crypto_currency_code=BTC'));
    await refused(await client.post('/rest/v1/swap/execute', {}));
    await refused(await client.post('/rest/v1/my-offers', {}));
    await refused(await client.post('/wallet/deposit-bond', {}));
    // A real offer, typed by hand: refused; a real user's trade: not found.
    await refused(
      await client.post('/rest/v1/trade/start', { offerHash: realTrade.offer.hash, fiatAmount: '50' }),
    );
    expect((await client.get(`/rest/v1/trade/${realTrade.tradeHash}`)).statusCode).toBe(404);
    expect((await client.post(`/rest/v1/trade/${realTrade.tradeHash}/cancel`)).statusCode).toBe(404);
    // And a real user may not start a trade on a demo offer.
    const demoHash = (await demoOffers(client))[0]!.hash;
    const real = await tradingUser(ctx.app);
    const attempt = await real.client.post('/rest/v1/trade/start', { offerHash: demoHash, fiatAmount: '50' });
    expect(attempt.statusCode).toBe(404);
    // A signed-in real user cannot turn into a demo visitor either.
    expect((await real.client.post('/rest/v1/demo/start', {})).statusCode).toBe(409);
  });

  it('cleans up an ended demo: open trade cancelled, play money returned, signed out, account closed', async () => {
    const client = visitor();
    const user = await startDemo(client);
    const offer = (await demoOffers(client)).find((card) => card.coin === 'BTC')!;
    const started = await client.post('/rest/v1/trade/start', { offerHash: offer.hash, fiatAmount: '20' });
    const hash = (started.json() as { data: { tradeHash: string } }).data.tradeHash;
    await ctx.database.db.execute(
      sql`update demo_accounts set expires_at = now() - interval '1 minute' where user_id = ${user.id!}`,
    );
    const report = await runDemoAutopilot(ctx.database.db, new Date(), { releaseDelaySeconds: 5 });
    expect(report.cleanedUp).toEqual([user.id]);
    const state = (await ctx.database.db.execute(
      sql`select t.status, u.closed_at is not null as closed,
                 (select coalesce(sum(balance), 0)::text from ledger_accounts where user_id = ${user.id!}) as held
          from trades t, users u where t.hash = ${hash} and u.id = ${user.id!}`,
    )) as unknown as { rows: { status: string; closed: boolean; held: string }[] };
    expect(state.rows[0]).toEqual({ status: 'cancelled_buyer', closed: true, held: '0' });
    expect((await client.get('/rest/v1/users/current_user')).statusCode).toBe(401);
    // Cleaning up again finds nothing to do.
    expect(
      (await runDemoAutopilot(ctx.database.db, new Date(), { releaseDelaySeconds: 5 })).cleanedUp,
    ).toEqual([]);
  });

  it('ends the demo on request', async () => {
    const client = visitor();
    await startDemo(client);
    const ended = await client.post('/rest/v1/demo/end', {});
    expect(ended.statusCode).toBe(200);
    expect((await client.get('/rest/v1/users/current_user')).statusCode).toBe(401);
  });
});
