import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../paths.js';
import { userTradeStats } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { insertTrade, tradeParties } from '../trade-lists/trade-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The backfill statements of migration 0019 (after its comment line). */
async function backfillStatements(): Promise<string[]> {
  const text = await readFile(path.join(MIGRATIONS_DIR, '0019_user_trade_stats.sql'), 'utf8');
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(--.*\n)*INSERT INTO/i.test(statement));
}

const MINUTE = 60_000;

describe('migration 0019 backfill', () => {
  it('gives the same figures as the transitions kept, for every kind of finished trade', async () => {
    const db = ctx.database.db;
    const { seller, buyer, stranger } = await tradeParties(ctx);
    const t0 = new Date(Date.now() - 60 * MINUTE);
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
    await insertTrade(db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
      startedAt: t0,
      paidAt: at(2),
      completedAt: at(7),
    });
    await insertTrade(db, {
      sellerId: seller.user.id,
      buyerId: stranger.user.id,
      status: 'dispute_won_buyer',
      startedAt: t0,
      disputed: { openedBy: stranger.user.id },
    });
    await insertTrade(db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'dispute_won_seller',
      startedAt: t0,
      cryptoAmount: 5_000n,
    });
    await insertTrade(db, { sellerId: seller.user.id, buyerId: buyer.user.id, status: 'expired' });
    await insertTrade(db, { sellerId: buyer.user.id, buyerId: seller.user.id, status: 'cancelled_buyer' });
    await insertTrade(db, {
      sellerId: buyer.user.id,
      buyerId: seller.user.id,
      status: 'released',
      cryptoAmount: 7_000n,
      startedAt: t0,
      paidAt: at(1),
      completedAt: at(31),
    });
    const ids = [seller.user.id, buyer.user.id, stranger.user.id];
    const figures = async () =>
      (await db.select().from(userTradeStats))
        .filter((row) => ids.includes(row.userId))
        .sort((a, b) => a.userId - b.userId)
        .map(({ updatedAt: _updated, badgeRulesVersion: _version, disputesOpened: _opened, ...row }) => row);
    const kept = await figures();
    expect(kept.find((row) => row.userId === seller.user.id)).toMatchObject({
      completedTrades: 3,
      finishedTrades: 6,
      cancelledTrades: 1,
      expiredTrades: 1,
      disputesLost: 1,
      partners: 2,
      volumeByCoin: { BTC: '207000' },
      releaseSecondsSum: 300,
      releaseCount: 1,
    });

    // The same trades counted again by the migration's statements, on emptied tables.
    await db.execute(sql`delete from user_trade_stats`);
    await db.execute(sql`delete from user_trade_partners`);
    for (const statement of await backfillStatements()) await db.execute(sql.raw(statement));
    expect(await figures()).toEqual(kept);
    // Disputes opened are counted when opened (a transition these inserted rows skipped).
    const [row] = await db
      .select()
      .from(userTradeStats)
      .where(sql`user_id = ${stranger.user.id}`);
    expect(row?.disputesOpened).toBe(1);
  });
});
