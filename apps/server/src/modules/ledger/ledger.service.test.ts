import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import { balanceOf, fund, insertUsers } from '../../test/ledger.js';
import { verifyLedger } from './ledger-verify.js';
import * as ledger from './ledger.service.js';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function expectInvariants(): Promise<void> {
  const report = await verifyLedger(handle.db);
  expect(report.invariants.filter((i) => i.violations.length > 0)).toEqual([]);
  expect(report.ok).toBe(true);
}

describe('escrow', () => {
  it('locks amount and fee, releases the amount to the buyer and the fee to the platform', async () => {
    const db = handle.db;
    const [seller, buyer] = await insertUsers(db, 2);
    await fund(db, seller!, 'BTC', 1_000_000n);
    await db.transaction((tx) =>
      ledger.lockEscrow(tx, { ref: 'T-1', sellerId: seller!, coin: 'BTC', amount: 500_000n, fee: 5_000n }),
    );
    expect(await balanceOf(db, seller!, 'BTC')).toBe(495_000n);
    expect(await balanceOf(db, seller!, 'BTC', 'escrow')).toBe(505_000n);
    await expectInvariants();

    await db.transaction((tx) => ledger.releaseEscrow(tx, { ref: 'T-1', buyerId: buyer! }));
    expect(await balanceOf(db, buyer!, 'BTC')).toBe(500_000n);
    expect(await balanceOf(db, seller!, 'BTC', 'escrow')).toBe(0n);
    // Releasing again to the same buyer changes nothing; refunding a released hold is refused.
    await db.transaction((tx) => ledger.releaseEscrow(tx, { ref: 'T-1', buyerId: buyer! }));
    expect(await balanceOf(db, buyer!, 'BTC')).toBe(500_000n);
    await expect(db.transaction((tx) => ledger.refundEscrow(tx, { ref: 'T-1' }))).rejects.toMatchObject({
      code: 'ERROR_CONFLICT',
    });
    await expectInvariants();
  });

  it('refunds amount and fee to the seller', async () => {
    const db = handle.db;
    const [seller] = await insertUsers(db, 1);
    await fund(db, seller!, 'USDT', 100_000_000n);
    await db.transaction((tx) =>
      ledger.lockEscrow(tx, {
        ref: 'T-2',
        sellerId: seller!,
        coin: 'USDT',
        amount: 50_000_000n,
        fee: 500_000n,
      }),
    );
    await db.transaction((tx) => ledger.refundEscrow(tx, { ref: 'T-2' }));
    expect(await balanceOf(db, seller!, 'USDT')).toBe(100_000_000n);
    await expectInvariants();
  });

  it('refuses to lock more than the seller has and writes nothing', async () => {
    const db = handle.db;
    const [seller] = await insertUsers(db, 1);
    await fund(db, seller!, 'ETH', 1_000n);
    const before = await db.execute(sql`select count(*) as n from ledger_postings`);
    await expect(
      db.transaction((tx) =>
        ledger.lockEscrow(tx, { ref: 'T-3', sellerId: seller!, coin: 'ETH', amount: 1_000n, fee: 1n }),
      ),
    ).rejects.toMatchObject({
      code: 'ERROR_INSUFFICIENT_FUNDS',
      details: { amount: [expect.stringContaining('short')] },
    });
    const after = await db.execute(sql`select count(*) as n from ledger_postings`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual(
      (before as unknown as { rows: unknown[] }).rows,
    );
    expect(await balanceOf(db, seller!, 'ETH')).toBe(1_000n);
  });
});

describe('bonds and fees', () => {
  it('deposits a bond once and retrieves it', async () => {
    const db = handle.db;
    const [owner] = await insertUsers(db, 1);
    await fund(db, owner!, 'BTC', 300_000n);
    await db.transaction((tx) => ledger.depositBond(tx, { userId: owner!, coin: 'BTC', amount: 100_000n }));
    expect(await balanceOf(db, owner!, 'BTC', 'bond')).toBe(100_000n);
    await expect(
      db.transaction((tx) => ledger.depositBond(tx, { userId: owner!, coin: 'BTC', amount: 100_000n })),
    ).rejects.toMatchObject({ code: 'ERROR_CONFLICT' });
    await db.transaction((tx) =>
      ledger.chargeFee(tx, { userId: owner!, coin: 'BTC', amount: 1_000n, ref: 'x', reason: 'test' }),
    );
    const moved = await db.transaction((tx) =>
      ledger.retrieveBond(tx, { userId: owner!, coins: ['BTC', 'ETH'] }),
    );
    expect(moved).toEqual([{ coin: 'BTC', amount: 100_000n }]);
    expect(await balanceOf(db, owner!, 'BTC')).toBe(299_000n);
    await expectInvariants();
  });
});

describe('the database refuses what code must never do', () => {
  it('rejects a negative user balance through the CHECK constraint', async () => {
    const db = handle.db;
    const [owner] = await insertUsers(db, 1);
    await fund(db, owner!, 'BTC', 10n);
    await expect(
      db.execute(
        sql`update ledger_accounts set balance = -1 where user_id = ${owner!} and kind = 'available'`,
      ),
    ).rejects.toThrow();
  });

  it('rejects an unbalanced journal entry at commit', async () => {
    const db = handle.db;
    const [owner] = await insertUsers(db, 1);
    await fund(db, owner!, 'BTC', 10n);
    await expect(
      db.transaction(async (tx) => {
        const entry = (await tx.execute(
          sql`insert into ledger_entries (kind, coin) values ('forged', 'BTC') returning id`,
        )) as unknown as { rows: { id: number }[] };
        const account = (await tx.execute(
          sql`select id from ledger_accounts where user_id = ${owner!} and kind = 'available'`,
        )) as unknown as { rows: { id: number }[] };
        await tx.execute(
          sql`insert into ledger_postings (entry_id, account_id, amount) values (${entry.rows[0]!.id}, ${account.rows[0]!.id}, 5)`,
        );
      }),
    ).rejects.toThrow();
    expect(await balanceOf(db, owner!, 'BTC')).toBe(10n);
  });

  it('keeps postings append-only', async () => {
    await expect(handle.db.execute(sql`update ledger_postings set amount = amount + 1`)).rejects.toThrow();
    await expect(handle.db.execute(sql`delete from ledger_postings`)).rejects.toThrow();
  });

  it('verify reports a forged balance', async () => {
    const db = handle.db;
    const [owner] = await insertUsers(db, 1);
    await fund(db, owner!, 'BTC', 10n);
    await db.execute(sql`update ledger_accounts set balance = balance + 1 where user_id = ${owner!}`);
    const report = await verifyLedger(db);
    expect(report.ok).toBe(false);
    const broken = report.invariants.filter((i) => i.violations.length > 0).map((i) => i.name);
    expect(broken).toEqual(['balances_match_postings', 'liabilities_equal_net_deposits']);
    await db.execute(sql`update ledger_accounts set balance = balance - 1 where user_id = ${owner!}`);
    await expectInvariants();
  });

  it('verify reports a deposit credited twice while another went uncredited', async () => {
    const db = handle.db;
    const [first, second] = await insertUsers(db, 2);
    // Deposit A credited twice under its ref; deposit B marked credited with no entry: totals agree.
    const rows = (await db.execute(
      sql`insert into chain_deposits (coin, txid, vout, address, user_id, amount, confirmations, status, credited_at)
          values ('BTC', 'double-a', 0, 'x', ${first!}, 500, 6, 'credited', now()),
                 ('BTC', 'double-b', 0, 'x', ${second!}, 500, 6, 'credited', now())
          returning id`,
    )) as unknown as { rows: { id: number }[] };
    const [a, b] = rows.rows.map((row) => Number(row.id));
    for (let time = 0; time < 2; time += 1) {
      const entryId = await db.transaction((tx) =>
        ledger.creditDeposit(tx, { userId: first!, coin: 'BTC', amount: 500n, ref: `deposit:${a}` }),
      );
      await db.execute(sql`update chain_deposits set entry_id = ${entryId} where id = ${a}`);
    }
    const report = await verifyLedger(db);
    const broken = report.invariants.filter((i) => i.violations.length > 0).map((i) => i.name);
    expect(broken).toEqual(['one_entry_per_event', 'deposits_credited_once']);
    const credited = report.invariants.find((i) => i.name === 'deposits_credited_once')!.violations;
    expect(credited).toEqual([
      expect.stringContaining(`deposit ${a}: 2 entries`),
      expect.stringContaining(`deposit ${b}: 0 entries`),
    ]);
  });
});
