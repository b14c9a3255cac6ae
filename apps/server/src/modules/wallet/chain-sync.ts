import { sql } from 'drizzle-orm';
import type { CryptoCode } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import type { ChainAdapter } from '../chain/chain-adapter.js';
import type { Chains } from '../chain/chains.js';
import * as ledger from '../ledger/ledger.service.js';
import { recordWalletEvent } from './wallet-events.js';
import { DEFAULT_SEND_RECOVERY_GRACE_MS, recoverSending } from './send-out-recovery.js';
import { describeError, idList, rows, sendPending } from './send-outs.js';

/**
 * What each node does every few seconds, safe with several nodes at once: record deposits the chain
 * shows (upserts keyed by transaction and output), credit those confirmed enough (each row claimed
 * with FOR UPDATE SKIP LOCKED and credited once), reconcile send-outs stuck in `sending` with the
 * chain (send-out-recovery), send pending send-outs (claimed the same way, see send-outs) and follow
 * sent ones until they are confirmed.
 */

export interface SyncReport {
  seen: number;
  credited: number;
  sent: number;
  failed: number;
  confirmed: number;
  /** Send-outs put back to pending (the node is short of funds, locked or warming up). */
  deferred: number;
  /** Send-outs found stuck in `sending` that the chain knew, and were marked sent. */
  recovered: number;
  /** Send-outs found stuck in `sending` that the chain did not know, put back to the queue. */
  requeued: number;
  /** Problems with single rows; the rest of the pass went on. */
  errors: string[];
}

async function recordIncoming(db: Database, chain: ChainAdapter): Promise<number> {
  const cursorRow = await rows<{ cursor: string | null }>(
    db,
    sql`select cursor from chain_cursors where coin = ${chain.coin}`,
  );
  const { transfers, cursor } = await chain.listIncoming(cursorRow[0]?.cursor ?? null);
  let seen = 0;
  for (const transfer of transfers) {
    if (transfer.confirmations < 0) {
      // Conflicted or dropped: it will not be credited, and it no longer counts as incoming.
      await db.execute(
        sql`delete from chain_deposits where coin = ${chain.coin} and txid = ${transfer.txid}
            and vout = ${transfer.vout} and status = 'pending'`,
      );
      continue;
    }
    // The upsert and the owner's "deposit on its way" notice (a new row not yet confirmed enough;
    // xmax = 0 tells an insert from an update) commit together.
    const inserted = await db.transaction(async (tx) => {
      const upserted = await rows<{ id: number; user_id: number; fresh: boolean }>(
        tx,
        sql`insert into chain_deposits (coin, txid, vout, address, user_id, amount, confirmations)
          select ${chain.coin}, ${transfer.txid}, ${transfer.vout}, ${transfer.address}, a.user_id,
                 ${transfer.amount}, ${transfer.confirmations}
          from deposit_addresses a where a.coin = ${chain.coin} and a.address = ${transfer.address}
          on conflict (coin, txid, vout) do update
            set confirmations = greatest(chain_deposits.confirmations, excluded.confirmations)
            where chain_deposits.status = 'pending'
          returning id, user_id, (xmax = 0) as fresh`,
      );
      for (const row of upserted.filter(
        (item) => item.fresh && transfer.confirmations < chain.requiredConfirmations,
      )) {
        const { coin } = chain;
        const [userId, amount] = [Number(row.user_id), BigInt(transfer.amount)];
        await recordWalletEvent(tx, { type: 'wallet.deposit', status: 'pending', userId, coin, amount });
      }
      return upserted;
    });
    seen += inserted.length;
  }
  await db.execute(
    sql`insert into chain_cursors (coin, cursor) values (${chain.coin}, ${cursor})
        on conflict (coin) do update set cursor = excluded.cursor, updated_at = now()`,
  );
  return seen;
}

async function creditConfirmed(db: Database, chain: ChainAdapter, errors: string[]): Promise<number> {
  let credited = 0;
  const skipped: number[] = [0];
  for (;;) {
    let depositId: number | undefined;
    try {
      const done = await db.transaction(async (tx) => {
        const [deposit] = await rows<{ id: number; user_id: number; amount: string | bigint }>(
          tx,
          sql`select id, user_id, amount from chain_deposits
              where coin = ${chain.coin} and status = 'pending' and confirmations >= ${chain.requiredConfirmations}
                and id <> all(${idList(skipped)}::bigint[])
              order by id limit 1 for update skip locked`,
        );
        if (!deposit) return false;
        depositId = Number(deposit.id);
        const entryId = await ledger.creditDeposit(tx, {
          userId: Number(deposit.user_id),
          coin: chain.coin,
          amount: BigInt(deposit.amount),
          ref: `deposit:${deposit.id}`,
        });
        await tx.execute(
          sql`update chain_deposits set status = 'credited', entry_id = ${entryId}, credited_at = now()
              where id = ${deposit.id}`,
        );
        const [userId, amount] = [Number(deposit.user_id), BigInt(deposit.amount)];
        await recordWalletEvent(tx, {
          type: 'wallet.deposit',
          status: 'confirmed',
          userId,
          coin: chain.coin,
          amount,
        });
        return true;
      });
      if (!done) return credited;
      credited += 1;
    } catch (error) {
      // One deposit that cannot be credited must not hold up the others; it is tried again next pass.
      if (depositId === undefined) throw error;
      skipped.push(depositId);
      errors.push(`${chain.coin} deposit ${depositId} not credited: ${describeError(error)}`);
    }
  }
}

async function followSent(db: Database, chain: ChainAdapter, errors: string[]): Promise<number> {
  const sentRows = await rows<{ id: string; txid: string }>(
    db,
    sql`select id, txid from withdrawals where coin = ${chain.coin} and status = 'sent' order by sent_at limit 100`,
  );
  let confirmed = 0;
  for (const withdrawal of sentRows) {
    let confirmations: number;
    try {
      confirmations = await chain.confirmations(withdrawal.txid);
    } catch (error) {
      // One transaction the node cannot report on must not hold up the others.
      errors.push(`${chain.coin} send-out ${withdrawal.id} not followed: ${describeError(error)}`);
      continue;
    }
    if (confirmations < 0) continue;
    const done = confirmations >= chain.requiredConfirmations;
    await db.execute(
      sql`update withdrawals set confirmations = ${confirmations},
            status = case when ${done} then 'confirmed' else status end,
            confirmed_at = case when ${done} then now() else confirmed_at end
          where id = ${withdrawal.id} and status = 'sent'`,
    );
    if (done) confirmed += 1;
  }
  return confirmed;
}

export interface SyncOptions {
  /** How long a send-out may stay `sending` before recovery asks the chain about it. */
  sendRecoveryGraceMs?: number;
}

/** One pass over one coin's chain. */
export async function syncChain(
  db: Database,
  chain: ChainAdapter,
  options: SyncOptions = {},
): Promise<SyncReport> {
  const errors: string[] = [];
  const seen = await recordIncoming(db, chain);
  const credited = await creditConfirmed(db, chain, errors);
  const { recovered, requeued } = await recoverSending(
    db,
    chain,
    { graceMs: options.sendRecoveryGraceMs ?? DEFAULT_SEND_RECOVERY_GRACE_MS },
    errors,
  );
  const { sent, failed, deferred } = await sendPending(db, chain, errors);
  const confirmed = await followSent(db, chain, errors);
  return { seen, credited, sent, failed, confirmed, deferred, recovered, requeued, errors };
}

/** One pass over every chain; a chain that fails is reported and the others still run. */
export async function syncChains(
  db: Database,
  chains: Chains,
  onError: (coin: CryptoCode, error: unknown) => void = () => {},
  options: SyncOptions = {},
): Promise<Partial<Record<CryptoCode, SyncReport>>> {
  const reports: Partial<Record<CryptoCode, SyncReport>> = {};
  for (const chain of Object.values(chains)) {
    try {
      reports[chain.coin] = await syncChain(db, chain, options);
    } catch (error) {
      onError(chain.coin, error);
    }
  }
  return reports;
}
