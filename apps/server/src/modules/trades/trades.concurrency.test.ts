import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgErrorCode, type Database, type DatabaseHandle } from '../../db/client.js';
import { trades } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { testDriver } from '../../test/database.js';
import { balanceOf, fund, insertUsers } from '../../test/ledger.js';
import { createTestOffer, tradeRow } from '../../test/trades.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { performTradeAction } from './trade-actions.service.js';
import type { TradeDeps } from './trade-deps.js';
import { runTradeExpiry } from './trade-expiry.js';
import { startTrade } from './trade-start.service.js';

/**
 * Real races, on PostgreSQL only (PGlite runs one transaction at a time): many trade starts against
 * one seller's balance, and competing transitions on one trade, through a pool wide enough for all of
 * them to run at once. Exactly one outcome wins; the ledger invariants hold afterwards.
 */

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };
async function attempt<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error };
  }
}

function codeOf(outcome: Outcome<unknown>): string {
  if (outcome.ok) return 'ok';
  const error = outcome.error as { code?: unknown; details?: { kind?: string[] } };
  if (typeof error.code === 'string' && error.code.startsWith('ERROR_')) {
    return error.details?.kind ? `${error.code}:${error.details.kind[0]}` : error.code;
  }
  return `PostgreSQL ${pgErrorCode(outcome.error) ?? String(outcome.error)}`;
}

function tally(outcomes: Outcome<unknown>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[codeOf(outcome)] = (counts[codeOf(outcome)] ?? 0) + 1;
  return counts;
}

describe.skipIf(testDriver !== 'postgres')('trades under real concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  let wide: DatabaseHandle;
  let db: Database;
  let deps: TradeDeps;
  let databaseUrl: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const [row] = (
      (await ctx.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    databaseUrl = url.toString();
    wide = await openDatabase({
      driver: 'pg',
      url: url.toString(),
      poolSize: 40,
      onIdleClientError: () => {},
    });
    db = wide.db;
    deps = {
      db,
      rates: ctx.app.rates,
      fees: { bankTransfersBps: 50, giftCardsBps: 300, defaultBps: 100 },
      disputeDelayMinutes: 30,
    };
  });
  afterAll(async () => {
    await wide?.close();
    await ctx?.close();
  });

  async function expectInvariants(): Promise<void> {
    const report = await verifyLedger(db);
    expect(report.invariants.filter((invariant) => invariant.violations.length > 0)).toEqual([]);
    // Every hold matches its trade: held while open, released when completed, refunded otherwise.
    const mismatched = (await db.execute(
      sql`select t.hash, t.status, h.status as hold from trades t
          left join escrow_holds h on h.ref = 'trade:' || t.hash
          where case
            when t.status in ('active_funded', 'paid', 'dispute_open') then h.status is distinct from 'held'
            when t.status in ('released', 'dispute_won_buyer') then h.status is distinct from 'released'
            when t.status = 'not_funded' then h.status is not null
            else h.status is not null and h.status <> 'refunded' end`,
    )) as unknown as { rows: unknown[] };
    expect(mismatched.rows).toEqual([]);
  }

  async function traders(count: number, level = 'L2'): Promise<number[]> {
    const ids = await insertUsers(db, count);
    await db.execute(
      sql`update users set verification_level = ${level} where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    return ids;
  }

  async function openTrade(): Promise<{ hash: string; buyerId: number; sellerId: number }> {
    const [sellerId, buyerId] = await traders(2);
    await fund(db, sellerId!, 'BTC', 10n ** 8n);
    const offer = await createTestOffer(db, sellerId!);
    const result = await startTrade(deps, {
      userId: buyerId!,
      input: { offerHash: offer.hash, cryptoAmount: '0.001' },
    });
    return { hash: result.body.tradeHash, buyerId: buyerId!, sellerId: sellerId! };
  }

  const act = (hash: string, action: 'mark_paid' | 'release' | 'cancel', userId: number, now?: Date) =>
    performTradeAction(db, { hash, action, actor: { userId, role: 'user' }, disputeDelayMinutes: 30, now });

  it('lets exactly the trades the seller can cover through when 100 buyers race for one offer', async () => {
    const [sellerId] = await traders(1);
    // 0.001 BTC and its 1 % fee is 101 000 satoshis a trade: five fit, with 50 000 left over.
    await fund(db, sellerId!, 'BTC', 5n * 101_000n + 50_000n);
    const offer = await createTestOffer(db, sellerId!);
    const buyers = await traders(100);
    const outcomes = await Promise.all(
      buyers.map((userId) =>
        attempt(() => startTrade(deps, { userId, input: { offerHash: offer.hash, cryptoAmount: '0.001' } })),
      ),
    );
    expect(tally(outcomes)).toEqual({ ok: 5, 'ERROR_TRADE_LIMIT:LowBalance': 95 });
    expect(await balanceOf(db, sellerId!, 'BTC')).toBe(50_000n);
    expect(await balanceOf(db, sellerId!, 'BTC', 'escrow')).toBe(5n * 101_000n);
    const count = (await db.execute(
      sql`select count(*)::int as n from trades where offer_id = ${offer.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(count.rows[0]!.n)).toBe(5);
    await expectInvariants();
  });

  it('settles cancel against release on a paid trade with exactly one outcome', async () => {
    for (let round = 0; round < 8; round += 1) {
      const trade = await openTrade();
      await act(trade.hash, 'mark_paid', trade.buyerId);
      const [cancel, release] = await Promise.all([
        attempt(() => act(trade.hash, 'cancel', trade.buyerId)),
        attempt(() => act(trade.hash, 'release', trade.sellerId)),
      ]);
      expect([cancel.ok, release.ok].filter(Boolean)).toHaveLength(1);
      const loser = cancel.ok ? release : cancel;
      expect(codeOf(loser)).toBe('ERROR_TRADE_ACTION_NOT_ALLOWED');
      const row = await tradeRow(db, trade.hash);
      expect(row.status).toBe(cancel.ok ? 'cancelled_buyer' : 'released');
      expect(await balanceOf(db, trade.buyerId, 'BTC')).toBe(cancel.ok ? 0n : 100_000n);
      expect(await balanceOf(db, trade.sellerId, 'BTC')).toBe(cancel.ok ? 10n ** 8n : 10n ** 8n - 101_000n);
    }
    await expectInvariants();
  });

  it('releases once when the seller releases twice at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const trade = await openTrade();
      await act(trade.hash, 'mark_paid', trade.buyerId);
      const outcomes = await Promise.all([
        attempt(() => act(trade.hash, 'release', trade.sellerId)),
        attempt(() => act(trade.hash, 'release', trade.sellerId)),
      ]);
      expect(tally(outcomes)).toEqual({ ok: 2 });
      const changed = outcomes.map((outcome) => (outcome.ok ? outcome.value.changed : null));
      expect(changed.sort()).toEqual([false, true]);
      expect(await balanceOf(db, trade.buyerId, 'BTC')).toBe(100_000n);
    }
    await expectInvariants();
  });

  it('settles expiry against mark paid with exactly one outcome', async () => {
    for (let round = 0; round < 8; round += 1) {
      const trade = await openTrade();
      const row = await tradeRow(db, trade.hash);
      const justBefore = new Date(row.expiresAt.getTime() - 1);
      const justAfter = new Date(row.expiresAt.getTime() + 1);
      const [paid, expiry] = await Promise.all([
        attempt(() => act(trade.hash, 'mark_paid', trade.buyerId, justBefore)),
        attempt(() => runTradeExpiry(db, justAfter)),
      ]);
      expect(expiry.ok).toBe(true);
      const expired = expiry.ok && expiry.value.expired.includes(trade.hash);
      expect(paid.ok).toBe(!expired);
      expect((await tradeRow(db, trade.hash)).status).toBe(expired ? 'expired' : 'paid');
      expect(await balanceOf(db, trade.sellerId, 'BTC')).toBe(expired ? 10n ** 8n : 10n ** 8n - 101_000n);
    }
    await expectInvariants();
  });

  it('expires each trade once when several nodes run the expiry at once', async () => {
    const hashes: string[] = [];
    for (let index = 0; index < 12; index += 1) hashes.push((await openTrade()).hash);
    const future = new Date(Date.now() + 31 * 60_000);
    const reports = await Promise.all(
      Array.from({ length: 4 }, () => runTradeExpiry(db, future, { batchSize: 2 })),
    );
    const expired = reports.flatMap((report) => report.expired).filter((hash) => hashes.includes(hash));
    expect(expired.sort()).toEqual([...hashes].sort());
    expect(reports.flatMap((report) => report.failed)).toEqual([]);
    for (const hash of hashes) expect((await tradeRow(db, hash)).status).toBe('expired');
    await expectInvariants();
  });

  it("never holds one trade's seller accounts while waiting for another trade's offer (no deadlock with a start)", async () => {
    // One seller, two offers, one trade on each; both past their window, A first.
    const [sellerId, buyerA, buyerB] = await traders(3);
    await fund(db, sellerId!, 'BTC', 10n ** 8n);
    // Capped offers: ending a trade gives its amount back to the cap under the offer row lock.
    const cap = { offerCapActive: true, offerCapAmount: 10n ** 9n, offerCapRemaining: 10n ** 9n };
    const offerA = await createTestOffer(db, sellerId!, { offer: cap });
    const offerB = await createTestOffer(db, sellerId!, { offer: cap });
    const started = async (offerHash: string, userId: number) =>
      (await startTrade(deps, { userId, input: { offerHash, cryptoAmount: '0.001' } })).body.tradeHash;
    const tradeA = await started(offerA.hash, buyerA!);
    const tradeB = await started(offerB.hash, buyerB!);
    await db
      .update(trades)
      .set({ expiresAt: new Date('2001-01-01T00:00:00Z') })
      .where(eq(trades.hash, tradeA));
    await db
      .update(trades)
      .set({ expiresAt: new Date('2001-01-01T00:00:01Z') })
      .where(eq(trades.hash, tradeB));

    // A start on offer B, as the trade start takes its locks: the offer row, then the seller's account.
    const start = new pg.Client({ connectionString: databaseUrl });
    await start.connect();
    try {
      await start.query('begin');
      await start.query('select id from offers where id = $1 for update', [offerB.id]);
      const expiry = runTradeExpiry(db, new Date());
      // The expiry reaches trade B and waits for offer B's row (it has ended trade A by then).
      for (let waited = 0; ; waited += 1) {
        const waiting = (await db.execute(
          sql`select count(*)::int as n from pg_locks where not granted and locktype in ('tuple', 'transactionid')`,
        )) as unknown as { rows: { n: number }[] };
        if (Number(waiting.rows[0]!.n) > 0) break;
        if (waited > 500) throw new Error('the expiry never waited for the offer row');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const account = await attempt(() =>
        start.query(
          `select id from ledger_accounts where user_id = $1 and kind = 'available' and coin = 'BTC' for update`,
          [sellerId],
        ),
      );
      expect(codeOf(account)).toBe('ok');
      await start.query('commit');
      const report = await expiry;
      expect(report.failed).toEqual([]);
      expect(report.expired).toEqual(expect.arrayContaining([tradeA, tradeB]));
    } finally {
      await start.end();
    }
    expect((await tradeRow(db, tradeA)).status).toBe('expired');
    expect((await tradeRow(db, tradeB)).status).toBe('expired');
    expect(await balanceOf(db, sellerId!, 'BTC')).toBe(10n ** 8n);
    await expectInvariants();
  });

  it("lets two users start trades on each other's offers at the same moment", async () => {
    // Each start locks its taker's row; inserting the trade then needs a key-share lock on the other
    // user's row (the foreign keys). A plain FOR UPDATE on the taker's row would make the two starts
    // wait on each other's row: a deadlock.
    const pairs = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const [first, second] = await traders(2);
        for (const id of [first!, second!]) await fund(db, id, 'BTC', 10n ** 8n);
        const offerOfFirst = await createTestOffer(db, first!);
        const offerOfSecond = await createTestOffer(db, second!);
        return { first: first!, second: second!, offerOfFirst, offerOfSecond };
      }),
    );
    const outcomes = await Promise.all(
      pairs.flatMap(({ first, second, offerOfFirst, offerOfSecond }) => [
        attempt(() =>
          startTrade(deps, {
            userId: first,
            input: { offerHash: offerOfSecond.hash, cryptoAmount: '0.001' },
          }),
        ),
        attempt(() =>
          startTrade(deps, {
            userId: second,
            input: { offerHash: offerOfFirst.hash, cryptoAmount: '0.001' },
          }),
        ),
      ]),
    );
    expect(tally(outcomes)).toEqual({ ok: 16 });
    await expectInvariants();
  });

  it("does not deadlock with the owner's own work that locks their user row, then their offer", async () => {
    const [ownerId, takerId] = await traders(2);
    await fund(db, ownerId!, 'BTC', 10n ** 8n);
    const offer = await createTestOffer(db, ownerId!);
    // As offer promotion does: the owner's user row, then an update of their offer.
    const owner = new pg.Client({ connectionString: databaseUrl });
    await owner.connect();
    try {
      await owner.query('begin');
      await owner.query('select id from users where id = $1 for update', [ownerId]);
      const started = attempt(() =>
        startTrade(deps, { userId: takerId!, input: { offerHash: offer.hash, cryptoAmount: '0.001' } }),
      );
      for (let waited = 0; ; waited += 1) {
        const waiting = (await db.execute(
          sql`select count(*)::int as n from pg_locks where not granted and locktype in ('tuple', 'transactionid')`,
        )) as unknown as { rows: { n: number }[] };
        if (Number(waiting.rows[0]!.n) > 0) break;
        if (waited > 500) throw new Error('the start never waited for the owner');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const update = await attempt(() =>
        owner.query('update offers set is_stickied = true where id = $1', [offer.id]),
      );
      expect(codeOf(update)).toBe('ok');
      await owner.query('commit');
      expect(codeOf(await started)).toBe('ok');
    } finally {
      await owner.end();
    }
    await expectInvariants();
  });

  it("gives the cap back on cancel without deadlocking with the owner's own work", async () => {
    const [ownerId, buyerId] = await traders(2);
    await fund(db, ownerId!, 'BTC', 10n ** 8n);
    const cap = { offerCapActive: true, offerCapAmount: 10n ** 9n, offerCapRemaining: 10n ** 9n };
    const offer = await createTestOffer(db, ownerId!, { offer: cap });
    const hash = (
      await startTrade(deps, { userId: buyerId!, input: { offerHash: offer.hash, cryptoAmount: '0.001' } })
    ).body.tradeHash;
    const owner = new pg.Client({ connectionString: databaseUrl });
    await owner.connect();
    try {
      await owner.query('begin');
      await owner.query('select id from users where id = $1 for update', [ownerId]);
      const cancelled = attempt(() => act(hash, 'cancel', buyerId!));
      for (let waited = 0; ; waited += 1) {
        const waiting = (await db.execute(
          sql`select count(*)::int as n from pg_locks where not granted and locktype in ('tuple', 'transactionid')`,
        )) as unknown as { rows: { n: number }[] };
        if (Number(waiting.rows[0]!.n) > 0) break;
        if (waited > 500) throw new Error('the cancel never waited for the owner');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const update = await attempt(() =>
        owner.query('update offers set is_stickied = true where id = $1', [offer.id]),
      );
      expect(codeOf(update)).toBe('ok');
      await owner.query('commit');
      expect(codeOf(await cancelled)).toBe('ok');
    } finally {
      await owner.end();
    }
    expect((await tradeRow(db, hash)).status).toBe('cancelled_buyer');
    await expectInvariants();
  });
});
