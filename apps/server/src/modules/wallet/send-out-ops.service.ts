import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { coinPrecision, cryptoCodeSchema, formatAmount, type CryptoCode } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Chains } from '../chain/chains.js';
import { askChain, type ChainAnswer } from './send-out-recovery.js';
import { markFailed, markSent, rows, type SendOutFigures } from './send-outs.js';

/**
 * Operator commands for send-outs stuck in `sending` (decision 014): list them with what the chain
 * says about each, and settle one by hand — sent with a transaction the operator checked, or failed
 * with amount and fee back to the user — with an audit record naming the operator and the reason.
 */

const noControlCharacters = /^[^\p{Cc}]*$/u;

export const stuckSendOutsInputSchema = z.strictObject({
  coin: cryptoCodeSchema.optional(),
});
export type StuckSendOutsInput = z.infer<typeof stuckSendOutsInputSchema>;

export const settleSendOutInputSchema = z
  .strictObject({
    id: z.uuid('must be a send-out id (a UUID)'),
    outcome: z.enum(['sent', 'failed'], 'must be sent or failed'),
    txid: z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be a transaction id (64 hexadecimal characters)')
      .transform((txid) => txid.toLowerCase())
      .optional(),
    operator: z.string().trim().min(1, 'must name the operator (an admin username)').max(50),
    reason: z
      .string()
      .trim()
      .min(10, 'must say why, in at least 10 characters')
      .max(500)
      .regex(noControlCharacters, 'must not contain control characters'),
  })
  .superRefine((input, context) => {
    if (input.outcome === 'sent' && !input.txid) {
      context.addIssue({
        code: 'custom',
        path: ['txid'],
        message: 'is required to settle a send-out as sent',
      });
    }
    if (input.outcome === 'failed' && input.txid) {
      context.addIssue({ code: 'custom', path: ['txid'], message: 'only goes with --outcome sent' });
    }
  });
export type SettleSendOutInput = z.infer<typeof settleSendOutInputSchema>;

interface SendingRow extends Record<string, unknown> {
  id: string;
  user_id: number;
  username: string;
  coin: CryptoCode;
  address: string;
  amount: string | bigint;
  fee: string | bigint;
  attempts: number;
  failure_reason: string | null;
  send_reference: string | null;
  send_mark: string | null;
  send_started_at: Date | string | null;
  seconds_sending: string | number | null;
  in_flight: boolean;
}

const selectSending = (graceMs: number) =>
  sql`select w.id, w.user_id, u.username, w.coin, w.address, w.amount, w.fee, w.attempts, w.failure_reason,
             w.send_reference, w.send_mark, w.send_started_at,
             floor(extract(epoch from now() - w.send_started_at)) as seconds_sending,
             coalesce(w.send_started_at > now() - (${graceMs}::bigint * interval '1 millisecond'), false)
               as in_flight
      from withdrawals w join users u on u.id = w.user_id
      where w.status = 'sending'`;

const amountText = (coin: CryptoCode, value: bigint) => formatAmount(value, coinPrecision(coin));

function describeAnswer(coin: CryptoCode, answer: ChainAnswer) {
  if (answer.state !== 'sent') return answer;
  const { networkFee, ...rest } = answer;
  return { ...rest, networkFee: networkFee === null ? null : amountText(coin, networkFee) };
}

function nextStep(answer: ChainAnswer, inFlight: boolean): string {
  if (inFlight) return 'may still be in flight: recovery and settling wait for the grace period';
  switch (answer.state) {
    case 'sent':
      return `the chain knows it: recovery marks it sent, or settle it with --outcome sent --txid ${answer.txid}`;
    case 'absent':
      return 'the chain does not know it: recovery sends it again, or settle it with --outcome failed to refund';
    case 'unknown':
      return 'the chain cannot tell now: it waits; settle it only after checking the node yourself';
    case 'no_intent':
      return 'claimed before intents were recorded: find it on the node by address and amount, then settle it';
  }
}

/** Every send-out in `sending`, oldest first, with what the chain says about its intent. */
export async function listStuckSendOuts(
  db: Database,
  chains: Chains,
  input: StuckSendOutsInput,
  graceMs: number,
) {
  const found = await rows<SendingRow>(
    db,
    sql`${selectSending(graceMs)} ${input.coin ? sql`and w.coin = ${input.coin}` : sql``}
        order by w.send_started_at nulls first, w.created_at limit 200`,
  );
  const listed = [];
  for (const row of found) {
    const answer = await askChain(chains[row.coin], { reference: row.send_reference, mark: row.send_mark });
    listed.push({
      id: row.id,
      username: row.username,
      coin: row.coin,
      address: row.address,
      amount: amountText(row.coin, BigInt(row.amount)),
      fee: amountText(row.coin, BigInt(row.fee)),
      attempts: Number(row.attempts),
      sendStartedAt: row.send_started_at === null ? null : new Date(row.send_started_at).toISOString(),
      secondsSending: row.seconds_sending === null ? null : Number(row.seconds_sending),
      inFlight: row.in_flight,
      reference: row.send_reference,
      lastError: row.failure_reason,
      chain: describeAnswer(row.coin, answer),
      next: nextStep(answer, row.in_flight),
    });
  }
  return listed;
}

const conflict = (message: string) => new AppError('ERROR_CONFLICT', message);
/** A refused option, named in the message too (the command line prints only the message). */
const invalid = (field: string, message: string) =>
  new AppError('ERROR_INPUT_VALIDATION', `--${field} ${message}`, { [field]: [message] });

/** The user sees this on a send-out an operator failed; the operator's reason stays in the audit log. */
const FAILED_BY_OPERATOR = 'Cancelled by the platform; the amount and fee are back in your balance';

/**
 * Settles one send-out stuck in `sending`. The chain is asked first and overrules the operator
 * where it knows better: a send-out the chain knows is never failed (that would pay twice), and is
 * marked sent only with the transaction the chain knows; one the chain cannot answer about now is
 * not failed either. The change, the ledger move and the audit record commit together.
 */
export async function settleSendOut(
  db: Database,
  chains: Chains,
  input: SettleSendOutInput,
  graceMs: number,
) {
  const [operator] = await rows<{ id: number; username: string; role: string }>(
    db,
    sql`select id, username, role from users where lower(username) = lower(${input.operator})`,
  );
  if (!operator || operator.role !== 'admin') {
    throw invalid('operator', 'must name an admin account (npm run ops -- create-admin)');
  }
  const [row] = await rows<SendingRow & { status: string }>(
    db,
    sql`select w.status, s.* from withdrawals w
        left join (${selectSending(graceMs)}) s on s.id = w.id
        where w.id = ${input.id}`,
  );
  if (!row) throw AppError.notFound('Send-out');
  if (row.status !== 'sending') {
    throw conflict(`The send-out is ${row.status}: only a send-out stuck in sending can be settled`);
  }
  if (Number(row.user_id) === Number(operator.id)) {
    throw AppError.forbidden('An operator cannot settle their own send-out: another operator has to do this');
  }
  if (row.in_flight) {
    throw conflict(
      `The send-out has been sending for ${row.seconds_sending} s and may still be in flight: wait ${Math.ceil(graceMs / 1000)} s`,
    );
  }
  const chain = chains[row.coin];
  const answer = await askChain(chain, { reference: row.send_reference, mark: row.send_mark });
  let networkFee: bigint | null = null;
  if (input.outcome === 'sent') {
    const txid = input.txid!;
    if (answer.state === 'sent' && answer.txid !== txid) {
      throw invalid('txid', `the chain knows this send-out as transaction ${answer.txid}`);
    }
    if (answer.state === 'sent') networkFee = answer.networkFee;
    let confirmations: number;
    try {
      confirmations = await chain.confirmations(txid);
    } catch (error) {
      throw conflict(`The chain cannot confirm transaction ${txid} now: ${(error as Error).message}`);
    }
    if (confirmations < 0) throw invalid('txid', 'the chain does not know this transaction');
    const [taken] = await rows<{ id: string }>(
      db,
      sql`select id from withdrawals where coin = ${row.coin} and txid = ${txid} and id <> ${row.id}`,
    );
    if (taken) throw invalid('txid', `is already recorded for send-out ${taken.id}`);
  } else if (answer.state === 'sent') {
    throw conflict(`The chain knows this send-out as transaction ${answer.txid}: settle it as sent`);
  } else if (answer.state === 'unknown') {
    throw conflict(
      `The chain cannot tell now whether it left (${answer.error}): try again when the node answers`,
    );
  }

  const sendOut: SendOutFigures = {
    id: row.id,
    userId: Number(row.user_id),
    coin: row.coin,
    amount: BigInt(row.amount),
    fee: BigInt(row.fee),
  };
  await db.transaction(async (tx) => {
    const [current] = await rows<{ status: string; attempts: number }>(
      tx,
      sql`select status, attempts from withdrawals where id = ${row.id} for update`,
    );
    if (current?.status !== 'sending' || Number(current.attempts) !== Number(row.attempts)) {
      throw conflict('The send-out changed while it was being settled: list it again');
    }
    const done =
      input.outcome === 'sent'
        ? await markSent(tx, sendOut, { txid: input.txid!, networkFee })
        : await markFailed(tx, sendOut, FAILED_BY_OPERATOR);
    if (!done) throw conflict('The send-out changed while it was being settled: list it again');
    await recordAudit(tx, {
      actorId: operator.id,
      action: input.outcome === 'sent' ? 'send_out.settled_sent' : 'send_out.settled_failed',
      targetUserId: sendOut.userId,
      details: {
        withdrawalId: row.id,
        coin: row.coin,
        amount: amountText(row.coin, sendOut.amount),
        fee: amountText(row.coin, sendOut.fee),
        ...(input.txid ? { txid: input.txid } : {}),
        reason: input.reason,
        operator: operator.username,
        chain: answer.state,
      },
    });
  });
  return {
    id: row.id,
    status: input.outcome,
    ...(input.txid ? { txid: input.txid } : {}),
    chain: describeAnswer(row.coin, answer),
    operator: operator.username,
  };
}
