import { z } from 'zod';
import { TRADE_MESSAGE_MAX_LENGTH, type TradeMessage } from '@p2p/shared';
import { listMessages, postMessage } from '../../trade-chat/trade-chat.service.js';
import { formInt, formLongText, tradeHashField } from '../compat-form.js';
import { asUser, method } from '../compat-method.js';

/** A chat message in the original API's shape. */
function compatMessage(message: TradeMessage) {
  return {
    id: message.id,
    timestamp: Math.floor(Date.parse(message.createdAt) / 1000),
    type: message.kind,
    author: message.author?.username ?? null,
    text: message.body,
    is_own: message.isOwn,
    is_read_by_counterparty: message.isReadByCounterparty,
    attachment: message.attachment,
    payload: message.payload,
  };
}

const PAGE = 100;

export const tradeChatMethods = [
  method({
    name: 'trade-chat/get',
    summary: 'The messages of a trade’s chat, oldest first',
    answers: '`messages` (id, timestamp, type, author, text, attachment) and `has_more`; page with `after`.',
    scope: 'chat',
    input: z.object({
      trade_hash: tradeHashField,
      after: formInt('after is a message id', 0, 2_000_000_000).optional(),
    }),
    handler: async (ctx, input) => {
      const { data, meta } = await listMessages(ctx.app.db, {
        hash: input.trade_hash,
        caller: asUser(ctx),
        after: input.after ?? 0,
        limit: PAGE,
      });
      return {
        messages: data.map(compatMessage),
        has_more: meta.hasMore,
        last_message_id: meta.lastMessageId,
        can_write: meta.canWrite,
      };
    },
  }),
  method({
    name: 'trade-chat/latest',
    summary: 'The newest messages of a trade’s chat',
    answers: '`messages`: the newest (up to 100), oldest first.',
    scope: 'chat',
    input: z.object({ trade_hash: tradeHashField }),
    handler: async (ctx, input) => {
      const first = await listMessages(ctx.app.db, {
        hash: input.trade_hash,
        caller: asUser(ctx),
        after: 0,
        limit: 1,
      });
      const after = Math.max(0, first.meta.lastMessageId - PAGE);
      const { data } = await listMessages(ctx.app.db, {
        hash: input.trade_hash,
        caller: asUser(ctx),
        after,
        limit: PAGE,
      });
      return { messages: data.map(compatMessage), last_message_id: first.meta.lastMessageId };
    },
  }),
  method({
    name: 'trade-chat/post',
    summary: 'Write in a trade’s chat',
    answers: '`message`: the message as posted.',
    scope: 'chat',
    input: z.object({
      trade_hash: tradeHashField,
      message: formLongText('message is required', TRADE_MESSAGE_MAX_LENGTH).refine(
        (text) => text.trim() !== '',
        'message is required',
      ),
    }),
    handler: async (ctx, input) => ({
      message: compatMessage(
        (
          await postMessage(ctx.app.db, {
            hash: input.trade_hash,
            caller: asUser(ctx),
            text: input.message.trim(),
          })
        ).body,
      ),
    }),
  }),
];
