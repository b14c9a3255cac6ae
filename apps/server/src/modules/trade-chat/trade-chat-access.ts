import type { TradeRowStatus } from '@p2p/shared';
import { TRADE_CHAT_OPEN_DAYS_AFTER_FINAL } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  loadTradeForActor,
  moderatorMayWrite,
  type TradeCaller,
  type TradeForActor,
  type TradeRow,
} from '../trades/trade-access.js';

const OPEN_STATUSES: readonly TradeRowStatus[] = ['not_funded', 'active_funded', 'paid', 'dispute_open'];

/**
 * The trade of a chat request and the caller's role. The parties always; a moderator only while the
 * trade is (or was) in dispute: staff have no business in other trades' chats, so they get the same
 * 404 as a stranger.
 */
export async function loadChatTrade(
  db: Executor,
  hash: string,
  caller: TradeCaller | undefined,
): Promise<TradeForActor> {
  const access = await loadTradeForActor(db, hash, caller);
  if (access.role === 'moderator' && !moderatorMayWrite(access.trade)) throw AppError.notFound('Trade');
  return access;
}

/** When the trade reached its final status, or null while it is open. */
export function finishedAt(trade: TradeRow): Date | null {
  if (OPEN_STATUSES.includes(trade.status)) return null;
  return trade.completedAt ?? trade.cancelledAt ?? trade.disputeSettledAt ?? trade.updatedAt;
}

/**
 * The chat is writable while the trade is open and for TRADE_CHAT_OPEN_DAYS_AFTER_FINAL days after it
 * ended (questions about a payment often come after the release), then it is read-only.
 */
export function chatIsWritable(trade: TradeRow, now = new Date()): boolean {
  const finished = finishedAt(trade);
  if (!finished) return true;
  return now.getTime() < finished.getTime() + TRADE_CHAT_OPEN_DAYS_AFTER_FINAL * 86_400_000;
}

export function assertChatWritable(trade: TradeRow): void {
  if (!chatIsWritable(trade))
    throw new AppError(
      'ERROR_FORBIDDEN',
      `The chat of this trade closed ${TRADE_CHAT_OPEN_DAYS_AFTER_FINAL} days after it ended`,
    );
}

/** Who hears about a chat change: both parties, and the dispute's moderator when one took it. */
export function chatAudience(trade: TradeRow, extra?: number): number[] {
  const ids = [trade.buyerId, trade.sellerId];
  if (trade.disputeModeratorId && moderatorMayWrite(trade)) ids.push(trade.disputeModeratorId);
  if (extra !== undefined) ids.push(extra);
  return [...new Set(ids)];
}
