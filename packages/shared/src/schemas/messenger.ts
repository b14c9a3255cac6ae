// Contracts of the messenger: direct conversations between two users outside trades.
import { z } from 'zod';
import { usernameSchema } from './auth.js';
import { TRADE_MESSAGE_MAX_LENGTH, tradeMessageTextSchema } from './trade-chat.js';

/** The spec's chat existence states for a partner. */
export const CHAT_EXISTENCE_STATES = [
  'chat_exists',
  'chat_create_is_allowed',
  'chat_create_is_forbidden',
] as const;
export type ChatExistenceState = (typeof CHAT_EXISTENCE_STATES)[number];

/** Why the caller may not write to a partner (null when they may). */
export const MESSENGER_BLOCK_REASONS = [
  'self',
  'blocked_by_you',
  'blocked_by_partner',
  'not_accepted',
  'closed_account',
] as const;
export type MessengerBlockReason = (typeof MESSENGER_BLOCK_REASONS)[number];

export const MESSENGER_MESSAGE_KINDS = ['text', 'image'] as const;
export const MESSENGER_MESSAGE_MAX_LENGTH = TRADE_MESSAGE_MAX_LENGTH;
export const MESSENGER_PAGE_SIZE = 50;
export const MESSENGER_CONVERSATIONS_MAX = 100;
/** Image types a messenger image may have, detected from the bytes. */
export const MESSENGER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const conversationIdParamsSchema = z.object({ id: z.uuid('A conversation id') });

export const messengerPartnerSchema = z.object({
  username: z.string(),
  avatarUrl: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  isTrusted: z.boolean(),
  isBlocked: z.boolean(),
});
export type MessengerPartner = z.infer<typeof messengerPartnerSchema>;

export const messengerMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.string(),
  kind: z.enum(MESSENGER_MESSAGE_KINDS),
  text: z.string(),
  author: z.string(),
  isMine: z.boolean(),
  /** For an image: the URL that serves it to the two participants. */
  imageUrl: z.string().nullable(),
  imageName: z.string().nullable(),
  createdAt: z.string(),
});
export type MessengerMessage = z.infer<typeof messengerMessageSchema>;

export const messengerConversationSchema = z.object({
  id: z.string(),
  partner: messengerPartnerSchema,
  lastMessage: messengerMessageSchema.nullable(),
  unreadCount: z.number().int(),
  canWrite: z.boolean(),
  blockReason: z.enum(MESSENGER_BLOCK_REASONS).nullable(),
  createdAt: z.string(),
});
export type MessengerConversation = z.infer<typeof messengerConversationSchema>;

export const messengerConversationsMetaSchema = z.object({ totalUnread: z.number().int() });

export const chatExistenceSchema = z.object({
  state: z.enum(CHAT_EXISTENCE_STATES),
  conversationId: z.string().nullable(),
  canWrite: z.boolean(),
  blockReason: z.enum(MESSENGER_BLOCK_REASONS).nullable(),
});
export type ChatExistence = z.infer<typeof chatExistenceSchema>;

export const messengerUnreadSchema = z.object({
  totalUnread: z.number().int(),
  conversations: z.number().int(),
});
export type MessengerUnread = z.infer<typeof messengerUnreadSchema>;

export const partnerParamsSchema = z.object({ username: usernameSchema });
/** POST /rest/v1/messenger/conversations: open (or create) the conversation with a user. */
export const openConversationInputSchema = z.strictObject({ username: usernameSchema });

export const messengerMessageInputSchema = z.strictObject({
  /** 1..MESSENGER_MESSAGE_MAX_LENGTH characters after trimming, no control characters (as the trade chat). */
  text: tradeMessageTextSchema,
});

/** GET .../messages?before=&after=&limit=: newest page by default, older with before, newer with after. */
export const messengerMessagesQuerySchema = z.object({
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(MESSENGER_PAGE_SIZE).default(MESSENGER_PAGE_SIZE),
});
export const messengerMessagesMetaSchema = z.object({
  /** More messages older than the first of this page. */
  hasOlder: z.boolean(),
  lastMessageId: z.number().int(),
  myLastReadId: z.number().int(),
  partnerLastReadId: z.number().int(),
  canWrite: z.boolean(),
  blockReason: z.enum(MESSENGER_BLOCK_REASONS).nullable(),
});
export type MessengerMessagesMeta = z.infer<typeof messengerMessagesMetaSchema>;

export const messengerReadInputSchema = z.strictObject({
  last_message_id: z.number({ error: 'A message id' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const messengerReadResultSchema = z.object({
  myLastReadId: z.number().int(),
  totalUnread: z.number().int(),
});
export type MessengerReadResult = z.infer<typeof messengerReadResultSchema>;
