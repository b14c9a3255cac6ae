import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { ChainAdapter, SentTransfer } from '../chain/chain-adapter.js';
import { recordAudit } from '../audit/audit.repository.js';
import { describeError, idList, markSent, rows, type SendOutFigures } from './send-outs.js';

/**
 * Send-outs left in `sending` — the process died between claiming and recording the outcome, or
 * the node's answer was lost — are reconciled with the chain by their recorded intent (decision
 * 014): sent when the chain knows the reference, back to the queue when it certainly does not (the
 * next send carries the same reference), left alone when the chain cannot tell now. Each node runs
 * it at start and on every watcher pass; a row is claimed FOR UPDATE SKIP LOCKED and leased through
 * `recovery_checked_at`, so two nodes never ask about it at once.
 */

/** Default time a send-out may stay `sending` before recovery looks at it (a send may be in flight). */
export const DEFAULT_SEND_RECOVERY_GRACE_MS = 300_000;

export interface RecoveryReport {
  /** The chain knew them: marked sent with their transaction. */
  recovered: number;
  /** The chain certainly did not know them: back to pending, sent again by the next pass. */
  requeued: number;
  /** Nobody can tell now (node unreachable, lookup failed); asked again after the grace period. */
  undetermined: number;
}

interface StuckRow extends Record<string, unknown> {
  id: string;
  user_id: number;
  amount: string | bigint;
  fee: string | bigint;
  send_reference: string;
  send_mark: string | null;
  attempts: number;
}

export type ChainAnswer =
  | { state: 'sent'; txid: string; networkFee: bigint | null }
  | { state: 'absent' }
  | { state: 'unknown'; error: string }
  /** Claimed before intents were recorded: the chain cannot be asked; an operator settles it. */
  | { state: 'no_intent' };

/** What the chain says about a send-out's recorded intent; never throws. */
export async function askChain(
  chain: ChainAdapter,
  intent: { reference: string | null; mark: string | null },
): Promise<ChainAnswer> {
  if (!intent.reference) return { state: 'no_intent' };
  try {
    const found: SentTransfer | null = await chain.findSend(intent.reference, intent.mark);
    return found ? { state: 'sent', ...found } : { state: 'absent' };
  } catch (error) {
    return { state: 'unknown', error: describeError(error) };
  }
}

/**
 * One recovery pass over one coin: every `sending` row with a recorded intent, claimed at least
 * `graceMs` ago (database time) and not looked at by another node within that time.
 */
export async function recoverSending(
  db: Database,
  chain: ChainAdapter,
  options: { graceMs: number },
  errors: string[] = [],
): Promise<RecoveryReport> {
  const report: RecoveryReport = { recovered: 0, requeued: 0, undetermined: 0 };
  const cutoff = sql`now() - (${options.graceMs}::bigint * interval '1 millisecond')`;
  const tried: string[] = ['00000000-0000-0000-0000-000000000000'];
  for (;;) {
    const [row] = await db.transaction((tx) =>
      rows<StuckRow>(
        tx,
        sql`update withdrawals set recovery_checked_at = now()
            where id = (select id from withdrawals
                        where coin = ${chain.coin} and status = 'sending' and send_reference is not null
                          and send_started_at <= ${cutoff}
                          and (recovery_checked_at is null or recovery_checked_at <= ${cutoff})
                          and id <> all(${idList(tried)}::uuid[])
                        order by send_started_at limit 1 for update skip locked)
            returning id, user_id, amount, fee, send_reference, send_mark, attempts`,
      ),
    );
    if (!row) return report;
    tried.push(row.id);
    const sendOut: SendOutFigures = {
      id: row.id,
      userId: Number(row.user_id),
      coin: chain.coin,
      amount: BigInt(row.amount),
      fee: BigInt(row.fee),
    };
    const answer = await askChain(chain, { reference: row.send_reference, mark: row.send_mark });
    if (answer.state === 'sent') {
      const done = await db.transaction(async (tx) => {
        if (!(await markSent(tx, sendOut, answer))) return false;
        await recordAudit(tx, {
          actorId: null,
          action: 'send_out.recovered',
          targetUserId: sendOut.userId,
          details: { withdrawalId: row.id, coin: chain.coin, txid: answer.txid, attempts: row.attempts },
        });
        return true;
      });
      if (done) report.recovered += 1;
      continue;
    }
    if (answer.state === 'absent') {
      const requeued = await db.transaction(async (tx) => {
        const back = await rows<{ id: string }>(
          tx,
          sql`update withdrawals set status = 'pending', failure_reason = null
              where id = ${row.id} and status = 'sending' returning id`,
        );
        if (back.length === 0) return false;
        await recordAudit(tx, {
          actorId: null,
          action: 'send_out.requeued',
          targetUserId: sendOut.userId,
          details: {
            withdrawalId: row.id,
            coin: chain.coin,
            reference: row.send_reference,
            attempts: row.attempts,
          },
        });
        return true;
      });
      if (requeued) report.requeued += 1;
      continue;
    }
    report.undetermined += 1;
    errors.push(
      `${chain.coin} send-out ${row.id} stays in sending: the chain cannot tell whether it left (${
        answer.state === 'unknown' ? answer.error : answer.state
      })`,
    );
  }
}
