import { and, eq, inArray, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { tradeMessages, tradeReads, trades, users } from '../../db/schema.js';
import { MODERATOR_CHAT_STATUSES } from '../trades/trade-access.js';
import type { UserEventInput } from './user-events.js';

/** The event types of a trade's chat and status that a moderator handling its dispute must hear. */
const WATCHED_TYPES = new Set(['trade.status', 'trade.message', 'trade.read', 'trade.upload']);

/**
 * The staff handling each disputed trade among `hashes`: the moderator who settled it, and every
 * current staff member who opened its chat (a read receipt row, written when a moderator reads the
 * chat) or wrote in it as a moderator. Trades not in (or settled by) a dispute have none.
 */
export async function disputeWatchers(
  db: Executor,
  hashes: readonly string[],
): Promise<Map<string, number[]>> {
  const watchers = new Map<string, number[]>();
  if (hashes.length === 0) return watchers;
  const disputed = await db
    .select({
      id: trades.id,
      hash: trades.hash,
      buyerId: trades.buyerId,
      sellerId: trades.sellerId,
      moderatorId: trades.disputeModeratorId,
    })
    .from(trades)
    .where(and(inArray(trades.hash, [...hashes]), inArray(trades.status, [...MODERATOR_CHAT_STATUSES])));
  if (disputed.length === 0) return watchers;
  const tradeIds = disputed.map((trade) => trade.id);
  const staff = sql`(select ${users.id} from ${users} where ${inArray(users.role, [...STAFF_ROLES])})`;
  const [readers, writers] = [
    await db
      .select({ tradeId: tradeReads.tradeId, userId: tradeReads.userId })
      .from(tradeReads)
      .where(and(inArray(tradeReads.tradeId, tradeIds), sql`${tradeReads.userId} in ${staff}`)),
    await db
      .selectDistinct({ tradeId: tradeMessages.tradeId, userId: tradeMessages.authorId })
      .from(tradeMessages)
      .where(
        and(
          inArray(tradeMessages.tradeId, tradeIds),
          eq(tradeMessages.kind, 'moderator'),
          sql`${tradeMessages.authorId} in ${staff}`,
        ),
      ),
  ];
  for (const trade of disputed) {
    const ids = new Set<number>();
    if (trade.moderatorId !== null) ids.add(trade.moderatorId);
    for (const row of [...readers, ...writers]) {
      if (row.tradeId === trade.id && row.userId !== null) ids.add(row.userId);
    }
    // A party who is also staff is a party here: they hear their events as one already.
    ids.delete(trade.buyerId);
    ids.delete(trade.sellerId);
    if (ids.size > 0) watchers.set(trade.hash, [...ids]);
  }
  return watchers;
}

/**
 * The events plus a copy of each watched trade event for the moderators handling the trade's dispute,
 * so that every module recording a chat or status event for the parties reaches them too.
 */
export async function withDisputeWatchers(
  db: Executor,
  events: readonly UserEventInput[],
): Promise<UserEventInput[]> {
  const hashes = [
    ...new Set(
      events.filter((event) => event.tradeHash && WATCHED_TYPES.has(event.type)).map((e) => e.tradeHash!),
    ),
  ];
  if (hashes.length === 0) return [...events];
  const watchers = await disputeWatchers(db, hashes);
  if (watchers.size === 0) return [...events];
  const result = [...events];
  // The same event is recorded once per recipient: a watcher who is already one gets no second copy.
  const keyOf = (event: UserEventInput, userId: number) =>
    `${userId}|${event.tradeHash}|${event.type}|${JSON.stringify(event.payload ?? {})}`;
  const seen = new Set(events.map((event) => keyOf(event, event.userId)));
  for (const event of events) {
    if (!event.tradeHash || !WATCHED_TYPES.has(event.type)) continue;
    for (const userId of watchers.get(event.tradeHash) ?? []) {
      const key = keyOf(event, userId);
      if (seen.has(key)) continue;
      seen.add(key);
      result.push({ ...event, userId });
    }
  }
  return result;
}
