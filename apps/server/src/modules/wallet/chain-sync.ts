import { sql } from 'drizzle-orm';
import type { CryptoCode } from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import type { ChainAdapter } from '../chain/chain-adapter.js';
import type { Chains } from '../chain/chains.js';
import * as ledger from '../ledger/ledger.service.js';

/**
 * What each node does every few seconds, safe with several nodes at once: record deposits the chain
 * shows (upserts keyed by transaction and output), credit those confirmed enough (each row claimed
 * with FOR UPDATE SKIP LOCKED and credited once), send pending send-outs (claimed the same way) and
 * follow sent ones until they are confirmed.
 */

type Row = Record<string, unknown>;
async function rows<T extends Row>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface SyncReport {
  seen: number;
  credited: number;
  sent: number;
  failed: number;
  confirmed: number;
  /** Send-outs put back to pending (the node is short of funds, locked or warming up). */
  deferred: number;
  /** Problems with single rows; the rest of the pass went on. */
  errors: string[];
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** A PostgreSQL array literal of ids, passed as one text parameter. */
const idList = (ids: readonly (number | string)[]) => `{${ids.map(String).join(',')}}`;

/**
 * RPC errors raised before the node stored anything (bad amount or address, invalid parameter):
 * the send certainly did not happen and the user is refunded.
 */
const REFUSED_BEFORE_STORING = new Set([-3, -5, -8]);
/** "Not now": the hot wallet is short of funds (-6), locked (-13) or the node is warming up (-28). */
const RETRY_LATER_CODES = new Set([-6, -13, -28]);

type SendFailure =
  /** The node refused it for good: refund the user. */
  | { kind: 'refused'; reason: string }
  /** It certainly did not leave: try again later. */
  | { kind: 'retry' }
  /** The coins left but the answer was cut short: record the txid. */
  | { kind: 'sent'; txid: string }
  /** Nobody knows whether it left: an operator must look before anything is sent again. */
  | { kind: 'unknown' };

export function classifySendFailure(error: unknown): SendFailure {
  const details = error as {
    name?: string;
    code?: number;
    message?: string;
    txid?: string;
    outcomeUnknown?: boolean;
  };
  if (details?.name === 'ChainRpcError') {
    if (REFUSED_BEFORE_STORING.has(details.code ?? 0)) {
      return { kind: 'refused', reason: String(details.message ?? 'refused by the node').slice(0, 500) };
    }
    return RETRY_LATER_CODES.has(details.code ?? 0) ? { kind: 'retry' } : { kind: 'unknown' };
  }
  if (details?.name === 'ChainUnavailableError') {
    if (details.txid) return { kind: 'sent', txid: details.txid };
    if (details.outcomeUnknown === false) return { kind: 'retry' };
  }
  return { kind: 'unknown' };
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
    const inserted = await rows<{ id: number }>(
      db,
      sql`insert into chain_deposits (coin, txid, vout, address, user_id, amount, confirmations)
          select ${chain.coin}, ${transfer.txid}, ${transfer.vout}, ${transfer.address}, a.user_id,
                 ${transfer.amount}, ${transfer.confirmations}
          from deposit_addresses a where a.coin = ${chain.coin} and a.address = ${transfer.address}
          on conflict (coin, txid, vout) do update
            set confirmations = greatest(chain_deposits.confirmations, excluded.confirmations)
            where chain_deposits.status = 'pending'
          returning id`,
    );
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
        return true;
      });
      if (!done) return credited;
      credited += 1;
    } catch (error) {
      // One deposit that cannot be credited must not hold up the others; it is tried again next pass.
      if (depositId === undefined) throw error;
      skipped.push(depositId);
      errors.push(`${chain.coin} deposit ${depositId} not credited: ${describe(error)}`);
    }
  }
}

interface ClaimedWithdrawal extends Row {
  id: string;
  user_id: number;
  address: string;
  amount: string | bigint;
  fee: string | bigint;
}

async function sendPending(
  db: Database,
  chain: ChainAdapter,
  errors: string[],
): Promise<{ sent: number; failed: number; deferred: number }> {
  let sent = 0;
  let failed = 0;
  let deferred = 0;
  const tried: string[] = ['00000000-0000-0000-0000-000000000000'];
  for (;;) {
    // Claim one: pending → sending, committed before the node is called, so no other node sends it.
    const [claimed] = await db.transaction((tx) =>
      rows<ClaimedWithdrawal>(
        tx,
        sql`update withdrawals set status = 'sending', attempts = attempts + 1
            where id = (select id from withdrawals where coin = ${chain.coin} and status = 'pending'
                          and id <> all(${idList(tried)}::uuid[])
                        order by created_at limit 1 for update skip locked)
            returning id, user_id, address, amount, fee`,
      ),
    );
    if (!claimed) return { sent, failed, deferred };
    tried.push(claimed.id);
    const figures = {
      coin: chain.coin,
      amount: BigInt(claimed.amount),
      fee: BigInt(claimed.fee),
      ref: `withdrawal:${claimed.id}`,
    };
    let result: { txid: string; networkFee: bigint | null };
    try {
      result = await chain.send(claimed.address, figures.amount);
    } catch (error) {
      const failure = classifySendFailure(error);
      if (failure.kind === 'unknown') {
        // It stays `sending` for an operator to reconcile: sending again could pay twice.
        await db.execute(
          sql`update withdrawals set failure_reason = ${`outcome unknown: ${describe(error)}`} where id = ${claimed.id}`,
        );
        errors.push(`${chain.coin} send-out ${claimed.id} left in sending: ${describe(error)}`);
        continue;
      }
      if (failure.kind === 'retry') {
        await db.execute(sql`update withdrawals set status = 'pending' where id = ${claimed.id}`);
        errors.push(`${chain.coin} send-out ${claimed.id} deferred: ${describe(error)}`);
        deferred += 1;
        continue;
      }
      if (failure.kind === 'refused') {
        await db.transaction(async (tx) => {
          await ledger.reverseWithdrawal(tx, { ...figures, userId: Number(claimed.user_id) });
          await tx.execute(
            sql`update withdrawals set status = 'failed', failure_reason = ${failure.reason} where id = ${claimed.id}`,
          );
        });
        failed += 1;
        continue;
      }
      result = { txid: failure.txid, networkFee: null };
    }
    await db.transaction(async (tx) => {
      await ledger.settleWithdrawal(tx, figures);
      await tx.execute(
        sql`update withdrawals set status = 'sent', txid = ${result.txid}, network_fee = ${result.networkFee},
              sent_at = now()
            where id = ${claimed.id}`,
      );
    });
    sent += 1;
  }
}

async function followSent(db: Database, chain: ChainAdapter): Promise<number> {
  const sentRows = await rows<{ id: string; txid: string }>(
    db,
    sql`select id, txid from withdrawals where coin = ${chain.coin} and status = 'sent' order by sent_at limit 100`,
  );
  let confirmed = 0;
  for (const withdrawal of sentRows) {
    const confirmations = await chain.confirmations(withdrawal.txid);
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

/** One pass over one coin's chain. */
export async function syncChain(db: Database, chain: ChainAdapter): Promise<SyncReport> {
  const errors: string[] = [];
  const seen = await recordIncoming(db, chain);
  const credited = await creditConfirmed(db, chain, errors);
  const { sent, failed, deferred } = await sendPending(db, chain, errors);
  const confirmed = await followSent(db, chain);
  return { seen, credited, sent, failed, confirmed, deferred, errors };
}

/** One pass over every chain; a chain that fails is reported and the others still run. */
export async function syncChains(
  db: Database,
  chains: Chains,
  onError: (coin: CryptoCode, error: unknown) => void = () => {},
): Promise<Partial<Record<CryptoCode, SyncReport>>> {
  const reports: Partial<Record<CryptoCode, SyncReport>> = {};
  for (const chain of Object.values(chains)) {
    try {
      reports[chain.coin] = await syncChain(db, chain);
    } catch (error) {
      onError(chain.coin, error);
    }
  }
  return reports;
}
