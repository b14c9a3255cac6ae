import { sql } from 'drizzle-orm';
import type { CryptoCode } from '@p2p/shared';
import type { Database, Executor, Transaction } from '../../db/client.js';
import type { ChainAdapter, SentTransfer } from '../chain/chain-adapter.js';
import * as ledger from '../ledger/ledger.service.js';
import { recordWalletEvent } from './wallet-events.js';

/**
 * Sending send-outs to the chain, crash-safe (decision 014). A send-out is claimed (pending →
 * sending) together with its intent — the reference the chain will carry and where the chain stood
 * — and that is committed before the chain is called, so after a crash the chain can be asked
 * whether it left (see send-out-recovery). Every later state change is guarded by `status =
 * 'sending'` in the transaction that moves the money, so the ledger moves once whoever gets there
 * first: this sender, recovery on another node or an operator.
 */

type Row = Record<string, unknown>;
export async function rows<T extends Row>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const describeError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** A PostgreSQL array literal of ids, passed as one text parameter. */
export const idList = (ids: readonly (number | string)[]) => `{${ids.map(String).join(',')}}`;

/** The reference a send-out's transaction carries on the chain. */
export const sendReference = (withdrawalId: string) => `p2p-send-out:${withdrawalId}`;

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
  /** Nobody knows whether it left: recovery asks the chain about its reference later. */
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

/** The figures of a send-out the ledger needs. */
export interface SendOutFigures {
  id: string;
  userId: number;
  coin: CryptoCode;
  amount: bigint;
  fee: bigint;
}

const ledgerFigures = (sendOut: SendOutFigures) => ({
  coin: sendOut.coin,
  amount: sendOut.amount,
  fee: sendOut.fee,
  ref: `withdrawal:${sendOut.id}`,
});

/**
 * sending → sent with its transaction, and clearing settles (amount to the outside world, fee to
 * fee income), in the caller's transaction. Answers false, moving nothing, when the send-out is no
 * longer `sending` (someone else settled it first).
 */
export async function markSent(
  tx: Transaction,
  sendOut: SendOutFigures,
  sent: SentTransfer,
): Promise<boolean> {
  const updated = await rows<{ id: string }>(
    tx,
    sql`update withdrawals set status = 'sent', txid = ${sent.txid}, network_fee = ${sent.networkFee},
          sent_at = now()
        where id = ${sendOut.id} and status = 'sending'
        returning id`,
  );
  if (updated.length === 0) return false;
  await ledger.settleWithdrawal(tx, ledgerFigures(sendOut));
  await recordWalletEvent(tx, { type: 'wallet.sendout', status: 'sent', ...sendOut });
  return true;
}

/** sending → failed, amount and fee back to the user; false, moving nothing, when no longer `sending`. */
export async function markFailed(tx: Transaction, sendOut: SendOutFigures, reason: string): Promise<boolean> {
  const updated = await rows<{ id: string }>(
    tx,
    sql`update withdrawals set status = 'failed', failure_reason = ${reason}
        where id = ${sendOut.id} and status = 'sending'
        returning id`,
  );
  if (updated.length === 0) return false;
  await ledger.reverseWithdrawal(tx, { ...ledgerFigures(sendOut), userId: sendOut.userId });
  await recordWalletEvent(tx, { type: 'wallet.sendout', status: 'failed', ...sendOut, reason });
  return true;
}

interface ClaimedWithdrawal extends Row {
  id: string;
  user_id: number;
  address: string;
  amount: string | bigint;
  fee: string | bigint;
  send_reference: string;
}

export interface SendReport {
  sent: number;
  failed: number;
  /** Put back to pending (the node is short of funds, locked or warming up). */
  deferred: number;
}

/** Sends this coin's pending send-outs one by one; each is claimed FOR UPDATE SKIP LOCKED. */
export async function sendPending(db: Database, chain: ChainAdapter, errors: string[]): Promise<SendReport> {
  const report: SendReport = { sent: 0, failed: 0, deferred: 0 };
  const waiting = await rows<{ n: unknown }>(
    db,
    sql`select count(*) as n from withdrawals where coin = ${chain.coin} and status = 'pending'`,
  );
  if (Number(waiting[0]?.n ?? 0) === 0) return report;
  let mark: string | null;
  try {
    // Taken once per pass: an older mark only makes the lookup look further back.
    mark = await chain.sendMark();
  } catch (error) {
    errors.push(
      `${chain.coin} send-outs wait: the chain cannot be asked where it stands: ${describeError(error)}`,
    );
    return report;
  }
  const tried: string[] = ['00000000-0000-0000-0000-000000000000'];
  for (;;) {
    // Claim one with its intent: pending → sending, committed before the chain is called.
    const [claimed] = await db.transaction((tx) =>
      rows<ClaimedWithdrawal>(
        tx,
        sql`update withdrawals set status = 'sending', attempts = attempts + 1,
              send_reference = 'p2p-send-out:' || id::text, send_mark = coalesce(send_mark, ${mark}), send_started_at = now(),
              recovery_checked_at = null
            where id = (select id from withdrawals where coin = ${chain.coin} and status = 'pending'
                          and id <> all(${idList(tried)}::uuid[])
                        order by created_at limit 1 for update skip locked)
            returning id, user_id, address, amount, fee, send_reference`,
      ),
    );
    if (!claimed) return report;
    tried.push(claimed.id);
    const sendOut: SendOutFigures = {
      id: claimed.id,
      userId: Number(claimed.user_id),
      coin: chain.coin,
      amount: BigInt(claimed.amount),
      fee: BigInt(claimed.fee),
    };
    let result: SentTransfer;
    try {
      result = await chain.send(claimed.address, sendOut.amount, claimed.send_reference);
    } catch (error) {
      const failure = classifySendFailure(error);
      if (failure.kind === 'unknown') {
        // It stays `sending`; recovery asks the chain about its reference once the grace period is over.
        await db.execute(
          sql`update withdrawals set failure_reason = ${`outcome unknown: ${describeError(error)}`}
              where id = ${claimed.id} and status = 'sending'`,
        );
        errors.push(`${chain.coin} send-out ${claimed.id} left in sending: ${describeError(error)}`);
        continue;
      }
      if (failure.kind === 'retry') {
        await db.execute(
          sql`update withdrawals set status = 'pending' where id = ${claimed.id} and status = 'sending'`,
        );
        errors.push(`${chain.coin} send-out ${claimed.id} deferred: ${describeError(error)}`);
        report.deferred += 1;
        continue;
      }
      if (failure.kind === 'refused') {
        if (await db.transaction((tx) => markFailed(tx, sendOut, failure.reason))) report.failed += 1;
        continue;
      }
      result = { txid: failure.txid, networkFee: null };
    }
    if (await db.transaction((tx) => markSent(tx, sendOut, result))) report.sent += 1;
    else errors.push(`${chain.coin} send-out ${claimed.id} was settled elsewhere while it was being sent`);
  }
}
