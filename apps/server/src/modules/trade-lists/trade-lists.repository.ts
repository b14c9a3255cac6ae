import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  OPEN_TRADE_STATUSES,
  type TradeHistoryStatusFilter,
  type TradeHistoryTypeFilter,
  type TradeRowStatus,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { fiatCurrencies, offers, paymentMethods, trades, users } from '../../db/schema.js';

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');

/** A trade with what every list shows about it: both parties, the offer, the currency, the method. */
export function selectTradeRows(db: Executor) {
  return db
    .select({
      trade: trades,
      buyer: { id: buyers.id, username: buyers.username, avatarUrl: buyers.avatarUrl },
      seller: { id: sellers.id, username: sellers.username, avatarUrl: sellers.avatarUrl },
      offer: {
        hash: offers.hash,
        type: offers.type,
        offerTerms: offers.offerTerms,
        tradeDetails: offers.tradeDetails,
        rangeMin: offers.rangeMin,
        rangeMax: offers.rangeMax,
      },
      fiatCurrencyCode: fiatCurrencies.code,
      paymentMethod: { id: paymentMethods.id, name: paymentMethods.name, slug: paymentMethods.slug },
    })
    .from(trades)
    .innerJoin(buyers, eq(buyers.id, trades.buyerId))
    .innerJoin(sellers, eq(sellers.id, trades.sellerId))
    .innerJoin(offers, eq(offers.id, trades.offerId))
    .innerJoin(fiatCurrencies, eq(fiatCurrencies.id, trades.fiatCurrencyId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, trades.paymentMethodId));
}

export type TradeRow = Awaited<ReturnType<ReturnType<typeof selectTradeRows>['execute']>>[number];

const partyOf = (userId: number) => or(eq(trades.buyerId, userId), eq(trades.sellerId, userId))!;

/** The trade row by hash; `lock` locks the trade row only (FOR UPDATE OF trades), inside a transaction. */
export async function findTradeRowByHash(
  db: Executor,
  hash: string,
  lock = false,
): Promise<TradeRow | undefined> {
  const query = selectTradeRows(db).where(eq(trades.hash, hash));
  const [row] = lock ? await query.for('update', { of: trades }) : await query;
  return row;
}

export async function findTradeRowByInvoice(
  db: Executor,
  invoiceUuid: string,
): Promise<TradeRow | undefined> {
  const [row] = await selectTradeRows(db).where(eq(trades.invoiceUuid, invoiceUuid));
  return row;
}

/** The user's open trades, newest first (an open trade count is small: no paging). */
export function listOpenTrades(db: Executor, userId: number): Promise<TradeRow[]> {
  return selectTradeRows(db)
    .where(and(partyOf(userId), inArray(trades.status, [...OPEN_TRADE_STATUSES])))
    .orderBy(desc(trades.startedAt), desc(trades.id))
    .limit(500);
}

/** The history filter as SQL, from the user's side (won: the award went to them). */
export function historyCondition(
  userId: number,
  filters: { status: TradeHistoryStatusFilter; type: TradeHistoryTypeFilter },
): SQL {
  const finished: TradeRowStatus[] = [
    'released',
    'cancelled_buyer',
    'cancelled_seller',
    'cancelled_system',
    'expired',
    'dispute_won_buyer',
    'dispute_won_seller',
  ];
  const conditions: SQL[] = [partyOf(userId), inArray(trades.status, finished)];
  if (filters.type === 'buy') conditions.push(eq(trades.buyerId, userId));
  if (filters.type === 'sell') conditions.push(eq(trades.sellerId, userId));
  const wonByMe = or(
    and(eq(trades.status, 'dispute_won_buyer'), eq(trades.buyerId, userId)),
    and(eq(trades.status, 'dispute_won_seller'), eq(trades.sellerId, userId)),
  )!;
  const lostByMe = or(
    and(eq(trades.status, 'dispute_won_buyer'), eq(trades.sellerId, userId)),
    and(eq(trades.status, 'dispute_won_seller'), eq(trades.buyerId, userId)),
  )!;
  switch (filters.status) {
    case 'released':
      conditions.push(eq(trades.status, 'released'));
      break;
    case 'cancelled':
      conditions.push(inArray(trades.status, ['cancelled_buyer', 'cancelled_seller', 'cancelled_system']));
      break;
    case 'expired':
      conditions.push(eq(trades.status, 'expired'));
      break;
    case 'disputed':
      conditions.push(inArray(trades.status, ['dispute_won_buyer', 'dispute_won_seller']));
      break;
    case 'dispute_won':
      conditions.push(wonByMe);
      break;
    case 'dispute_lost':
      conditions.push(lostByMe);
      break;
    case 'all':
      break;
  }
  return and(...conditions)!;
}

/** Finished trades by the history filters, newest first. */
export async function listHistory(
  db: Executor,
  condition: SQL,
  page: { limit: number; offset: number },
): Promise<{ rows: TradeRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    selectTradeRows(db)
      .where(condition)
      .orderBy(desc(trades.startedAt), desc(trades.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(trades).where(condition),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** Every trade of the user (open or not), newest first. */
export function listRecent(db: Executor, userId: number, page: { limit: number; offset: number }) {
  return listHistory(db, partyOf(userId), page);
}

export async function usernameOf(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username;
}
