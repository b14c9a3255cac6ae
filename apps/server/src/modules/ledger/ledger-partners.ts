import { coinPrecision, formatAmount, type CryptoCode } from '@p2p/shared';
import type { Transaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AccountKey } from './ledger.repository.js';
import { assertFigures, insufficient, lockedBalances, platform, transfer, user } from './ledger.service.js';

/**
 * The ledger moves of the partner programme and swaps (decision 030), beside the core transfers of
 * ledger.service.ts and built on them.
 */

/**
 * Locks these accounts in ascending id order before a caller makes several transfers in one
 * transaction: two transactions whose transfers touch the same accounts in another order (rewards of
 * BTC then USDT trades, and the other way round) would otherwise deadlock.
 */
export async function lockAccountsInOrder(tx: Transaction, accounts: readonly AccountKey[]): Promise<void> {
  await lockedBalances(tx, accounts);
}

/** A referrer's share of a trade's escrow fee, paid out of the platform's fee income. */
export function payReferralReward(
  tx: Transaction,
  input: { referrerId: number; coin: CryptoCode; amount: bigint; ref: string },
): Promise<number> {
  assertFigures(input.amount);
  return transfer(tx, {
    kind: 'referral_reward',
    coin: input.coin,
    ref: input.ref,
    postings: [
      { account: platform('fee_income', input.coin), amount: -input.amount },
      { account: user('available', input.referrerId, input.coin), amount: input.amount },
    ],
  });
}

/** The operator puts coins into the swap liquidity of one coin (its capital account goes negative). */
export function topUpSwapLiquidity(
  tx: Transaction,
  input: { coin: CryptoCode; amount: bigint; ref: string },
): Promise<number> {
  assertFigures(input.amount);
  return transfer(tx, {
    kind: 'liquidity_top_up',
    coin: input.coin,
    ref: input.ref,
    postings: [
      { account: platform('operator_capital', input.coin), amount: -input.amount },
      { account: platform('swap_liquidity', input.coin), amount: input.amount },
    ],
  });
}

/**
 * The operator takes coins back out of one coin's swap liquidity into its capital account. Both
 * accounts are locked first; more than the liquidity less `keep` (what open quotes promise), or more
 * than the capital the operator has in it, is refused (409 ERROR_SWAP_INSUFFICIENT_LIQUIDITY on
 * `amount`) before anything moves. `keep` is read after the lock.
 */
export async function withdrawSwapLiquidity(
  tx: Transaction,
  input: { coin: CryptoCode; amount: bigint; ref: string; keep: () => Promise<bigint> },
): Promise<number> {
  assertFigures(input.amount);
  const accounts = [platform('swap_liquidity', input.coin), platform('operator_capital', input.coin)];
  const [liquidity, capital] = await lockedBalances(tx, accounts);
  const free = liquidity! - (await input.keep());
  const allowed = free < -capital! ? free : -capital!;
  if (input.amount > allowed) {
    const most = formatAmount(allowed > 0n ? allowed : 0n, coinPrecision(input.coin));
    const message = `At most ${most} ${input.coin} can be taken out of the swap liquidity now`;
    throw new AppError('ERROR_SWAP_INSUFFICIENT_LIQUIDITY', message, { amount: [message] }, 409);
  }
  return transfer(tx, {
    kind: 'liquidity_withdrawal',
    coin: input.coin,
    ref: input.ref,
    postings: [
      { account: accounts[0]!, amount: -input.amount },
      { account: accounts[1]!, amount: input.amount },
    ],
  });
}

/**
 * A swap as two entries in the caller's transaction: the user's coin A into the liquidity of A, then
 * the liquidity of B to the user's coin B. The four accounts are locked first in ascending id order,
 * so concurrent swaps in opposite directions cannot deadlock; a short user balance or liquidity is
 * refused before anything moves.
 */
export async function swapCoins(
  tx: Transaction,
  input: {
    userId: number;
    from: { coin: CryptoCode; amount: bigint };
    to: { coin: CryptoCode; amount: bigint };
    ref: string;
  },
): Promise<void> {
  assertFigures(input.from.amount);
  assertFigures(input.to.amount);
  const accounts = [
    user('available', input.userId, input.from.coin),
    platform('swap_liquidity', input.to.coin),
    platform('swap_liquidity', input.from.coin),
    user('available', input.userId, input.to.coin),
  ];
  const [userFrom, liquidityTo] = await lockedBalances(tx, accounts);
  if (userFrom! < input.from.amount) throw insufficient(input.from.coin, input.from.amount - userFrom!);
  if (liquidityTo! < input.to.amount) {
    throw new AppError(
      'ERROR_SWAP_INSUFFICIENT_LIQUIDITY',
      `The platform cannot pay out this much ${input.to.coin} right now`,
      undefined,
      409,
    );
  }
  await transfer(tx, {
    kind: 'swap_in',
    coin: input.from.coin,
    ref: input.ref,
    postings: [
      { account: accounts[0]!, amount: -input.from.amount },
      { account: accounts[2]!, amount: input.from.amount },
    ],
  });
  await transfer(tx, {
    kind: 'swap_out',
    coin: input.to.coin,
    ref: input.ref,
    postings: [
      { account: accounts[1]!, amount: -input.to.amount },
      { account: accounts[3]!, amount: input.to.amount },
    ],
  });
}
