import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FeedbackRating } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { fiatCurrencies, paymentMethods, tradeFeedback, trades, users } from '../../db/schema.js';

const authors = alias(users, 'authors');
const recipients = alias(users, 'recipients');

export type TradeForFeedback = Pick<
  typeof trades.$inferSelect,
  'id' | 'hash' | 'status' | 'buyerId' | 'sellerId' | 'offerId'
>;

export async function findTrade(
  db: Executor,
  hash: string,
  lock = false,
): Promise<TradeForFeedback | undefined> {
  const query = db
    .select({
      id: trades.id,
      hash: trades.hash,
      status: trades.status,
      buyerId: trades.buyerId,
      sellerId: trades.sellerId,
      offerId: trades.offerId,
    })
    .from(trades)
    .where(eq(trades.hash, hash));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

function selectFeedback(db: Executor) {
  return db
    .select({
      feedback: tradeFeedback,
      author: { username: authors.username, avatarUrl: authors.avatarUrl },
      recipient: { username: recipients.username, avatarUrl: recipients.avatarUrl },
      buyerId: trades.buyerId,
      paymentMethodName: paymentMethods.name,
      fiatCurrencyCode: fiatCurrencies.code,
    })
    .from(tradeFeedback)
    .innerJoin(trades, eq(trades.id, tradeFeedback.tradeId))
    .innerJoin(authors, eq(authors.id, tradeFeedback.authorId))
    .innerJoin(recipients, eq(recipients.id, tradeFeedback.recipientId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, trades.paymentMethodId))
    .innerJoin(fiatCurrencies, eq(fiatCurrencies.id, trades.fiatCurrencyId));
}

export type FeedbackRow = Awaited<ReturnType<ReturnType<typeof selectFeedback>['execute']>>[number];

export function feedbackOfTrade(db: Executor, tradeId: number): Promise<FeedbackRow[]> {
  return selectFeedback(db).where(eq(tradeFeedback.tradeId, tradeId));
}

/** Gives or edits the author's feedback on the trade (one per trade and author). */
export async function upsertFeedback(
  db: Executor,
  values: {
    tradeId: number;
    authorId: number;
    recipientId: number;
    offerId: number;
    rating: FeedbackRating;
    message: string;
  },
): Promise<{ created: boolean }> {
  const [row] = await db
    .insert(tradeFeedback)
    .values(values)
    .onConflictDoUpdate({
      target: [tradeFeedback.tradeId, tradeFeedback.authorId],
      set: { rating: values.rating, message: values.message, updatedAt: sql`now()` },
    })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: row?.created === true };
}

/** The recipient's reply to the feedback they received on the trade; false when there is none. */
export async function setReply(db: Executor, tradeId: number, recipientId: number, reply: string) {
  const rows = await db
    .update(tradeFeedback)
    .set({ reply, repliedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(tradeFeedback.tradeId, tradeId), eq(tradeFeedback.recipientId, recipientId)))
    .returning({ authorId: tradeFeedback.authorId });
  return rows[0];
}

/** A page of feedback received (by a user, or by an offer's owner on that offer), with the counts. */
export async function listReceived(
  db: Executor,
  scope: { recipientId: number; offerId?: number },
  options: { rating?: FeedbackRating; limit: number; offset: number },
) {
  const base: SQL[] = [eq(tradeFeedback.recipientId, scope.recipientId)];
  if (scope.offerId !== undefined) base.push(eq(tradeFeedback.offerId, scope.offerId));
  const filtered = options.rating ? [...base, eq(tradeFeedback.rating, options.rating)] : base;
  const [rows, totals] = await Promise.all([
    selectFeedback(db)
      .where(and(...filtered))
      .orderBy(desc(tradeFeedback.createdAt), desc(tradeFeedback.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ rating: tradeFeedback.rating, total: count() })
      .from(tradeFeedback)
      .where(and(...base))
      .groupBy(tradeFeedback.rating),
  ]);
  const countOf = (rating: FeedbackRating) => Number(totals.find((row) => row.rating === rating)?.total ?? 0);
  return { rows, positive: countOf('positive'), negative: countOf('negative') };
}
