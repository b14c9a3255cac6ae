import {
  COMPLETED_TRADE_STATUSES,
  coinPrecision,
  formatAmount,
  isCryptoCode,
  TRADE_EXPIRING_SOON_MINUTES,
  type TradeAlarm,
  type TradeListItem,
  type TradeReceipt,
} from '@p2p/shared';
import type { TradeRow } from './trade-lists.repository.js';

const FIAT_PRECISION = 2;

export const cryptoText = (coin: string, value: bigint) =>
  formatAmount(value, isCryptoCode(coin) ? coinPrecision(coin) : 8);
export const fiatText = (value: bigint) => formatAmount(value, FIAT_PRECISION);

export function isCompleted(status: string): boolean {
  return (COMPLETED_TRADE_STATUSES as readonly string[]).includes(status);
}

/** What an open trade needs from this user now, if anything. */
export function alarmOf(row: TradeRow, userId: number, now: Date): TradeAlarm | null {
  const { trade } = row;
  const isSeller = trade.sellerId === userId;
  if (trade.status === 'dispute_open') return 'dispute_open';
  if (trade.status === 'paid' && isSeller) return 'waiting_release';
  if (trade.status === 'not_funded' && isSeller) return 'waiting_funding';
  const open = trade.status === 'not_funded' || trade.status === 'active_funded';
  if (open && trade.expiresAt.getTime() - now.getTime() <= TRADE_EXPIRING_SOON_MINUTES * 60_000)
    return 'expiring_soon';
  return null;
}

/** A row of the lists, seen by one of the parties. */
export function toTradeListItem(row: TradeRow, userId: number, now = new Date()): TradeListItem {
  const { trade } = row;
  const isBuyer = trade.buyerId === userId;
  const partner = isBuyer ? row.seller : row.buyer;
  const open = !isCompleted(trade.status) && trade.completedAt === null && trade.cancelledAt === null;
  return {
    tradeHash: trade.hash,
    status: trade.status,
    type: isBuyer ? 'buy' : 'sell',
    isVendor: trade.vendorId === userId,
    tradeCompleted: isCompleted(trade.status),
    partner: { username: partner.username, avatarUrl: partner.avatarUrl },
    offerHash: row.offer.hash,
    cryptoCurrencyCode: trade.coin,
    cryptoAmount: cryptoText(trade.coin, trade.cryptoAmount),
    fee: cryptoText(trade.coin, trade.fee),
    fiatCurrencyCode: row.fiatCurrencyCode,
    fiatAmount: fiatText(trade.fiatAmount),
    fiatPricePerCrypto: fiatText(trade.price),
    paymentMethod: row.paymentMethod,
    startedAt: trade.startedAt.toISOString(),
    expiresAt: trade.expiresAt.toISOString(),
    paidAt: trade.paidAt?.toISOString() ?? null,
    completedAt: trade.completedAt?.toISOString() ?? null,
    cancelledAt: trade.cancelledAt?.toISOString() ?? null,
    alarm: open ? alarmOf(row, userId, now) : null,
    invoiceUuid: isCompleted(trade.status) ? trade.invoiceUuid : null,
  };
}

/** The public receipt: usernames, amounts and dates, nothing private (no ids, details, IPs). */
export function toReceipt(row: TradeRow): TradeReceipt {
  const { trade } = row;
  return {
    invoiceUuid: trade.invoiceUuid,
    status: trade.status,
    buyer: { username: row.buyer.username },
    seller: { username: row.seller.username },
    cryptoCurrencyCode: trade.coin,
    cryptoAmount: cryptoText(trade.coin, trade.cryptoAmount),
    fiatCurrencyCode: row.fiatCurrencyCode,
    fiatAmount: fiatText(trade.fiatAmount),
    fiatPricePerCrypto: fiatText(trade.price),
    paymentMethodName: row.paymentMethod.name,
    startedAt: trade.startedAt.toISOString(),
    completedAt: (trade.completedAt ?? trade.updatedAt).toISOString(),
  };
}
