import {
  FEEDBACK_ALLOWED_STATUSES,
  LIST_PAGE_SIZE,
  pagedListMeta,
  type FeedbackGiveInput,
  type FeedbackItem,
  type FeedbackList,
  type FeedbackRating,
  type PagedListMeta,
  type TradeFeedback,
  type UserRole,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { refreshFeedbackOf } from '../trade-stats/trade-stats.updates.js';
import { findVisibleProfileOwner } from '../users/users.service.js';
import * as repo from './feedback.repository.js';

const feedbackAllowed = (status: string) => (FEEDBACK_ALLOWED_STATUSES as readonly string[]).includes(status);

export function toFeedbackItem(row: repo.FeedbackRow): FeedbackItem {
  const { feedback } = row;
  return {
    id: feedback.id,
    rating: feedback.rating as FeedbackRating,
    message: feedback.message,
    reply: feedback.reply,
    repliedAt: feedback.repliedAt?.toISOString() ?? null,
    createdAt: feedback.createdAt.toISOString(),
    updatedAt: feedback.updatedAt.toISOString(),
    author: row.author,
    recipient: row.recipient,
    authorRole: feedback.authorId === row.buyerId ? 'buyer' : 'seller',
    paymentMethodName: row.paymentMethodName,
    fiatCurrencyCode: row.fiatCurrencyCode,
  };
}

/** The trade for one of its parties, with the other party's id; anyone else gets 404. */
async function partyTrade(db: Executor, hash: string, userId: number, lock = false) {
  const trade = await repo.findTrade(db, hash, lock);
  if (!trade || (trade.buyerId !== userId && trade.sellerId !== userId)) throw AppError.notFound('Trade');
  return { trade, partnerId: trade.buyerId === userId ? trade.sellerId : trade.buyerId };
}

/** GET /rest/v1/feedback/{id}: both sides' feedback on the trade, for its parties. */
export async function tradeFeedback(db: Executor, hash: string, userId: number): Promise<TradeFeedback> {
  const { trade } = await partyTrade(db, hash, userId);
  const rows = await repo.feedbackOfTrade(db, trade.id);
  const given = rows.find((row) => row.feedback.authorId === userId);
  const received = rows.find((row) => row.feedback.recipientId === userId);
  return {
    tradeHash: trade.hash,
    canGive: feedbackAllowed(trade.status),
    canReply: received !== undefined,
    given: given ? toFeedbackItem(given) : null,
    received: received ? toFeedbackItem(received) : null,
  };
}

/**
 * POST /rest/v1/feedback/{id}/give: a party rates the other after the trade completed (see
 * FEEDBACK_ALLOWED_STATUSES); once per trade and side, a second give edits it. The recipient hears of it.
 */
export async function giveFeedback(
  db: Database,
  hash: string,
  userId: number,
  input: FeedbackGiveInput,
): Promise<TradeFeedback> {
  await db.transaction(async (tx) => {
    const { trade, partnerId } = await partyTrade(tx, hash, userId, true);
    if (!feedbackAllowed(trade.status))
      throw new AppError('ERROR_CONFLICT', 'Feedback can be given once the trade is completed', {
        rating: ['Feedback can be given once the trade is completed'],
      });
    const { created } = await repo.upsertFeedback(tx, {
      tradeId: trade.id,
      authorId: userId,
      recipientId: partnerId,
      offerId: trade.offerId,
      rating: input.rating,
      message: input.message,
    });
    // The recipient's feedback counts and badge (decision 035) in the same transaction.
    await refreshFeedbackOf(tx, partnerId);
    await recordUserEvents(tx, [
      {
        userId: partnerId,
        type: 'feedback.given',
        tradeHash: trade.hash,
        payload: { kind: created ? 'given' : 'updated', rating: input.rating },
      },
    ]);
  });
  return tradeFeedback(db, hash, userId);
}

/** POST /rest/v1/feedback/{id}/reply: only the recipient of feedback on the trade replies (editable). */
export async function replyToFeedback(
  db: Database,
  hash: string,
  userId: number,
  reply: string,
): Promise<TradeFeedback> {
  await db.transaction(async (tx) => {
    const { trade } = await partyTrade(tx, hash, userId, true);
    const replied = await repo.setReply(tx, trade.id, userId, reply);
    if (!replied)
      throw new AppError('ERROR_CONFLICT', 'There is no feedback to reply to yet', {
        reply: ['Your trade partner has not left feedback on this trade'],
      });
    await recordUserEvents(tx, [
      { userId: replied.authorId, type: 'feedback.given', tradeHash: trade.hash, payload: { kind: 'reply' } },
    ]);
  });
  return tradeFeedback(db, hash, userId);
}

/** A page of received feedback in the spec's list shape, with the pagination meta. */
export async function receivedFeedback(
  db: Executor,
  scope: { recipientId: number; offerId?: number },
  options: { page: number; rating?: FeedbackRating },
): Promise<{ data: FeedbackList; meta: PagedListMeta }> {
  const { rows, positive, negative } = await repo.listReceived(db, scope, {
    rating: options.rating,
    limit: LIST_PAGE_SIZE,
    offset: (options.page - 1) * LIST_PAGE_SIZE,
  });
  const total =
    options.rating === 'positive' ? positive : options.rating === 'negative' ? negative : positive + negative;
  const meta = pagedListMeta(total, options.page);
  return {
    data: {
      items: rows.map(toFeedbackItem),
      positiveCount: positive,
      negativeCount: negative,
      totalCount: positive + negative,
      nextPage: options.page < meta.lastPage ? options.page + 1 : null,
    },
    meta,
  };
}

/**
 * GET /rest/v1/users/{username}/feedback: under the owner's profile visibility, like the profile
 * itself (404 unknown user, 403 ERROR_PROFILE_HIDDEN): a hidden profile hides its feedback too.
 */
export async function userFeedback(
  db: Executor,
  idOrUsername: string,
  viewer: { userId: number; role: UserRole } | undefined,
  options: { page: number; rating?: FeedbackRating },
) {
  const owner = await findVisibleProfileOwner(db, idOrUsername, viewer);
  return receivedFeedback(db, { recipientId: owner.user.id }, options);
}
