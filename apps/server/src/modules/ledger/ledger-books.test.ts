import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { creditTestDeposit, insertUsers } from '../../test/ledger.js';
import type { DatabaseHandle } from '../../db/client.js';
import { verifyLedger } from './ledger-verify.js';
import { MixedBooksError } from './ledger-book-guard.js';
import { debitWithdrawal, platform, transfer, user } from './ledger.service.js';

let database: DatabaseHandle;
let realUser: number;
let demoUser: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const ids = await insertUsers(database.db, 2);
  realUser = ids[0]!;
  demoUser = ids[1]!;
  await database.db.execute(sql`update users set is_demo = true where id = ${demoUser}`);
  await database.db.transaction((tx) =>
    creditTestDeposit(tx, { userId: realUser, coin: 'BTC', amount: 50_000n }),
  );
  await database.db.transaction((tx) =>
    transfer(tx, {
      kind: 'demo_grant',
      coin: 'BTC',
      ref: 'test',
      postings: [
        { account: platform('demo_mint', 'BTC'), amount: -70_000n },
        { account: user('available', demoUser, 'BTC'), amount: 70_000n },
      ],
    }),
  );
});
afterAll(() => database.close());

async function books(): Promise<Record<string, string>> {
  const result = (await database.db.execute(
    sql`select kind, coalesce(user_id::text, '-') as owner, book from ledger_accounts order by id`,
  )) as unknown as { rows: { kind: string; owner: string; book: string }[] };
  return Object.fromEntries(result.rows.map((row) => [`${row.kind}:${row.owner}`, row.book]));
}

describe('the demo book', () => {
  it("files a demo user's accounts and demo_mint in the demo book, everything else in the real one", async () => {
    expect(await books()).toMatchObject({
      [`available:${realUser}`]: 'real',
      'chain_external:-': 'real',
      [`available:${demoUser}`]: 'demo',
      'demo_mint:-': 'demo',
    });
  });

  it('refuses an entry that posts to both books, whichever way the money goes', async () => {
    const mixed = (from: ReturnType<typeof user>, to: ReturnType<typeof user>) =>
      database.db.transaction((tx) =>
        transfer(tx, {
          kind: 'test_mix',
          coin: 'BTC',
          postings: [
            { account: from, amount: -1_000n },
            { account: to, amount: 1_000n },
          ],
        }),
      );
    await expect(
      mixed(user('available', realUser, 'BTC'), user('available', demoUser, 'BTC')),
    ).rejects.toThrow(MixedBooksError);
    await expect(
      mixed(user('available', demoUser, 'BTC'), user('available', realUser, 'BTC')),
    ).rejects.toThrow(MixedBooksError);
    await expect(mixed(platform('demo_mint', 'BTC'), user('available', realUser, 'BTC'))).rejects.toThrow(
      MixedBooksError,
    );
    // Play money cannot leave through a send-out either: the clearing account is real.
    await expect(
      database.db.transaction((tx) =>
        debitWithdrawal(tx, { userId: demoUser, coin: 'BTC', amount: 1_000n, fee: 0n, ref: 'withdrawal:x' }),
      ),
    ).rejects.toThrow(MixedBooksError);
  });

  it('leaves every balance as it was and the invariants clean after the refusals', async () => {
    const result = (await database.db.execute(
      sql`select kind, user_id, balance::text as balance from ledger_accounts where balance <> 0 order by id`,
    )) as unknown as { rows: { kind: string; user_id: number | null; balance: string }[] };
    expect(
      result.rows.map((row) => [row.kind, row.user_id === null ? null : Number(row.user_id), row.balance]),
    ).toEqual([
      ['chain_external', null, '-50000'],
      ['available', realUser, '50000'],
      ['demo_mint', null, '-70000'],
      ['available', demoUser, '70000'],
    ]);
    const report = await verifyLedger(database.db);
    expect(report.invariants.filter((invariant) => invariant.violations.length > 0)).toEqual([]);
  });

  it('ledger-verify reports an entry that mixes the books and an account filed in the wrong book', async () => {
    await database.db
      .transaction(async (tx) => {
        // What a bug writing SQL past the ledger would leave behind.
        await tx.execute(sql`update ledger_accounts set book = 'real' where user_id = ${demoUser}`);
        await tx.execute(sql`update ledger_accounts set book = 'demo' where user_id = ${realUser}`);
        const report = await verifyLedger(tx);
        const broken = report.invariants
          .filter((invariant) => invariant.violations.length > 0)
          .map((i) => i.name);
        expect(broken).toEqual(expect.arrayContaining(['books_not_mixed', 'demo_book_owners']));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
    expect((await verifyLedger(database.db)).ok).toBe(true);
  });
});
