import {
  LIST_PAGE_SIZE,
  pagedListMeta,
  TRADE_EXPORT_MAX_ROWS,
  type ActiveTrades,
  type TradeExportFormat,
  type TradeHistoryStatusFilter,
  type TradeHistoryTypeFilter,
  type TradeListItem,
  type TradeOfferV2,
  type TradeReceipt,
  type TradeSummaryV2,
} from '@p2p/shared';
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { trades } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { tradeStatsOfUser } from '../trade-stats/trade-stats.repository.js';
import { EXPORT_CONTENT_TYPES, renderExport } from './trade-export.js';
import * as repo from './trade-lists.repository.js';
import { fiatText, isCompleted, toReceipt, toTradeListItem } from './trade-lists.views.js';

/** GET /rest/v1/trade/active: open trades, buy and sell, and those that need the caller now. */
export async function activeTrades(db: Executor, userId: number, now = new Date()): Promise<ActiveTrades> {
  const rows = await repo.listOpenTrades(db, userId);
  const trades = rows.map((row) => toTradeListItem(row, userId, now));
  return {
    trades,
    alarmedTrades: trades.filter((trade) => trade.alarm !== null),
    counts: {
      buy: trades.filter((trade) => trade.type === 'buy').length,
      sell: trades.filter((trade) => trade.type === 'sell').length,
    },
  };
}

/** GET /rest/v1/trade/recent: all the caller's trades, newest first, 10 a page. */
export async function recentTrades(db: Executor, userId: number, page: number) {
  const { rows, total } = await repo.listRecent(db, userId, {
    limit: LIST_PAGE_SIZE,
    offset: (page - 1) * LIST_PAGE_SIZE,
  });
  return { data: rows.map((row) => toTradeListItem(row, userId)), meta: pagedListMeta(total, page) };
}

export interface HistoryFilters {
  status: TradeHistoryStatusFilter;
  type: TradeHistoryTypeFilter;
}

/** GET /rest/v1/trade/history: finished trades by status and side, 10 a page. */
export async function tradeHistory(db: Executor, userId: number, filters: HistoryFilters, page: number) {
  const { rows, total } = await repo.listHistory(db, repo.historyCondition(userId, filters), {
    limit: LIST_PAGE_SIZE,
    offset: (page - 1) * LIST_PAGE_SIZE,
  });
  return { data: rows.map((row) => toTradeListItem(row, userId)), meta: pagedListMeta(total, page) };
}

/** The history as a file: the same filters, every page (up to TRADE_EXPORT_MAX_ROWS). */
export async function exportHistory(
  db: Executor,
  userId: number,
  filters: HistoryFilters,
  format: TradeExportFormat,
  now = new Date(),
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const { rows } = await repo.listHistory(db, repo.historyCondition(userId, filters), {
    limit: TRADE_EXPORT_MAX_ROWS,
    offset: 0,
  });
  const items = rows.map((row) => toTradeListItem(row, userId, now));
  const username = (await repo.usernameOf(db, userId)) ?? 'user';
  const day = now.toISOString().slice(0, 10);
  const title = `Trade history of ${username} (${filters.status}, ${filters.type}) on ${day}`;
  return {
    body: await renderExport(format, items, title),
    contentType: EXPORT_CONTENT_TYPES[format],
    fileName: `trade-history-${day}.${format}`,
  };
}

/** What an export job selects: the history filters, the trades started in [from, to), coin and method. */
export interface ExportSelection extends HistoryFilters {
  from: Date;
  to: Date;
  cryptoCurrencyCode: string | null;
  paymentMethodId: number | null;
}

/** The finished trades an export job writes, newest first (up to TRADE_EXPORT_MAX_ROWS). */
export async function historyForExport(
  db: Executor,
  userId: number,
  selection: ExportSelection,
  now = new Date(),
): Promise<TradeListItem[]> {
  const conditions: SQL[] = [
    repo.historyCondition(userId, selection),
    gte(trades.startedAt, selection.from),
    lt(trades.startedAt, selection.to),
  ];
  if (selection.cryptoCurrencyCode) conditions.push(eq(trades.coin, selection.cryptoCurrencyCode));
  if (selection.paymentMethodId) conditions.push(eq(trades.paymentMethodId, selection.paymentMethodId));
  const { rows } = await repo.listHistory(db, and(...conditions)!, {
    limit: TRADE_EXPORT_MAX_ROWS,
    offset: 0,
  });
  return rows.map((row) => toTradeListItem(row, userId, now));
}

/** The export file of `items` in a format, as the direct download writes it. */
export async function historyFile(
  format: TradeExportFormat,
  items: readonly TradeListItem[],
  title: string,
): Promise<{ body: Buffer; contentType: string }> {
  return { body: await renderExport(format, items, title), contentType: EXPORT_CONTENT_TYPES[format] };
}

/** GET /rest/v1/trade/receipt/{invoiceUUID}: public, completed trades only (404 otherwise). */
export async function receipt(db: Executor, invoiceUuid: string): Promise<TradeReceipt> {
  const row = await repo.findTradeRowByInvoice(db, invoiceUuid);
  if (!row || !isCompleted(row.trade.status)) throw AppError.notFound('Receipt');
  return toReceipt(row);
}

/** The trade row for one of its parties; anyone else gets 404 (a trade's existence is private). */
async function partyRow(db: Executor, hash: string, userId: number): Promise<repo.TradeRow> {
  const row = await repo.findTradeRowByHash(db, hash);
  if (!row || (row.trade.buyerId !== userId && row.trade.sellerId !== userId))
    throw AppError.notFound('Trade');
  return row;
}

/** GET /rest/v2/trade/{tradeHash}: the vendor's new-trade modal, with the partner's record. */
export async function tradeSummaryV2(db: Executor, hash: string, userId: number): Promise<TradeSummaryV2> {
  const row = await partyRow(db, hash, userId);
  const item = toTradeListItem(row, userId);
  const partnerId = row.trade.buyerId === userId ? row.trade.sellerId : row.trade.buyerId;
  const stats = await tradeStatsOfUser(db, partnerId);
  return {
    ...item,
    partner: { ...item.partner, completedTrades: stats.completedTrades, feedback: stats.feedback },
  };
}

/** GET /rest/v2/trade/{tradeHash}/offer: the offer as the trade saw it (terms fixed at start). */
export async function tradeOfferV2(
  db: Executor,
  hash: string,
  userId: number,
  timestamp: number | undefined,
): Promise<TradeOfferV2> {
  const row = await partyRow(db, hash, userId);
  const owner = row.trade.vendorId === row.buyer.id ? row.buyer : row.seller;
  return {
    offerHash: row.offer.hash,
    type: row.trade.offerType === 'buy' ? 'buy' : 'sell',
    ownerUsername: owner.username,
    cryptoCurrencyCode: row.trade.coin,
    fiatCurrencyCode: row.fiatCurrencyCode,
    paymentMethod: row.paymentMethod,
    offerTerms: row.trade.offerTerms,
    // The payment details can sit behind the taker's requirements (the trade page reveals them): only
    // the vendor, who wrote them, sees them here.
    tradeDetails: row.trade.vendorId === userId ? row.trade.paymentDetails : '',
    fiatLimitMin: fiatText(row.offer.rangeMin),
    fiatLimitMax: fiatText(row.offer.rangeMax),
    timestamp: timestamp ?? null,
  };
}
