import { z } from 'zod';
import { usernameSchema } from './auth.js';
import { MESSENGER_MESSAGE_KINDS } from './messenger.js';

// Support chat (decision 023): a user's conversation with the operator's staff, and Zendesk.

export const SUPPORT_STATUSES = ['open', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_PROVIDERS = ['builtin', 'zendesk'] as const;
export type SupportProvider = (typeof SUPPORT_PROVIDERS)[number];
export const SUPPORT_INBOX_PAGE_SIZE = 50;
/** Where the built-in support chat lives in the web app. */
export const SUPPORT_CHAT_PATH = '/support';

/** GET /rest/v1/support/config: which support chat the web app opens. */
export const supportConfigSchema = z.object({
  provider: z.enum(SUPPORT_PROVIDERS),
  /** The Web Widget key of the snippet, when the provider is zendesk. */
  zendeskWidgetKey: z.string().nullable(),
});
export type SupportConfig = z.infer<typeof supportConfigSchema>;

/** GET /rest/v3/zendesk/jwt-token (platform.md §6: data (token)). */
export const zendeskTokenSchema = z.object({ token: z.string() });

/**
 * A message as its reader sees it. The user sees staff answers as from support: `author` is null
 * for them. Staff see every author's username.
 */
export const supportMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.string(),
  kind: z.enum(MESSENGER_MESSAGE_KINDS),
  text: z.string(),
  fromStaff: z.boolean(),
  author: z.string().nullable(),
  isMine: z.boolean(),
  imageUrl: z.string().nullable(),
  imageName: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** The user's own support conversation (nothing about who on staff handles it). */
export const supportConversationSchema = z.object({
  id: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  unreadCount: z.number().int(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/** A conversation in the staff inbox. */
export const supportInboxItemSchema = z.object({
  id: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  user: z.object({ username: z.string(), avatarUrl: z.string().nullable() }),
  assignee: z.string().nullable(),
  unreadCount: z.number().int(),
  lastMessage: supportMessageSchema.nullable(),
  lastMessageAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportInboxItem = z.infer<typeof supportInboxItemSchema>;

export const supportInboxMetaSchema = z.object({
  /** Unread user messages over all open conversations. */
  totalUnread: z.number().int(),
  /** Open conversations nobody is assigned to. */
  unassigned: z.number().int(),
});
export type SupportInboxMeta = z.infer<typeof supportInboxMetaSchema>;

/** GET /rest/v1/admin/support/conversations?status=&assignee= */
export const supportInboxQuerySchema = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
  /** me: assigned to the caller; unassigned; any (default). */
  assignee: z.enum(['me', 'unassigned', 'any']).default('any'),
});

export const supportMessagesMetaSchema = z.object({
  hasOlder: z.boolean(),
  lastMessageId: z.number().int(),
  /** The reader's side's read position (the user's, or the staff team's). */
  myLastReadId: z.number().int(),
  /** The other side's read position. */
  otherLastReadId: z.number().int(),
  status: z.enum(SUPPORT_STATUSES),
});
export type SupportMessagesMeta = z.infer<typeof supportMessagesMetaSchema>;

/** POST /rest/v1/admin/support/conversations/{id}/assign: a staff username, or null to unassign. */
export const supportAssignInputSchema = z.strictObject({ assignee: usernameSchema.nullable() });

export const supportStaffMemberSchema = z.object({ username: z.string(), role: z.string() });
export type SupportStaffMember = z.infer<typeof supportStaffMemberSchema>;

export const supportUnreadSchema = z.object({ unreadCount: z.number().int() });
