import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { coinPrecision, formatAmount, isCryptoCode } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import {
  fiatCurrencies,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  paymentMethods,
  tradeAttachments,
  tradeMessages,
  trades,
  userEvents,
  users,
} from '../../db/schema.js';
import type { DispatchEvent, TradeContext } from './event-mapping.js';
import type { PreferenceOverride } from './preferences.js';

/**
 * The oldest undispatched events, locked FOR NO KEY UPDATE SKIP LOCKED: dispatchers on several nodes
 * take disjoint batches, and an event whose transaction has not committed yet is not visible at all.
 * Not FOR UPDATE: a claim can keep the lock of a row it skipped (one another dispatcher marked
 * dispatched while this one read it), and a notification folded twice in one transaction re-checks
 * its `event_id` foreign key with FOR KEY SHARE, which FOR UPDATE blocks; two dispatchers then waited
 * on each other (a deadlock CI saw). FOR NO KEY UPDATE still excludes other claims.
 */
export async function claimUndispatchedEvents(tx: Executor, limit: number): Promise<DispatchEvent[]> {
  const rows = await tx
    .select({
      id: userEvents.id,
      userId: userEvents.userId,
      type: userEvents.type,
      tradeHash: userEvents.tradeHash,
      payload: userEvents.payload,
    })
    .from(userEvents)
    .where(isNull(userEvents.dispatchedAt))
    .orderBy(userEvents.id)
    .limit(limit)
    .for('no key update', { skipLocked: true });
  return rows;
}

export async function markEventsDispatched(tx: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(userEvents)
    .set({ dispatchedAt: sql`now()` })
    .where(inArray(userEvents.id, [...ids]));
}

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');

/** The trades the events name, with what notifications say about them. */
export async function tradeContexts(
  tx: Executor,
  hashes: readonly string[],
): Promise<Map<string, TradeContext>> {
  const contexts = new Map<string, TradeContext>();
  if (hashes.length === 0) return contexts;
  const rows = await tx
    .select({
      hash: trades.hash,
      buyerId: trades.buyerId,
      sellerId: trades.sellerId,
      buyerUsername: buyer.username,
      sellerUsername: seller.username,
      cryptoAmount: trades.cryptoAmount,
      coin: trades.coin,
      fiatAmount: trades.fiatAmount,
      fiatCode: fiatCurrencies.code,
      fiatDigits: fiatCurrencies.digits,
      paymentMethod: paymentMethods.name,
    })
    .from(trades)
    .innerJoin(buyer, eq(buyer.id, trades.buyerId))
    .innerJoin(seller, eq(seller.id, trades.sellerId))
    .innerJoin(fiatCurrencies, eq(fiatCurrencies.id, trades.fiatCurrencyId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, trades.paymentMethodId))
    .where(inArray(trades.hash, [...hashes]));
  for (const row of rows) {
    contexts.set(row.hash, {
      hash: row.hash,
      buyerId: row.buyerId,
      sellerId: row.sellerId,
      buyerUsername: row.buyerUsername,
      sellerUsername: row.sellerUsername,
      cryptoAmount: formatAmount(row.cryptoAmount, isCryptoCode(row.coin) ? coinPrecision(row.coin) : 8),
      coin: row.coin,
      fiatAmount: formatAmount(row.fiatAmount, row.fiatDigits),
      fiatCode: row.fiatCode,
      paymentMethod: row.paymentMethod,
    });
  }
  return contexts;
}

export interface Recipient {
  id: number;
  closed: boolean;
  /** A demo account (decision 044): in-app notifications only, never an e-mail, SMS, push or Telegram. */
  demo: boolean;
  chatInterval: string;
  overrides: PreferenceOverride[];
}

/** The recipients of a batch: whether their account is open, their chat interval and saved preferences. */
export async function recipients(tx: Executor, userIds: readonly number[]): Promise<Map<number, Recipient>> {
  const result = new Map<number, Recipient>();
  if (userIds.length === 0) return result;
  const rows = await tx
    .select({
      id: users.id,
      closedAt: users.closedAt,
      demo: users.isDemo,
      interval: users.notifyTradeMessagesInterval,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  for (const row of rows) {
    result.set(row.id, {
      id: row.id,
      closed: row.closedAt !== null,
      demo: row.demo,
      chatInterval: row.interval,
      overrides: [],
    });
  }
  const saved = await tx
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, [...userIds]));
  for (const row of saved) result.get(row.userId)?.overrides.push(row);
  return result;
}

/**
 * Serialises the chat batch of one user, trade and kind across dispatchers (two nodes folding
 * messages of the same trade at once would otherwise both start a batch). Held until commit.
 */
export async function lockChatBatch(
  tx: Executor,
  userId: number,
  scopeKey: string,
  kind: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`notifications:${userId}:${scopeKey}:${kind}`}))`,
  );
}

/** A batch is per trade (trade chat) or per messenger conversation (kept in the notification's data). */
export type BatchScope =
  { tradeHash: string; chatId?: undefined } | { chatId: string; tradeHash?: undefined };

/** The user's notification of this trade (or conversation) and kind started within the last `minutes`, if any. */
export async function findOpenBatch(
  tx: Executor,
  options: BatchScope & { userId: number; kind: string; minutes: number },
): Promise<{ id: number } | undefined> {
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, options.userId),
        options.tradeHash !== undefined
          ? eq(notifications.tradeHash, options.tradeHash)
          : and(isNull(notifications.tradeHash), sql`${notifications.data}->>'chatId' = ${options.chatId}`),
        eq(notifications.kind, options.kind),
        gt(notifications.createdAt, sql`now() - make_interval(mins => ${options.minutes})`),
      ),
    )
    .orderBy(sql`${notifications.id} desc`)
    .limit(1);
  return row;
}

/** One more message in the batch: counted, and unread again. */
export async function foldIntoBatch(tx: Executor, id: number): Promise<void> {
  await tx
    .update(notifications)
    .set({
      count: sql`${notifications.count} + 1`,
      data: sql`jsonb_set(${notifications.data}, '{count}', to_jsonb((${notifications.count} + 1)::text))`,
      readAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(notifications.id, id));
}

export type NewNotification = typeof notifications.$inferInsert;

/** Inserts the notification of an event; none when the event already made one (unique event_id). */
export async function insertNotification(tx: Executor, row: NewNotification): Promise<number | undefined> {
  const [created] = await tx
    .insert(notifications)
    .values(row)
    .onConflictDoNothing({ target: notifications.eventId })
    .returning({ id: notifications.id });
  return created?.id;
}

export async function insertDeliveries(
  tx: Executor,
  rows: readonly (typeof notificationDeliveries.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(notificationDeliveries)
    .values([...rows])
    .onConflictDoNothing();
}

/**
 * Who wrote the chat messages and uploaded the attachments the batch's `trade.message` and
 * `trade.upload` events name: their own author hears of them live, but is not notified.
 */
export async function chatAuthors(
  tx: Executor,
  refs: { messageIds: readonly number[]; attachmentIds: readonly string[] },
): Promise<{ messages: Map<number, number | null>; attachments: Map<string, number | null> }> {
  const messages = new Map<number, number | null>();
  const attachments = new Map<string, number | null>();
  if (refs.messageIds.length > 0) {
    const rows = await tx
      .select({ id: tradeMessages.id, authorId: tradeMessages.authorId })
      .from(tradeMessages)
      .where(inArray(tradeMessages.id, [...refs.messageIds]));
    for (const row of rows) messages.set(row.id, row.authorId);
  }
  if (refs.attachmentIds.length > 0) {
    const rows = await tx
      .select({ id: tradeAttachments.id, uploaderId: tradeAttachments.uploaderId })
      .from(tradeAttachments)
      .where(inArray(tradeAttachments.id, [...refs.attachmentIds]));
    for (const row of rows) attachments.set(row.id, row.uploaderId);
  }
  return { messages, attachments };
}
