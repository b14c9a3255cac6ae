import {
  coinPrecision,
  CRYPTO_CURRENCIES,
  formatAmount,
  isLevelName,
  parseAmount,
  priceSwap,
  SWAP_ERRORS,
  type CryptoCode,
  type SwapOverview,
  type SwapQuote,
  type SwapQuoteInput,
} from '@p2p/shared';
import type { Executor, Transaction } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as kyc from '../kyc/kyc.service.js';
import { swapCoins } from '../ledger/ledger-partners.js';
import type { RatesService } from '../rates/rates.service.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { assertWalletAllowed } from '../wallet/wallet.service.js';
import * as repo from './swap.repository.js';

export interface SwapDeps {
  rates: RatesService;
  spreadBps: number;
  quoteTtlSeconds: number;
  now?: () => Date;
  /** Throws 409 ERROR_TRADING_HALTED while an operator's halt covers the coin (decision 036). */
  assertTradingOpen?: (coin: CryptoCode) => void;
}

const DAY_MS = 86_400_000;
const usd = (cents: bigint) => formatAmount(cents, 2);
const coins = CRYPTO_CURRENCIES.map((coin) => coin.code);

function toView(row: repo.QuoteRow): SwapQuote {
  const from = row.fromCoin as CryptoCode;
  const to = row.toCoin as CryptoCode;
  return {
    quoteId: row.id,
    from,
    to,
    fromAmount: formatAmount(row.fromAmount, coinPrecision(from)),
    toAmount: formatAmount(row.toAmount, coinPrecision(to)),
    rate: row.rate,
    spreadBps: row.spreadBps,
    usdValue: usd(row.usdValueCents),
    expiresAt: row.expiresAt.toISOString(),
    status: row.status,
    executedAt: row.executedAt?.toISOString() ?? null,
  };
}

/**
 * A swap's limits at a verification level: one swap, and the swaps of the last 24 hours together,
 * may not exceed the level's per-trade limit (decision 030). null is no cap.
 */
async function limitOf(db: Executor, level: string): Promise<bigint | null> {
  if (!isLevelName(level)) return 0n;
  return (await kyc.limitsOf(db, level)).perTradeUsdCents;
}

function assertWithinLimits(limit: bigint | null, valueCents: bigint, usedCents: bigint): void {
  if (limit === null) return;
  if (valueCents > limit) {
    const message =
      limit === 0n
        ? 'Verify your account to swap'
        : `A swap at your verification level may be worth at most ${usd(limit)} USD`;
    throw new AppError(SWAP_ERRORS.limit, message, { amount: [message] }, 422);
  }
  if (usedCents + valueCents > limit) {
    const left = limit > usedCents ? limit - usedCents : 0n;
    const message = `You can swap ${usd(left)} USD more in the next 24 hours at your verification level`;
    throw new AppError(SWAP_ERRORS.limit, message, { amount: [message] }, 422);
  }
}

/** The convert page's facts: coins, spread, how long a quote holds, the user's limits and swaps. */
export async function getOverview(db: Executor, deps: SwapDeps, userId: number): Promise<SwapOverview> {
  const now = deps.now?.() ?? new Date();
  const summary = await kyc.getKycSummary(db, userId);
  const [limit, used, history] = await Promise.all([
    limitOf(db, summary.level),
    repo.swappedSince(db, userId, new Date(now.getTime() - DAY_MS)),
    repo.recentSwaps(db, userId),
  ]);
  return {
    coins,
    spreadBps: deps.spreadBps,
    quoteTtlSeconds: deps.quoteTtlSeconds,
    level: summary.level,
    perSwapLimitUsd: limit === null ? null : usd(limit),
    dailyLimitUsd: limit === null ? null : usd(limit),
    usedTodayUsd: usd(used),
    history: history.map(toView),
  };
}

/** Prices a swap at the live rate less the spread and holds it for the quote's lifetime. */
export async function createQuote(
  db: Executor,
  deps: SwapDeps,
  userId: number,
  input: SwapQuoteInput,
): Promise<SwapQuote> {
  await assertWalletAllowed(db, userId);
  deps.assertTradingOpen?.(input.from);
  deps.assertTradingOpen?.(input.to);
  const parsed = parseAmount(input.amount, coinPrecision(input.from));
  if (!parsed.ok) {
    const message = `${input.from} has at most ${coinPrecision(input.from)} decimals`;
    throw AppError.validation('amount', message);
  }
  if (parsed.value <= 0n) throw AppError.validation('amount', 'Enter an amount above zero');
  const pricing = priceSwap({
    from: input.from,
    to: input.to,
    fromAmount: parsed.value,
    fromUsd: deps.rates.coinUsd(input.from),
    toUsd: deps.rates.coinUsd(input.to),
    spreadBps: deps.spreadBps,
  });
  if (pricing.toAmount <= 0n) throw AppError.validation('amount', 'This amount is too small to swap');
  const now = deps.now?.() ?? new Date();
  const summary = await kyc.getKycSummary(db, userId);
  assertWithinLimits(
    await limitOf(db, summary.level),
    pricing.usdValueCents,
    await repo.swappedSince(db, userId, new Date(now.getTime() - DAY_MS)),
  );
  const row = await repo.insertQuote(db, {
    userId,
    fromCoin: input.from,
    toCoin: input.to,
    fromAmount: parsed.value,
    toAmount: pricing.toAmount,
    rate: pricing.rate,
    spreadBps: deps.spreadBps,
    usdValueCents: pricing.usdValueCents,
    expiresAt: new Date(now.getTime() + deps.quoteTtlSeconds * 1000),
  });
  return toView(row);
}

/**
 * Executes the user's quote in the caller's transaction: the user's row is locked first (one user's
 * executions and their 24-hour total run one at a time), then the quote; an executed quote is 409
 * ERROR_SWAP_QUOTE_USED, an expired one 410 ERROR_SWAP_QUOTE_EXPIRED; the limits are checked again,
 * then the ledger moves both coins through the platform's liquidity (short balance 422, short
 * liquidity 409 ERROR_SWAP_INSUFFICIENT_LIQUIDITY).
 */
export async function executeQuote(
  tx: Transaction,
  deps: SwapDeps,
  userId: number,
  quoteId: string,
): Promise<SwapQuote> {
  const now = deps.now?.() ?? new Date();
  const level = await repo.lockSwapper(tx, userId);
  if (level === undefined) throw AppError.unauthorized();
  const quote = await repo.lockQuote(tx, userId, quoteId);
  if (!quote) throw AppError.notFound('Quote');
  if (quote.status === 'executed') {
    throw new AppError(
      SWAP_ERRORS.quoteUsed,
      'This quote was already used',
      { quoteId: ['Already used'] },
      409,
    );
  }
  deps.assertTradingOpen?.(quote.fromCoin as CryptoCode);
  deps.assertTradingOpen?.(quote.toCoin as CryptoCode);
  if (now.getTime() >= quote.expiresAt.getTime()) {
    const message = 'This quote has expired: ask for a new one';
    throw new AppError(SWAP_ERRORS.quoteExpired, message, { quoteId: [message] }, 410);
  }
  assertWithinLimits(
    await limitOf(tx, level),
    quote.usdValueCents,
    await repo.swappedSince(tx, userId, new Date(now.getTime() - DAY_MS)),
  );
  await swapCoins(tx, {
    userId,
    from: { coin: quote.fromCoin as CryptoCode, amount: quote.fromAmount },
    to: { coin: quote.toCoin as CryptoCode, amount: quote.toAmount },
    ref: `swap:${quote.id}`,
  });
  const executed = await repo.markExecuted(tx, quote.id, now);
  await recordUserEvents(tx, [
    {
      userId,
      type: 'wallet.swap',
      payload: { quoteId: quote.id, from: quote.fromCoin, to: quote.toCoin },
    },
  ]);
  return toView(executed);
}
