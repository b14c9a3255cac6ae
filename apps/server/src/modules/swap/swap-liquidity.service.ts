import {
  coinPrecision,
  CRYPTO_CURRENCIES,
  formatAmount,
  parseAmount,
  type CryptoCode,
  type SwapLiquidity,
  type UserRole,
} from '@p2p/shared';
import type { Executor, Transaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { topUpSwapLiquidity, withdrawSwapLiquidity } from '../ledger/ledger-partners.js';
import * as repo from './swap.repository.js';

/**
 * The operator's side of swaps (decision 030): each coin's liquidity, topping it up from the
 * operator's capital and taking it back. Admins only; every move is a balanced ledger entry and an
 * audit record.
 */

const OPERATOR_ROLES: readonly UserRole[] = ['admin'];
const coins = CRYPTO_CURRENCIES.map((coin) => coin.code);

function assertOperator(actor: { role: UserRole }): void {
  if (!OPERATOR_ROLES.includes(actor.role)) throw AppError.forbidden('Only admins manage swap liquidity');
}

function parsePositive(coin: CryptoCode, amount: string): bigint {
  const parsed = parseAmount(amount, coinPrecision(coin));
  if (!parsed.ok) throw AppError.validation('amount', `${coin} has at most ${coinPrecision(coin)} decimals`);
  if (parsed.value <= 0n) throw AppError.validation('amount', 'Enter an amount above zero');
  return parsed.value;
}

export async function listLiquidity(
  db: Executor,
  actor: { role: UserRole },
  now = new Date(),
): Promise<SwapLiquidity[]> {
  assertOperator(actor);
  const rows = new Map((await repo.liquidity(db)).map((row) => [row.coin, row]));
  const reserved = await repo.reservedByOpenQuotes(db, now);
  return coins.map((coin) => {
    const row = rows.get(coin);
    const balance = row?.balance ?? 0n;
    const toppedUp = row?.toppedUp ?? 0n;
    const held = reserved.get(coin) ?? 0n;
    const free = balance - held;
    const withdrawable = free < 0n ? 0n : free < toppedUp ? free : toppedUp;
    const digits = coinPrecision(coin);
    return {
      coin,
      balance: formatAmount(balance, digits),
      toppedUp: formatAmount(toppedUp, digits),
      reserved: formatAmount(held, digits),
      withdrawable: formatAmount(withdrawable, digits),
    };
  });
}

/** The operator adds liquidity to a coin, from the operator's capital; audited. */
export async function topUpLiquidity(
  tx: Transaction,
  actor: { userId: number; role: UserRole },
  input: { coin: CryptoCode; amount: string },
): Promise<SwapLiquidity[]> {
  assertOperator(actor);
  const amount = parsePositive(input.coin, input.amount);
  const entryId = await topUpSwapLiquidity(tx, {
    coin: input.coin,
    amount,
    ref: `liquidity:${actor.userId}:${Date.now()}`,
  });
  await recordAudit(tx, {
    actorId: actor.userId,
    action: 'swap.liquidity_top_up',
    targetUserId: null,
    details: { coin: input.coin, amount: formatAmount(amount, coinPrecision(input.coin)), entryId },
  });
  return listLiquidity(tx, actor);
}

/**
 * The operator takes liquidity of a coin back into the operator's capital; audited. It never takes
 * more than the operator put in (the capital account stays at or below zero) nor what open,
 * unexpired quotes promise to pay out: a user looking at a quote can still execute it.
 */
export async function withdrawLiquidity(
  tx: Transaction,
  actor: { userId: number; role: UserRole },
  input: { coin: CryptoCode; amount: string },
  now = new Date(),
): Promise<SwapLiquidity[]> {
  assertOperator(actor);
  const amount = parsePositive(input.coin, input.amount);
  const entryId = await withdrawSwapLiquidity(tx, {
    coin: input.coin,
    amount,
    ref: `liquidity-out:${actor.userId}:${now.getTime()}`,
    keep: async () => (await repo.reservedByOpenQuotes(tx, now, input.coin)).get(input.coin) ?? 0n,
  });
  await recordAudit(tx, {
    actorId: actor.userId,
    action: 'swap.liquidity_withdrawal',
    targetUserId: null,
    details: { coin: input.coin, amount: formatAmount(amount, coinPrecision(input.coin)), entryId },
  });
  return listLiquidity(tx, actor, now);
}
