import {
  DASHBOARD_NOTIFICATIONS_SHOWN,
  earnedBadge,
  type MyBadgeProgress,
  tradeNextStep,
  type Dashboard,
  type DashboardTrade,
  type TradeListItem,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { listNotifications } from '../notifications/notifications.service.js';
import { activeTrades } from '../trade-lists/trade-lists.service.js';
import { getBalances, type WalletPrices } from '../wallet/wallet.service.js';
import { AppError } from '../../lib/app-error.js';
import { badgeFigures, offersSummary } from './dashboard.repository.js';

/**
 * The trades needing the caller first, the soonest deadline first; then those waiting for the
 * partner, newest first (the order they came in).
 */
export function orderForDashboard(trades: readonly TradeListItem[]): DashboardTrade[] {
  const withStep = trades.map((trade) => ({
    ...trade,
    nextStep: tradeNextStep(trade.status, trade.type === 'buy' ? 'buyer' : 'seller'),
  }));
  const needing = withStep
    .filter((trade) => trade.nextStep !== null)
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt));
  return [...needing, ...withStep.filter((trade) => trade.nextStep === null)];
}

/**
 * GET /rest/v1/dashboard (decision 038): open trades with the step each needs from the caller,
 * balances with their fiat value, offers by state, the latest notifications. Seven statements: open
 * trades 1, balances 3 (the wallet's own), offers 1, notifications 2.
 */
export async function getDashboard(
  db: Executor,
  prices: WalletPrices,
  userId: number,
  now = new Date(),
): Promise<Dashboard> {
  const [trades, balances, offers, notifications] = await Promise.all([
    activeTrades(db, userId, now),
    getBalances(db, prices, userId),
    offersSummary(db, userId),
    listNotifications(db, userId, { limit: DASHBOARD_NOTIFICATIONS_SHOWN }),
  ]);
  return {
    trades: orderForDashboard(trades.trades),
    balances,
    offers,
    notifications: { unreadCount: notifications.meta.unreadCount, latest: notifications.data },
  };
}

/**
 * GET /rest/v1/dashboard/badges: the badge shown, the one the kept figures earn (computed now, so a
 * passed account-age threshold shows before the next trade stores it) and the figures themselves.
 */
export async function getBadgeProgress(
  db: Executor,
  userId: number,
  now = new Date(),
): Promise<MyBadgeProgress> {
  const figures = await badgeFigures(db, userId, now);
  if (!figures) throw AppError.unauthorized();
  const earned = earnedBadge({ ...figures, volumeUsdCents: BigInt(figures.volumeUsdCents) });
  return { ...figures, badge: figures.staffBadge ?? earned, earnedBadge: earned };
}
