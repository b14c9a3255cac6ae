import { z } from 'zod';
import { FEEDBACK_MESSAGE_MAX, type FeedbackRating } from '@p2p/shared';
import { giveFeedback, receivedFeedback, replyToFeedback } from '../../feedback/feedback.service.js';
import { formInt, formLongText, formText, tradeHashField } from '../compat-form.js';
import { method } from '../compat-method.js';

// A map, not an object: a rating named like an Object.prototype member is only an unknown rating.
const RATINGS: ReadonlyMap<string, FeedbackRating> = new Map([
  ['1', 'positive'],
  ['positive', 'positive'],
  ['-1', 'negative'],
  ['negative', 'negative'],
]);

const ratingField = formText('rating is 1 (positive) or -1 (negative)', 10).transform((value, ctx) => {
  const rating = RATINGS.get(value.toLowerCase());
  if (!rating) {
    ctx.addIssue({ code: 'custom', message: 'rating is 1 (positive) or -1 (negative)' });
    return z.NEVER;
  }
  return rating;
});

export const feedbackMethods = [
  method({
    name: 'feedback/give',
    summary: 'Rate the trade partner once the trade completed (a second call edits it)',
    answers: '`feedback`: what each side left on the trade.',
    scope: 'trades:write',
    input: z.object({
      trade_hash: tradeHashField,
      rating: ratingField,
      message: z
        .preprocess((value) => (value === undefined ? '' : value), z.string())
        .pipe(z.string().trim().max(FEEDBACK_MESSAGE_MAX, `At most ${FEEDBACK_MESSAGE_MAX} characters`)),
    }),
    handler: async (ctx, input) => ({
      feedback: await giveFeedback(ctx.app.db, input.trade_hash, ctx.caller.userId, {
        rating: input.rating,
        message: input.message,
      }),
    }),
  }),
  method({
    name: 'feedback/reply',
    summary: 'Answer the feedback the trade partner left',
    answers: '`feedback`: what each side left on the trade, with the reply.',
    scope: 'trades:write',
    input: z.object({
      trade_hash: tradeHashField,
      reply: formLongText('reply is required', FEEDBACK_MESSAGE_MAX).refine(
        (text) => text.trim() !== '',
        'reply is required',
      ),
    }),
    handler: async (ctx, input) => ({
      feedback: await replyToFeedback(ctx.app.db, input.trade_hash, ctx.caller.userId, input.reply.trim()),
    }),
  }),
  method({
    name: 'feedback/list',
    summary: 'Feedback the caller received, newest first',
    answers: '`feedback` items (10 a page), the positive and negative counts and `next_page`.',
    scope: 'profile:read',
    input: z.object({
      page: formInt('page is a whole number', 1, 100_000).optional(),
      rating: ratingField.optional(),
    }),
    handler: async (ctx, input) => {
      const { data, meta } = await receivedFeedback(
        ctx.app.db,
        { recipientId: ctx.caller.userId },
        { page: input.page ?? 1, rating: input.rating },
      );
      return {
        feedback: data.items,
        positive_count: data.positiveCount,
        negative_count: data.negativeCount,
        total_count: data.totalCount,
        next_page: data.nextPage,
        last_page: meta.lastPage,
      };
    },
  }),
];
