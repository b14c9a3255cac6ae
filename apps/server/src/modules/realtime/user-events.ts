import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { UserEvent } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { userEvents } from '../../db/schema.js';
import { withDisputeWatchers } from './trade-watchers.js';

/** Something changed for a user; the socket tells the client, the client reads the truth over HTTP. */
export interface UserEventInput {
  userId: number;
  /** trade.started, trade.status, trade.message, trade.read, feedback.given, ... */
  type: string;
  tradeHash?: string;
  payload?: Record<string, unknown>;
}

export interface RecordUserEventsOptions {
  /**
   * Born dispatched: the notification dispatcher never reads it (its own `notification.created`
   * events, which only tell the tab to refresh the bell).
   */
  dispatched?: boolean;
}

/** The NOTIFY channel; its payload is `userId:eventId` pairs joined by commas. */
export const USER_EVENTS_CHANNEL = 'user_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well below. */
const NOTIFY_PAYLOAD_MAX = 7000;

/** `userId:eventId` pairs as NOTIFY payloads, each under the size limit. */
export function notifyPayloads(pairs: readonly { userId: number; id: number }[]): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const pair of pairs) {
    const item = `${pair.userId}:${pair.id}`;
    if (current && current.length + item.length + 1 > NOTIFY_PAYLOAD_MAX) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current},${item}` : item;
  }
  if (current) payloads.push(current);
  return payloads;
}

/** The pairs of a NOTIFY payload; malformed items are skipped. */
export function parseNotifyPayload(payload: string): { userId: number; id: number }[] {
  const pairs: { userId: number; id: number }[] = [];
  for (const item of payload.split(',')) {
    const match = /^(\d{1,10}):(\d{1,16})$/.exec(item);
    if (match) pairs.push({ userId: Number(match[1]), id: Number(match[2]) });
  }
  return pairs;
}

/**
 * Records events inside the caller's transaction, so they exist exactly when the change commits, and
 * notifies `user_events` in the same transaction: PostgreSQL delivers a NOTIFY only at commit (and
 * never after a rollback), to every node listening, so each node pushes the events to its own sockets
 * after the change is visible (see realtime.plugin). Chat and status events of a disputed trade also
 * reach the moderators handling its dispute (see trade-watchers), whichever module records them.
 */
export async function recordUserEvents(
  db: Executor,
  input: readonly UserEventInput[],
  options: RecordUserEventsOptions = {},
): Promise<void> {
  if (input.length === 0) return;
  const events = await withDisputeWatchers(db, input);
  const dispatchedAt = options.dispatched ? new Date() : null;
  const rows = await db
    .insert(userEvents)
    .values(
      events.map((event) => ({
        userId: event.userId,
        type: event.type,
        tradeHash: event.tradeHash ?? null,
        payload: event.payload ?? {},
        dispatchedAt,
      })),
    )
    .returning({ id: userEvents.id, userId: userEvents.userId });
  for (const payload of notifyPayloads(rows)) {
    await db.execute(sql`select pg_notify(${USER_EVENTS_CHANNEL}, ${payload})`);
  }
}

type UserEventRow = typeof userEvents.$inferSelect;

export function toUserEventView(row: UserEventRow): UserEvent {
  return {
    id: row.id,
    type: row.type,
    tradeHash: row.tradeHash,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's events after `afterId`, oldest first (the resync of a reconnecting client). */
export async function listUserEvents(
  db: Executor,
  userId: number,
  afterId: number,
  limit: number,
): Promise<UserEventRow[]> {
  return db
    .select()
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), gt(userEvents.id, afterId)))
    .orderBy(asc(userEvents.id))
    .limit(limit);
}

/**
 * How long a transaction may take between recording an event and committing for a reconnecting client
 * still to get it when a later event committed first (see `listLateEvents`).
 */
export const LATE_COMMIT_WINDOW_SECONDS = 60;
const LATE_EVENTS_MAX = 200;

/**
 * Event ids are taken when the row is inserted, not at commit: a transaction that recorded event 9
 * can commit after the one that recorded event 10. A client that saw 10 and reconnects with after=10
 * would never get 9. These are the user's events below `afterId` whose transaction started at most
 * LATE_COMMIT_WINDOW_SECONDS before the event `afterId` (created_at is the transaction's start): every
 * event that can have committed after the client saw `afterId`, and a few it already has, which the
 * client skips by id.
 */
export async function listLateEvents(db: Executor, userId: number, afterId: number): Promise<UserEventRow[]> {
  const seen = db
    .select({ createdAt: userEvents.createdAt })
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), lte(userEvents.id, afterId)))
    .orderBy(desc(userEvents.id))
    .limit(1);
  return db
    .select()
    .from(userEvents)
    .where(
      and(
        eq(userEvents.userId, userId),
        lt(userEvents.id, afterId),
        sql`${userEvents.createdAt} >= (${seen}) - make_interval(secs => ${LATE_COMMIT_WINDOW_SECONDS})`,
      ),
    )
    .orderBy(asc(userEvents.id))
    .limit(LATE_EVENTS_MAX);
}

/** The id of the user's newest event (0 when none). */
export async function lastUserEventId(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${userEvents.id})`.mapWith(Number) })
    .from(userEvents)
    .where(eq(userEvents.userId, userId));
  return row?.id ?? 0;
}

/** The named events of the named users (what a batch of notifications announced), oldest first. */
export async function findUserEvents(
  db: Executor,
  ids: readonly number[],
  userIds: readonly number[],
): Promise<UserEventRow[]> {
  if (ids.length === 0 || userIds.length === 0) return [];
  return db
    .select()
    .from(userEvents)
    .where(and(inArray(userEvents.id, [...ids]), inArray(userEvents.userId, [...userIds])))
    .orderBy(asc(userEvents.id));
}
