import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CryptoCode } from '@p2p/shared';
import type { Database, Transaction } from '../db/client.js';
import { creditDeposit } from '../modules/ledger/ledger.service.js';

/** Users inserted directly (no password hashing), for tests that only need owners of money. */
export async function insertUsers(db: Database, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const tag = randomBytes(5).toString('hex');
    const result = (await db.execute(
      sql`insert into users (username, email, password_hash, referral_code)
          values (${`u_${tag}`}, ${`${tag}@ledger.test`}, 'x', ${`ref_${tag}`}) returning id`,
    )) as unknown as { rows: { id: number }[] };
    ids.push(Number(result.rows[0]!.id));
  }
  return ids;
}

/**
 * Credits a deposit the way the chain watcher does: a credited chain_deposits row and its ledger
 * entry (ref `deposit:<row id>`), so that ledger-verify's deposit invariants hold in tests too.
 * Answers the entry's ref.
 */
export async function creditTestDeposit(
  tx: Transaction,
  input: { userId: number; coin: CryptoCode; amount: bigint; address?: string },
): Promise<string> {
  const txid = randomBytes(16).toString('hex');
  const inserted = (await tx.execute(
    sql`insert into chain_deposits (coin, txid, vout, address, user_id, amount, confirmations, status, credited_at)
        values (${input.coin}, ${txid}, 0, ${input.address ?? 'test'}, ${input.userId}, ${input.amount}, 6, 'credited', now())
        returning id`,
  )) as unknown as { rows: { id: number }[] };
  const ref = `deposit:${inserted.rows[0]!.id}`;
  const entryId = await creditDeposit(tx, {
    userId: input.userId,
    coin: input.coin,
    amount: input.amount,
    ref,
  });
  await tx.execute(sql`update chain_deposits set entry_id = ${entryId} where id = ${inserted.rows[0]!.id}`);
  return ref;
}

export async function fund(db: Database, userId: number, coin: CryptoCode, amount: bigint): Promise<void> {
  await db.transaction((tx) => creditTestDeposit(tx, { userId, coin, amount }));
}

export async function balanceOf(
  db: Database,
  userId: number,
  coin: CryptoCode,
  kind: 'available' | 'escrow' | 'bond' = 'available',
): Promise<bigint> {
  const result = (await db.execute(
    sql`select coalesce(sum(balance), 0) as balance from ledger_accounts
        where user_id = ${userId} and coin = ${coin} and kind = ${kind}`,
  )) as unknown as { rows: { balance: string | bigint }[] };
  return BigInt(result.rows[0]!.balance);
}
