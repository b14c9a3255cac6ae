import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, parseAmount, priceSwap, type SwapLiquidity, type SwapQuote } from '@p2p/shared';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { balanceOf, fund } from '../../test/ledger.js';
import { tradingUser, type TestParty } from '../../test/trades.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { setRole } from '../users/users.service.js';

let ctx: TestContext;
let admin: TestParty;

beforeAll(async () => {
  ctx = await createTestApp({ SWAP_SPREAD_BPS: '150', SWAP_QUOTE_TTL_SECONDS: '45' });
  admin = await tradingUser(ctx.app);
  await setRole(ctx.app.db, admin.id, 'admin');
  for (const [coin, amount] of [
    ['BTC', '5'],
    ['USDT', '200000'],
  ] as const) {
    const topUp = await admin.client.post('/rest/v1/admin/swap/liquidity', { coin, amount });
    expect(topUp.statusCode).toBe(200);
  }
});
afterAll(async () => ctx?.close());

async function quote(party: TestParty, body: Record<string, unknown>) {
  return party.client.post('/rest/v1/swap/quote', body);
}

async function swapper(level: 'L0' | 'L1' | 'L2' = 'L2'): Promise<TestParty> {
  const party = await tradingUser(ctx.app, level);
  await fund(ctx.app.db, party.id, 'BTC', 100_000_000n);
  return party;
}

describe('swap quotes and execution', () => {
  it('quotes at the live rate less the spread, holds it for the TTL and moves both coins through liquidity', async () => {
    const user = await swapper();
    const before = Date.now();
    const response = await quote(user, { from: 'BTC', to: 'USDT', amount: '0.01' });
    expect(response.statusCode).toBe(201);
    const offered = response.json().data as SwapQuote;
    const expected = priceSwap({
      from: 'BTC',
      to: 'USDT',
      fromAmount: 1_000_000n,
      fromUsd: ctx.app.rates.coinUsd('BTC'),
      toUsd: ctx.app.rates.coinUsd('USDT'),
      spreadBps: 150,
    });
    expect(offered).toMatchObject({
      from: 'BTC',
      to: 'USDT',
      fromAmount: '0.01000000',
      rate: expected.rate,
      spreadBps: 150,
      status: 'open',
      executedAt: null,
    });
    expect(BigInt(offered.toAmount.replace('.', ''))).toBe(expected.toAmount);
    const ttl = new Date(offered.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThanOrEqual(44_000);
    expect(ttl).toBeLessThanOrEqual(46_000 + 5_000);

    const executed = await user.client.post(
      '/rest/v1/swap/execute',
      { quoteId: offered.quoteId },
      { headers: { 'idempotency-key': 'swap-1' } },
    );
    expect(executed.statusCode).toBe(200);
    expect(executed.json().data).toMatchObject({ status: 'executed', toAmount: offered.toAmount });
    expect(await balanceOf(ctx.app.db, user.id, 'BTC')).toBe(99_000_000n);
    expect(await balanceOf(ctx.app.db, user.id, 'USDT')).toBe(expected.toAmount);

    // The same key replays; the quote itself cannot be used twice.
    const replay = await user.client.post(
      '/rest/v1/swap/execute',
      { quoteId: offered.quoteId },
      { headers: { 'idempotency-key': 'swap-1' } },
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await user.client.post('/rest/v1/swap/execute', { quoteId: offered.quoteId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ERROR_SWAP_QUOTE_USED');
    expect(await balanceOf(ctx.app.db, user.id, 'BTC')).toBe(99_000_000n);

    const overview = (await user.client.get('/rest/v1/swap')).json().data;
    expect(overview).toMatchObject({ spreadBps: 150, quoteTtlSeconds: 45, level: 'L2' });
    expect(overview.history.map((item: SwapQuote) => item.quoteId)).toEqual([offered.quoteId]);
    expect(Number(overview.usedTodayUsd)).toBeGreaterThan(0);
    expect((await verifyLedger(ctx.app.db)).ok).toBe(true);
  });

  it('refuses an expired quote with a clear code and moves nothing', async () => {
    const user = await swapper();
    const offered = (await quote(user, { from: 'BTC', to: 'USDT', amount: '0.001' })).json()
      .data as SwapQuote;
    await ctx.app.db.execute(
      sql`update swap_quotes set expires_at = now() - interval '1 second' where id = ${offered.quoteId}`,
    );
    const response = await user.client.post('/rest/v1/swap/execute', { quoteId: offered.quoteId });
    expect(response.statusCode).toBe(410);
    expect(response.json().error).toMatchObject({
      code: 'ERROR_SWAP_QUOTE_EXPIRED',
      details: { quoteId: ['This quote has expired: ask for a new one'] },
    });
    expect(await balanceOf(ctx.app.db, user.id, 'BTC')).toBe(100_000_000n);
  });

  it("hides another user's quote and refuses what the balance or the liquidity cannot cover", async () => {
    const user = await swapper();
    const other = await swapper();
    const mine = (await quote(user, { from: 'BTC', to: 'USDT', amount: '0.001' })).json().data as SwapQuote;
    expect((await other.client.post('/rest/v1/swap/execute', { quoteId: mine.quoteId })).statusCode).toBe(
      404,
    );

    const poor = await tradingUser(ctx.app);
    await fund(ctx.app.db, poor.id, 'BTC', 100_000n);
    const tooMuch = (await quote(poor, { from: 'BTC', to: 'USDT', amount: '0.002' })).json()
      .data as SwapQuote;
    const short = await poor.client.post('/rest/v1/swap/execute', { quoteId: tooMuch.quoteId });
    expect(short.statusCode).toBe(422);
    expect(short.json().error.code).toBe('ERROR_INSUFFICIENT_FUNDS');

    // No ETH liquidity was put in: nothing can be paid out in ETH.
    const eth = (await quote(user, { from: 'BTC', to: 'ETH', amount: '0.001' })).json().data as SwapQuote;
    const dry = await user.client.post('/rest/v1/swap/execute', { quoteId: eth.quoteId });
    expect(dry.statusCode).toBe(409);
    expect(dry.json().error.code).toBe('ERROR_SWAP_INSUFFICIENT_LIQUIDITY');
    expect(await balanceOf(ctx.app.db, user.id, 'BTC')).toBe(100_000_000n);
    expect(await balanceOf(ctx.app.db, user.id, 'ETH')).toBe(0n);
  });

  it('validates the input by field', async () => {
    const user = await swapper();
    const cases: [Record<string, unknown>, string][] = [
      [{ from: 'BTC', to: 'BTC', amount: '1' }, 'to'],
      [{ from: 'DOGE', to: 'BTC', amount: '1' }, 'from'],
      [{ from: 'BTC', to: 'USDT', amount: '-1' }, 'amount'],
      [{ from: 'BTC', to: 'USDT', amount: '0.000000001' }, 'amount'],
      [{ from: 'BTC', to: 'USDT', amount: '0' }, 'amount'],
    ];
    for (const [body, field] of cases) {
      const response = await quote(user, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.details)).toEqual([field]);
    }
    const bad = await user.client.post('/rest/v1/swap/execute', { quoteId: 'nope' });
    expect(bad.statusCode).toBe(400);
  });

  it("applies the verification level's limits per swap and per 24 hours", async () => {
    const unverified = await swapper('L0');
    const l0 = await quote(unverified, { from: 'BTC', to: 'USDT', amount: '0.001' });
    expect(l0.statusCode).toBe(403);

    // L1 allows 1,000 USD per swap and per day by default.
    const l1 = await swapper('L1');
    const usdPerBtc = Number(ctx.app.rates.coinUsd('BTC'));
    const big = await quote(l1, { from: 'BTC', to: 'USDT', amount: (1100 / usdPerBtc).toFixed(8) });
    expect(big.statusCode).toBe(422);
    expect(big.json().error.code).toBe('ERROR_SWAP_LIMIT');
    const part = (600 / usdPerBtc).toFixed(8);
    const first = (await quote(l1, { from: 'BTC', to: 'USDT', amount: part })).json().data as SwapQuote;
    const second = (await quote(l1, { from: 'BTC', to: 'USDT', amount: part })).json().data as SwapQuote;
    expect((await l1.client.post('/rest/v1/swap/execute', { quoteId: first.quoteId })).statusCode).toBe(200);
    const over = await l1.client.post('/rest/v1/swap/execute', { quoteId: second.quoteId });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.code).toBe('ERROR_SWAP_LIMIT');
  });
});

describe('swap liquidity', () => {
  it('admins see and top up liquidity with an audit record; others are refused', async () => {
    const listed = await admin.client.get('/rest/v1/admin/swap/liquidity');
    expect(listed.statusCode).toBe(200);
    const eth = () =>
      (listed.json().data as { coin: string; balance: string; toppedUp: string }[]).find(
        (row) => row.coin === 'ETH',
      );
    expect(eth()).toMatchObject({ coin: 'ETH', balance: '0.000000000', toppedUp: '0.000000000' });

    const topUp = await admin.client.post('/rest/v1/admin/swap/liquidity', { coin: 'ETH', amount: '2.5' });
    expect(topUp.json().data).toContainEqual(
      expect.objectContaining({ coin: 'ETH', balance: '2.500000000', toppedUp: '2.500000000' }),
    );
    const audit = (await ctx.app.db.execute(
      sql`select actor_id, details from audit_log where action = 'swap.liquidity_top_up' and details->>'coin' = 'ETH'`,
    )) as unknown as { rows: { actor_id: number; details: { amount: string } }[] };
    expect(audit.rows).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        details: expect.objectContaining({ amount: '2.500000000' }),
      }),
    ]);

    const user = await registerUser(ctx.app);
    expect((await user.client.get('/rest/v1/admin/swap/liquidity')).statusCode).toBe(403);
    expect(
      (await user.client.post('/rest/v1/admin/swap/liquidity', { coin: 'BTC', amount: '1' })).statusCode,
    ).toBe(403);
    const bad = await admin.client.post('/rest/v1/admin/swap/liquidity', { coin: 'BTC', amount: 'x' });
    expect(Object.keys(bad.json().error.details)).toEqual(['amount']);
    expect((await verifyLedger(ctx.app.db)).ok).toBe(true);
  });

  it('admins take liquidity back, keeping what open quotes promise and never more than they put in', async () => {
    const minor = (value: string) => {
      const parsed = parseAmount(value, 9);
      if (!parsed.ok) throw new Error(value);
      return parsed.value;
    };
    const ethRow = async () => {
      const rows = (await admin.client.get('/rest/v1/admin/swap/liquidity')).json().data as SwapLiquidity[];
      return rows.find((row) => row.coin === 'ETH')!;
    };
    await admin.client.post('/rest/v1/admin/swap/liquidity', { coin: 'ETH', amount: '1' });
    // A user holds a quote paying out ETH: the withdrawal must leave what it promises.
    const user = await swapper();
    const held = (await quote(user, { from: 'BTC', to: 'ETH', amount: '0.01' })).json().data as SwapQuote;
    const before = await ethRow();
    expect(minor(before.reserved)).toBeGreaterThanOrEqual(minor(held.toAmount));
    const free = minor(before.balance) - minor(before.reserved);
    const most = free < minor(before.toppedUp) ? free : minor(before.toppedUp);
    expect(before.withdrawable).toBe(formatAmount(most, 9));

    const tooMuch = await admin.client.post('/rest/v1/admin/swap/liquidity/withdraw', {
      coin: 'ETH',
      amount: formatAmount(most + 1n, 9),
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe('ERROR_SWAP_INSUFFICIENT_LIQUIDITY');
    expect(tooMuch.json().error.details.amount[0]).toContain(formatAmount(most, 9));

    const withdrawn = await admin.client.post(
      '/rest/v1/admin/swap/liquidity/withdraw',
      { coin: 'ETH', amount: formatAmount(most, 9) },
      { headers: { 'idempotency-key': 'withdraw-eth-1' } },
    );
    expect(withdrawn.statusCode).toBe(200);
    const after = (withdrawn.json().data as SwapLiquidity[]).find((row) => row.coin === 'ETH')!;
    expect(minor(after.balance)).toBe(minor(before.balance) - most);
    expect(minor(after.toppedUp)).toBe(minor(before.toppedUp) - most);
    expect(after.withdrawable).toBe('0.000000000');
    // The same request again (a retried click) takes nothing more.
    const replay = await admin.client.post(
      '/rest/v1/admin/swap/liquidity/withdraw',
      { coin: 'ETH', amount: formatAmount(most, 9) },
      { headers: { 'idempotency-key': 'withdraw-eth-1' } },
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await ethRow()).balance).toBe(after.balance);

    // The held quote still executes out of what was kept.
    const executed = await user.client.post('/rest/v1/swap/execute', { quoteId: held.quoteId });
    expect(executed.statusCode).toBe(200);
    expect(await balanceOf(ctx.app.db, user.id, 'ETH')).toBe(minor(held.toAmount));

    const audit = (await ctx.app.db.execute(
      sql`select actor_id, details from audit_log where action = 'swap.liquidity_withdrawal'`,
    )) as unknown as {
      rows: { actor_id: number; details: { coin: string; amount: string; entryId: number } }[];
    };
    expect(audit.rows).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        details: expect.objectContaining({ coin: 'ETH', amount: formatAmount(most, 9) }),
      }),
    ]);
    const entry = (await ctx.app.db.execute(
      sql`select kind, coin from ledger_entries where id = ${audit.rows[0]!.details.entryId}`,
    )) as unknown as { rows: { kind: string; coin: string }[] };
    expect(entry.rows).toEqual([{ kind: 'liquidity_withdrawal', coin: 'ETH' }]);

    const other = await registerUser(ctx.app);
    expect(
      (await other.client.post('/rest/v1/admin/swap/liquidity/withdraw', { coin: 'ETH', amount: '0.1' }))
        .statusCode,
    ).toBe(403);
    for (const amount of ['x', '0', '0.0000000001']) {
      const bad = await admin.client.post('/rest/v1/admin/swap/liquidity/withdraw', { coin: 'ETH', amount });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.details)).toEqual(['amount']);
    }
    const unknownCoin = await admin.client.post('/rest/v1/admin/swap/liquidity/withdraw', {
      coin: 'DOGE',
      amount: '1',
    });
    expect(unknownCoin.statusCode).toBe(400);
    expect((await verifyLedger(ctx.app.db)).ok).toBe(true);
  });
});
