import { sql } from 'drizzle-orm';
import { coinPrecision, formatAmount, type CryptoCode } from '@p2p/shared';
import type { Executor, Transaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertOneBook } from './ledger-book-guard.js';
import * as repo from './ledger.repository.js';
import type { AccountKey } from './ledger.repository.js';

/**
 * The only code that changes balances. Every function takes the caller's transaction: a trade or a
 * withdrawal moves its money in the same transaction that changes its own state, so both commit or
 * neither does. A transfer locks its accounts in ascending id order, checks that no user balance
 * would go below zero (the database CHECK refuses it too) and writes one balanced journal entry.
 */

export interface Posting {
  account: AccountKey;
  amount: bigint;
}

export interface TransferInput {
  kind: string;
  coin: CryptoCode;
  ref?: string;
  details?: Record<string, unknown>;
  postings: Posting[];
}

export const user = (
  kind: 'available' | 'escrow' | 'bond',
  userId: number,
  coin: string,
  ref = '',
): AccountKey => ({
  kind,
  coin,
  userId,
  ref,
});
export const platform = (
  kind:
    | 'fee_income'
    | 'withdrawal_clearing'
    | 'chain_external'
    | 'swap_liquidity'
    | 'operator_capital'
    | 'demo_mint',
  coin: string,
): AccountKey => ({
  kind,
  coin,
  userId: null,
});

/** Mirror accounts of money outside the platform's books (the chain, the operator's capital). */
const MAY_BE_NEGATIVE = new Set(['chain_external', 'operator_capital', 'demo_mint']);

/** Callers pass validated figures; a zero or negative amount here is a bug, never a user's input. */
export function assertFigures(amount: bigint, fee = 0n): void {
  if (amount <= 0n) throw new Error(`Ledger amounts must be positive, got ${amount}`);
  if (fee < 0n) throw new Error(`Ledger fees must not be negative, got ${fee}`);
}

export function insufficient(coin: CryptoCode, short: bigint): AppError {
  const message = `Insufficient ${coin} balance: ${formatAmount(short, coinPrecision(coin))} ${coin} short`;
  return new AppError('ERROR_INSUFFICIENT_FUNDS', message, { amount: [message] });
}

/** Moves money between accounts as one balanced journal entry; answers the entry id. */
export async function transfer(tx: Transaction, input: TransferInput): Promise<number> {
  if (input.postings.length < 2) throw new Error('A transfer needs at least two postings');
  let total = 0n;
  for (const posting of input.postings) {
    if (posting.amount === 0n) throw new Error('A posting must move a non-zero amount');
    if (posting.account.coin !== input.coin) throw new Error('All postings of an entry are in one coin');
    total += posting.amount;
  }
  if (total !== 0n) throw new Error(`Unbalanced transfer: postings sum to ${total}`);

  const deltas = new Map<number, bigint>();
  const postings: { accountId: number; amount: bigint }[] = [];
  for (const posting of input.postings) {
    const accountId = posting.account.id ?? (await repo.ensureAccount(tx, posting.account));
    deltas.set(accountId, (deltas.get(accountId) ?? 0n) + posting.amount);
    postings.push({ accountId, amount: posting.amount });
  }
  const ids = [...deltas.keys()].sort((a, b) => a - b);
  const locked = await repo.lockAccounts(tx, ids);
  assertOneBook(input.kind, locked.values());
  for (const id of ids) {
    const account = locked.get(id)!;
    const after = account.balance + deltas.get(id)!;
    if (!MAY_BE_NEGATIVE.has(account.kind) && after < 0n) throw insufficient(input.coin, -after);
  }
  await repo.applyDeltas(tx, deltas);
  return repo.insertEntry(
    tx,
    { kind: input.kind, coin: input.coin, ref: input.ref ?? '', details: input.details ?? {} },
    postings,
  );
}

// Deposits and withdrawals.

export function creditDeposit(
  tx: Transaction,
  input: { userId: number; coin: CryptoCode; amount: bigint; ref: string },
): Promise<number> {
  assertFigures(input.amount);
  return transfer(tx, {
    kind: 'deposit',
    coin: input.coin,
    ref: input.ref,
    postings: [
      { account: platform('chain_external', input.coin), amount: -input.amount },
      { account: user('available', input.userId, input.coin), amount: input.amount },
    ],
  });
}

/** Takes the amount and the fee from the user into clearing until the send-out is on chain. */
export function debitWithdrawal(
  tx: Transaction,
  input: { userId: number; coin: CryptoCode; amount: bigint; fee: bigint; ref: string },
): Promise<number> {
  assertFigures(input.amount, input.fee);
  const total = input.amount + input.fee;
  return transfer(tx, {
    kind: 'withdrawal',
    coin: input.coin,
    ref: input.ref,
    postings: [
      { account: user('available', input.userId, input.coin), amount: -total },
      { account: platform('withdrawal_clearing', input.coin), amount: total },
    ],
  });
}

/** The send-out left the platform: the amount to the outside world, the fee to the platform's income. */
export function settleWithdrawal(
  tx: Transaction,
  input: { coin: CryptoCode; amount: bigint; fee: bigint; ref: string },
): Promise<number> {
  assertFigures(input.amount, input.fee);
  const postings: Posting[] = [
    { account: platform('withdrawal_clearing', input.coin), amount: -(input.amount + input.fee) },
    { account: platform('chain_external', input.coin), amount: input.amount },
  ];
  if (input.fee > 0n) postings.push({ account: platform('fee_income', input.coin), amount: input.fee });
  return transfer(tx, { kind: 'withdrawal_settled', coin: input.coin, ref: input.ref, postings });
}

/** A send-out failed: amount and fee go back to the user. */
export function reverseWithdrawal(
  tx: Transaction,
  input: { userId: number; coin: CryptoCode; amount: bigint; fee: bigint; ref: string },
): Promise<number> {
  assertFigures(input.amount, input.fee);
  const total = input.amount + input.fee;
  return transfer(tx, {
    kind: 'withdrawal_reversed',
    coin: input.coin,
    ref: input.ref,
    postings: [
      { account: platform('withdrawal_clearing', input.coin), amount: -total },
      { account: user('available', input.userId, input.coin), amount: total },
    ],
  });
}

/** A fee the platform earns from a user's available balance. */
export function chargeFee(
  tx: Transaction,
  input: { userId: number; coin: CryptoCode; amount: bigint; ref: string; reason: string },
): Promise<number> {
  assertFigures(input.amount);
  return transfer(tx, {
    kind: 'fee',
    coin: input.coin,
    ref: input.ref,
    details: { reason: input.reason },
    postings: [
      { account: user('available', input.userId, input.coin), amount: -input.amount },
      { account: platform('fee_income', input.coin), amount: input.amount },
    ],
  });
}

// Escrow: one account per trade, so open trades' holds always equal the escrow balances.

export interface EscrowHold {
  id: number;
  ref: string;
  sellerId: number;
  coin: CryptoCode;
  amount: bigint;
  fee: bigint;
  status: 'held' | 'released' | 'refunded';
  beneficiaryId: number | null;
}

async function lockHold(tx: Executor, ref: string): Promise<EscrowHold | undefined> {
  const result = (await tx.execute(
    sql`select id, ref, seller_id, coin, amount, fee, status, beneficiary_id from escrow_holds
        where ref = ${ref} for update`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    ref: String(row.ref),
    sellerId: Number(row.seller_id),
    coin: row.coin as CryptoCode,
    amount: BigInt(row.amount as string),
    fee: BigInt(row.fee as string),
    status: row.status as EscrowHold['status'],
    beneficiaryId: row.beneficiary_id === null ? null : Number(row.beneficiary_id),
  };
}

export function escrowHold(tx: Executor, ref: string): Promise<EscrowHold | undefined> {
  return lockHold(tx, ref);
}

/**
 * Locks the trade's amount and the seller's fee in the trade's escrow account. Locking the same
 * trade again with the same figures changes nothing; with other figures it is refused.
 */
export async function lockEscrow(
  tx: Transaction,
  input: { ref: string; sellerId: number; coin: CryptoCode; amount: bigint; fee: bigint },
): Promise<EscrowHold> {
  assertFigures(input.amount, input.fee);
  const account = user('escrow', input.sellerId, input.coin, input.ref);
  const accountId = await repo.ensureAccount(tx, account);
  // The hold is claimed first: a concurrent lock of the same trade waits here, then finds it.
  const claimed = (await tx.execute(
    sql`insert into escrow_holds (ref, seller_id, coin, amount, fee, account_id)
        values (${input.ref}, ${input.sellerId}, ${input.coin}, ${input.amount}, ${input.fee}, ${accountId})
        on conflict (ref) do nothing returning id`,
  )) as unknown as { rows: unknown[] };
  if (claimed.rows.length === 0) {
    const existing = (await lockHold(tx, input.ref))!;
    const same =
      existing.sellerId === input.sellerId &&
      existing.coin === input.coin &&
      existing.amount === input.amount &&
      existing.fee === input.fee;
    if (!same) throw new AppError('ERROR_CONFLICT', `Escrow for ${input.ref} already holds other figures`);
    if (existing.status !== 'held') {
      throw new AppError('ERROR_CONFLICT', `Escrow for ${input.ref} was already ${existing.status}`);
    }
    return existing;
  }
  const total = input.amount + input.fee;
  await transfer(tx, {
    kind: 'escrow_lock',
    coin: input.coin,
    ref: input.ref,
    postings: [
      { account: user('available', input.sellerId, input.coin), amount: -total },
      { account: { ...account, id: accountId }, amount: total },
    ],
  });
  return (await lockHold(tx, input.ref))!;
}

async function closeHold(
  tx: Transaction,
  hold: EscrowHold,
  status: 'released' | 'refunded',
  beneficiaryId: number | null,
): Promise<void> {
  await tx.execute(
    sql`update escrow_holds set status = ${status}, beneficiary_id = ${beneficiaryId}, closed_at = now()
        where id = ${hold.id}`,
  );
}

function assertHeld(hold: EscrowHold | undefined, ref: string): asserts hold is EscrowHold {
  if (!hold) throw AppError.notFound(`Escrow for ${ref}`);
}

/**
 * The trade's amount goes to the buyer and the seller's fee to the platform. Releasing a hold that
 * was already released to the same buyer changes nothing; a refunded hold cannot be released.
 */
export async function releaseEscrow(
  tx: Transaction,
  input: { ref: string; buyerId: number },
): Promise<EscrowHold> {
  const hold = await lockHold(tx, input.ref);
  assertHeld(hold, input.ref);
  if (hold.status === 'released' && hold.beneficiaryId === input.buyerId) return hold;
  if (hold.status !== 'held')
    throw new AppError('ERROR_CONFLICT', `Escrow for ${input.ref} is ${hold.status}`);
  const postings: Posting[] = [
    { account: user('escrow', hold.sellerId, hold.coin, hold.ref), amount: -(hold.amount + hold.fee) },
    { account: user('available', input.buyerId, hold.coin), amount: hold.amount },
  ];
  if (hold.fee > 0n) postings.push({ account: platform('fee_income', hold.coin), amount: hold.fee });
  await transfer(tx, { kind: 'escrow_release', coin: hold.coin, ref: hold.ref, postings });
  await closeHold(tx, hold, 'released', input.buyerId);
  return { ...hold, status: 'released', beneficiaryId: input.buyerId };
}

/** The amount and the fee go back to the seller (cancelled or expired trade, dispute won by the seller). */
export async function refundEscrow(tx: Transaction, input: { ref: string }): Promise<EscrowHold> {
  const hold = await lockHold(tx, input.ref);
  assertHeld(hold, input.ref);
  if (hold.status === 'refunded') return hold;
  if (hold.status !== 'held')
    throw new AppError('ERROR_CONFLICT', `Escrow for ${input.ref} is ${hold.status}`);
  const total = hold.amount + hold.fee;
  await transfer(tx, {
    kind: 'escrow_refund',
    coin: hold.coin,
    ref: hold.ref,
    postings: [
      { account: user('escrow', hold.sellerId, hold.coin, hold.ref), amount: -total },
      { account: user('available', hold.sellerId, hold.coin), amount: total },
    ],
  });
  await closeHold(tx, hold, 'refunded', hold.sellerId);
  return { ...hold, status: 'refunded', beneficiaryId: hold.sellerId };
}

// Offer bonds.

/**
 * Locks the accounts (in the fixed id order) and answers their balances, for a decision that reads a
 * balance before it moves money between the same accounts.
 */
export async function lockedBalances(tx: Transaction, accounts: readonly AccountKey[]): Promise<bigint[]> {
  const ids: number[] = [];
  for (const account of accounts) ids.push(await repo.ensureAccount(tx, account));
  const locked = await repo.lockAccounts(
    tx,
    [...ids].sort((a, b) => a - b),
  );
  return ids.map((id) => locked.get(id)!.balance);
}

/** Moves the coin's bond amount from the user's available balance into the bond account. */
export async function depositBond(
  tx: Transaction,
  input: { userId: number; coin: CryptoCode; amount: bigint },
): Promise<{ bond: bigint }> {
  assertFigures(input.amount);
  const bondAccount = user('bond', input.userId, input.coin);
  const [held] = await lockedBalances(tx, [bondAccount, user('available', input.userId, input.coin)]);
  if (held! >= input.amount) {
    throw new AppError('ERROR_CONFLICT', `A ${input.coin} bond is already deposited`, {
      crypto_currency_code: [`A ${input.coin} bond is already deposited`],
    });
  }
  const missing = input.amount - held!;
  await transfer(tx, {
    kind: 'bond_deposit',
    coin: input.coin,
    ref: `bond:${input.userId}`,
    postings: [
      { account: user('available', input.userId, input.coin), amount: -missing },
      { account: bondAccount, amount: missing },
    ],
  });
  return { bond: input.amount };
}

/** Moves every bond the user holds back to the available balances; answers what moved per coin. */
export async function retrieveBond(
  tx: Transaction,
  input: { userId: number; coins: readonly CryptoCode[] },
): Promise<{ coin: CryptoCode; amount: bigint }[]> {
  const moved: { coin: CryptoCode; amount: bigint }[] = [];
  for (const coin of input.coins) {
    const bondAccount = user('bond', input.userId, coin);
    const [held] = await lockedBalances(tx, [bondAccount, user('available', input.userId, coin)]);
    if (!held) continue;
    await transfer(tx, {
      kind: 'bond_retrieve',
      coin,
      ref: `bond:${input.userId}`,
      postings: [
        { account: bondAccount, amount: -held },
        { account: user('available', input.userId, coin), amount: held },
      ],
    });
    moved.push({ coin, amount: held });
  }
  return moved;
}
