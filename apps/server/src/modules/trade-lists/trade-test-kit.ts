import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isFinalStatus, type TradeRowStatus } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { trades, users } from '../../db/schema.js';
import { registerUser, type TestContext } from '../../test/app.js';
import { fund } from '../../test/ledger.js';
import { lockEscrow } from '../ledger/ledger.service.js';
import { createOffer } from '../offer-search/offer-fixtures.js';
import { recordTradeTransition } from '../trade-stats/trade-stats.updates.js';
import { escrowRef } from '../trades/trade-deps.js';

/**
 * Test helper for the after-trade modules: a trade row in a given status, inserted directly (no escrow
 * moves: lists, feedback, receipts and the console read rows). Trades that move money are started
 * through the trades module's API instead. A finished trade is counted in the parties' kept
 * statistics as the transition that finished it would (decision 035).
 */
export async function insertTrade(
  db: Database,
  options: {
    sellerId: number;
    buyerId: number;
    status: TradeRowStatus;
    /** The vendor (offer owner): the seller by default (a sell offer). */
    vendor?: 'seller' | 'buyer';
    cryptoAmount?: bigint;
    fiatAmount?: bigint;
    startedAt?: Date;
    paidAt?: Date | null;
    completedAt?: Date | null;
    disputed?: { openedBy: number; reason?: string; text?: string };
    expiresAt?: Date;
    paymentDetails?: string;
  },
) {
  const vendorIsSeller = (options.vendor ?? 'seller') === 'seller';
  const vendorId = vendorIsSeller ? options.sellerId : options.buyerId;
  const offer = await createOffer(db, vendorId, {
    type: vendorIsSeller ? 'sell' : 'buy',
    tradeDetails: 'IBAN DE00 1234',
  });
  const startedAt = options.startedAt ?? new Date();
  const completed = options.status === 'released' || options.status === 'dispute_won_buyer';
  const cancelled = options.status.startsWith('cancelled') || options.status === 'expired';
  const settled = options.status === 'dispute_won_buyer' || options.status === 'dispute_won_seller';
  const [row] = await db
    .insert(trades)
    .values({
      hash: randomBytes(8).toString('base64url').slice(0, 11),
      offerId: offer.id,
      offerType: offer.type,
      vendorId,
      takerId: vendorIsSeller ? options.buyerId : options.sellerId,
      buyerId: options.buyerId,
      sellerId: options.sellerId,
      coin: 'BTC',
      fiatCurrencyId: 144,
      paymentMethodId: offer.paymentMethodId,
      paymentMethodGroupId: offer.paymentMethodGroupId,
      cryptoAmount: options.cryptoAmount ?? 100_000n,
      fiatAmount: options.fiatAmount ?? 9_500n,
      price: 9_500_000n,
      fee: 1_000n,
      feeBps: 100,
      usdValueCents: options.fiatAmount ?? 9_500n,
      status: options.status,
      paymentWindowMinutes: 30,
      paymentDetails: options.paymentDetails ?? 'IBAN DE00 1234',
      offerTerms: 'Pay from your own account',
      startedAt,
      expiresAt: options.expiresAt ?? new Date(startedAt.getTime() + 30 * 60_000),
      paidAt:
        options.paidAt ??
        (['paid', 'dispute_open', 'released'].includes(options.status) || settled ? startedAt : null),
      completedAt: options.completedAt ?? (completed ? new Date(startedAt.getTime() + 10 * 60_000) : null),
      cancelledAt: cancelled ? new Date(startedAt.getTime() + 30 * 60_000) : null,
      disputeOpenedAt: options.disputed ? startedAt : null,
      disputeOpenedBy: options.disputed?.openedBy ?? null,
      disputeReasonId: options.disputed ? (options.disputed.reason ?? 'obvious_scam') : null,
      disputeReasonText: options.disputed ? (options.disputed.text ?? 'No payment arrived') : null,
    })
    .returning();
  if (isFinalStatus(options.status)) await recordTradeTransition(db, row!, new Date());
  return { trade: row!, offer };
}

/** Two signed-in parties (seller and buyer) and a signed-in stranger. */
export async function tradeParties(ctx: TestContext) {
  const [seller, buyer, stranger] = await Promise.all([
    registerUser(ctx.app),
    registerUser(ctx.app),
    registerUser(ctx.app),
  ]);
  return { seller, buyer, stranger };
}

/** A signed-in moderator (or another staff role). */
export async function registerModerator(
  ctx: TestContext,
  role: 'moderator' | 'supermoderator' | 'admin' = 'moderator',
) {
  const moderator = await registerUser(ctx.app);
  await ctx.database.db.update(users).set({ role }).where(eq(users.id, moderator.user.id));
  return moderator;
}

/** A trade row like insertTrade's whose amount and fee really sit in escrow (funded seller). */
export async function insertEscrowedTrade(db: Database, options: Parameters<typeof insertTrade>[1]) {
  const inserted = await insertTrade(db, options);
  const { trade } = inserted;
  await fund(db, trade.sellerId, 'BTC', trade.cryptoAmount + trade.fee);
  await db.transaction((tx) =>
    lockEscrow(tx, {
      ref: escrowRef(trade.hash),
      sellerId: trade.sellerId,
      coin: 'BTC',
      amount: trade.cryptoAmount,
      fee: trade.fee,
    }),
  );
  return inserted;
}
