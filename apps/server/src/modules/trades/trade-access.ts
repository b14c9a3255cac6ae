import { eq } from 'drizzle-orm';
import { STAFF_ROLES, type TradeRowStatus, type UserRole } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { trades } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

export type TradeRow = typeof trades.$inferSelect;
export type TradeActorRole = 'buyer' | 'seller' | 'moderator';

/** Who asks: the session user (userId and role), or undefined for a guest. */
export interface TradeCaller {
  userId: number;
  role: UserRole;
}

export interface TradeForActor {
  trade: TradeRow;
  role: TradeActorRole;
}

/** Statuses in which a moderator may write into the trade chat: in dispute, or settled by one. */
export const MODERATOR_CHAT_STATUSES: readonly TradeRowStatus[] = [
  'dispute_open',
  'dispute_won_buyer',
  'dispute_won_seller',
];

/** A moderator may write into this trade's chat: it is in dispute, or a moderator settled it. */
export function moderatorMayWrite(trade: Pick<TradeRow, 'status'>): boolean {
  return MODERATOR_CHAT_STATUSES.includes(trade.status);
}

/**
 * Staff may read a trade only when it is or was in dispute (a dispute was opened, even if the parties
 * settled it themselves afterwards): the trade page is the two parties' business otherwise.
 */
export function moderatorMayRead(trade: Pick<TradeRow, 'status' | 'disputeOpenedAt'>): boolean {
  return trade.disputeOpenedAt !== null || moderatorMayWrite(trade);
}

/** The caller's role in the trade, or null when they have none (a stranger). Parties win over staff. */
export function tradeRoleOf(
  trade: Pick<TradeRow, 'buyerId' | 'sellerId' | 'status' | 'disputeOpenedAt'>,
  caller: TradeCaller,
): TradeActorRole | null {
  if (trade.buyerId === caller.userId) return 'buyer';
  if (trade.sellerId === caller.userId) return 'seller';
  if (STAFF_ROLES.includes(caller.role) && moderatorMayRead(trade)) return 'moderator';
  return null;
}

/**
 * The trade by its hash and the caller's role in it. A guest gets 401; anyone who is neither a party
 * nor staff on a trade that is or was in dispute gets the same 404 as for a trade that does not
 * exist, so hashes cannot be probed.
 * `forUpdate` locks the row (call inside a transaction and pass its handle).
 * @example const { trade, role } = await loadTradeForActor(tx, hash, request.sessionUser, { forUpdate: true });
 */
export async function loadTradeForActor(
  db: Executor,
  hash: string,
  caller: TradeCaller | undefined,
  options: { forUpdate?: boolean } = {},
): Promise<TradeForActor> {
  if (!caller) throw AppError.unauthorized();
  const trade = await findTradeByHash(db, hash, options);
  const role = trade ? tradeRoleOf(trade, caller) : null;
  if (!trade || !role) throw AppError.notFound('Trade');
  return { trade, role };
}

/** The trade row by hash, optionally locked; undefined when there is none. */
export async function findTradeByHash(
  db: Executor,
  hash: string,
  options: { forUpdate?: boolean } = {},
): Promise<TradeRow | undefined> {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(hash)) return undefined;
  const query = db.select().from(trades).where(eq(trades.hash, hash));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}
