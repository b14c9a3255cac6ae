import {
  CHAT_ACCEPTANCE_VALUES,
  MESSENGER_CONVERSATIONS_MAX,
  type ChatAcceptance,
  type ChatExistence,
  type MessengerBlockReason,
  type MessengerConversation,
  type MessengerMessage,
  type MessengerMessagesMeta,
  type MessengerReadResult,
  type MessengerUnread,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { relationBetween } from '../contacts/contacts.service.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { assertAllowed } from '../restrictions/restrictions.service.js';
import { writeBlockReason } from './messenger-policy.js';
import * as repo from './messenger.repository.js';
import { toMessageView, toPartnerView } from './messenger-views.js';

const BLOCK_MESSAGES: Record<MessengerBlockReason, string> = {
  self: 'You cannot write to yourself',
  blocked_by_you: 'You blocked this user; unblock them to write',
  blocked_by_partner: 'This user does not accept your messages',
  not_accepted: 'This user does not accept messages from you',
  closed_account: 'This account is closed',
};

function acceptanceOf(value: string): ChatAcceptance {
  return (CHAT_ACCEPTANCE_VALUES as readonly string[]).includes(value)
    ? (value as ChatAcceptance)
    : 'EVERYONE';
}

function partnerIdOf(conversation: repo.ConversationRow, userId: number): number {
  return conversation.lowUserId === userId ? conversation.highUserId : conversation.lowUserId;
}

function readIdsOf(conversation: repo.ConversationRow, userId: number) {
  const isLow = conversation.lowUserId === userId;
  return {
    mine: isLow ? conversation.lowLastReadId : conversation.highLastReadId,
    partner: isLow ? conversation.highLastReadId : conversation.lowLastReadId,
  };
}

/** Why `senderId` may not write to `recipient` now (null: they may). */
async function blockReason(
  db: Executor,
  senderId: number,
  recipient: repo.MessengerUserRow,
  conversation: repo.ConversationRow | undefined,
): Promise<MessengerBlockReason | null> {
  if (senderId === recipient.id) return 'self';
  const acceptance = acceptanceOf(recipient.chatAcceptance);
  return writeBlockReason({
    isSelf: false,
    recipientClosed: recipient.closedAt !== null,
    senderRelation: await relationBetween(db, senderId, recipient.id),
    recipientRelation: await relationBetween(db, recipient.id, senderId),
    recipientAcceptance: acceptance,
    haveTraded: acceptance === 'TRADE_PARTNERS' ? await repo.haveTraded(db, senderId, recipient.id) : false,
    recipientWroteFirst: conversation ? await repo.hasWritten(db, conversation.id, recipient.id) : false,
  });
}

function forbidden(reason: MessengerBlockReason): AppError {
  return new AppError('ERROR_FORBIDDEN', BLOCK_MESSAGES[reason], { reason: [reason] });
}

async function partnerOrThrow(db: Executor, username: string): Promise<repo.MessengerUserRow> {
  const partner = await repo.findUserByUsername(db, username);
  if (!partner) throw AppError.notFound('User');
  return partner;
}

async function conversationOrThrow(
  db: Executor,
  id: string,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<repo.ConversationRow> {
  const conversation = await repo.findConversationOf(db, id, userId, options);
  if (!conversation) throw AppError.notFound('Conversation');
  return conversation;
}

async function conversationViews(
  db: Executor,
  userId: number,
  conversations: readonly repo.ConversationRow[],
): Promise<MessengerConversation[]> {
  const unread = await repo.unreadCounts(
    db,
    userId,
    conversations.map((row) => row.id),
  );
  const lastMessages = new Map(
    (
      await repo.findMessages(
        db,
        conversations.map((row) => row.lastMessageId).filter((id) => id > 0),
      )
    ).map((row) => [row.id, row]),
  );
  const views: MessengerConversation[] = [];
  for (const conversation of conversations) {
    const partner = (await repo.findUser(db, partnerIdOf(conversation, userId)))!;
    const usernames = new Map([[partner.id, partner.username]]);
    const me = await repo.findUser(db, userId);
    if (me) usernames.set(me.id, me.username);
    const last = lastMessages.get(conversation.lastMessageId);
    const reason = await blockReason(db, userId, partner, conversation);
    views.push({
      id: conversation.id,
      partner: toPartnerView(partner, await relationBetween(db, userId, partner.id)),
      lastMessage: last ? toMessageView(last, { viewerId: userId, usernames }) : null,
      unreadCount: unread.get(conversation.id) ?? 0,
      canWrite: reason === null,
      blockReason: reason,
      createdAt: conversation.createdAt.toISOString(),
    });
  }
  return views;
}

/** The caller's conversations with at least one message, newest first, and the unread total. */
export async function listConversations(
  db: Database,
  userId: number,
): Promise<{ data: MessengerConversation[]; meta: { totalUnread: number } }> {
  const rows = await repo.listConversationsOf(db, userId, MESSENGER_CONVERSATIONS_MAX);
  const { total } = await repo.totalUnread(db, userId);
  return { data: await conversationViews(db, userId, rows), meta: { totalUnread: total } };
}

export async function getConversation(
  db: Database,
  userId: number,
  id: string,
): Promise<MessengerConversation> {
  const conversation = await conversationOrThrow(db, id, userId);
  return (await conversationViews(db, userId, [conversation]))[0]!;
}

/** The spec's chat existence state of the caller and a partner. */
export async function chatExistence(db: Database, userId: number, username: string): Promise<ChatExistence> {
  const partner = await partnerOrThrow(db, username);
  const conversation =
    partner.id === userId ? undefined : await repo.findConversationOfPair(db, userId, partner.id);
  const reason = await blockReason(db, userId, partner, conversation);
  return {
    state: conversation
      ? 'chat_exists'
      : reason === null
        ? 'chat_create_is_allowed'
        : 'chat_create_is_forbidden',
    conversationId: conversation?.id ?? null,
    canWrite: reason === null,
    blockReason: reason,
  };
}

/**
 * The conversation with a partner: the existing one (readable even when writing is no longer
 * allowed), or a new one when the caller may write to them (403 naming the reason otherwise).
 */
export async function openConversation(
  db: Database,
  userId: number,
  username: string,
): Promise<{ conversation: MessengerConversation; created: boolean }> {
  const { row, created } = await db.transaction(async (tx) => {
    const partner = await partnerOrThrow(tx, username);
    const existing =
      partner.id === userId ? undefined : await repo.findConversationOfPair(tx, userId, partner.id);
    if (existing) return { row: existing, created: false };
    const reason = await blockReason(tx, userId, partner, undefined);
    if (reason) throw forbidden(reason);
    await assertAllowed(tx, userId, 'chat');
    return { row: await repo.createConversation(tx, userId, partner.id), created: true };
  });
  return { conversation: (await conversationViews(db, userId, [row]))[0]!, created };
}

/** A page of the conversation, oldest first (the newest page by default). */
export async function listMessages(
  db: Database,
  options: { userId: number; id: string; before?: number; after?: number; limit: number },
): Promise<{ data: MessengerMessage[]; meta: MessengerMessagesMeta }> {
  const conversation = await conversationOrThrow(db, options.id, options.userId);
  const rows = await repo.listMessages(db, conversation.id, options);
  const partner = (await repo.findUser(db, partnerIdOf(conversation, options.userId)))!;
  const me = (await repo.findUser(db, options.userId))!;
  const usernames = new Map([
    [partner.id, partner.username],
    [me.id, me.username],
  ]);
  const reads = readIdsOf(conversation, options.userId);
  const reason = await blockReason(db, options.userId, partner, conversation);
  return {
    data: rows.map((row) => toMessageView(row, { viewerId: options.userId, usernames })),
    meta: {
      hasOlder: rows.length > 0 && (await repo.hasMessageBefore(db, conversation.id, rows[0]!.id)),
      lastMessageId: conversation.lastMessageId,
      myLastReadId: reads.mine,
      partnerLastReadId: reads.partner,
      canWrite: reason === null,
      blockReason: reason,
    },
  };
}

/**
 * Inside the caller's transaction: locks the conversation, checks the sender may still write,
 * appends the message and tells both sides (`messenger.message` for the recipient, which also feeds
 * the notification centre, and `messenger.sent` for the sender's other tabs).
 */
export async function appendMessage(
  tx: Executor,
  options: { userId: number; id: string; values: { kind: 'text' | 'image'; body?: string } & ImageColumns },
): Promise<MessengerMessage> {
  const conversation = await conversationOrThrow(tx, options.id, options.userId, { lock: true });
  const partner = (await repo.findUser(tx, partnerIdOf(conversation, options.userId)))!;
  const reason = await blockReason(tx, options.userId, partner, conversation);
  if (reason) throw forbidden(reason);
  await assertAllowed(tx, options.userId, 'chat');
  const row = await repo.insertMessage(tx, {
    conversationId: conversation.id,
    authorId: options.userId,
    ...options.values,
  });
  await repo.noteMessage(tx, conversation, row);
  const me = (await repo.findUser(tx, options.userId))!;
  const payload = { conversationId: conversation.id, messageId: row.id, kind: row.kind, from: me.username };
  await recordUserEvents(tx, [
    { userId: partner.id, type: 'messenger.message', payload },
    { userId: options.userId, type: 'messenger.sent', payload },
  ]);
  return toMessageView(row, {
    viewerId: options.userId,
    usernames: new Map([[me.id, me.username]]),
  });
}

export interface ImageColumns {
  imageKey?: string;
  imageType?: string;
  imageName?: string;
  imageBytes?: number;
}

export async function sendText(
  db: Database,
  options: { userId: number; id: string; text: string },
): Promise<MessengerMessage> {
  return db.transaction((tx) =>
    appendMessage(tx, {
      userId: options.userId,
      id: options.id,
      values: { kind: 'text', body: options.text },
    }),
  );
}

/** Moves the caller's read position to a message of the conversation and tells both sides. */
export async function markRead(
  db: Database,
  options: { userId: number; id: string; messageId: number },
): Promise<MessengerReadResult> {
  return db.transaction(async (tx) => {
    const conversation = await conversationOrThrow(tx, options.id, options.userId, { lock: true });
    if (!(await repo.findMessage(tx, conversation.id, options.messageId)))
      throw AppError.validation('last_message_id', 'No such message in this conversation');
    const before = readIdsOf(conversation, options.userId).mine;
    const now = await repo.advanceRead(tx, conversation, options.userId, options.messageId);
    if (now !== before) {
      const payload = { conversationId: conversation.id, lastReadId: now };
      await recordUserEvents(tx, [
        { userId: options.userId, type: 'messenger.read', payload: { ...payload, mine: true } },
        { userId: partnerIdOf(conversation, options.userId), type: 'messenger.read', payload },
      ]);
    }
    return { myLastReadId: now, totalUnread: (await repo.totalUnread(tx, options.userId)).total };
  });
}

export async function unread(db: Database, userId: number): Promise<MessengerUnread> {
  const { total, conversations } = await repo.totalUnread(db, userId);
  return { totalUnread: total, conversations };
}

/** The stored image of a message, for the two participants only (404 for anyone else). */
export async function findImage(
  db: Database,
  options: { userId: number; id: string; messageId: number },
): Promise<{ key: string; contentType: string; fileName: string }> {
  const conversation = await conversationOrThrow(db, options.id, options.userId);
  const row = await repo.findMessage(db, conversation.id, options.messageId);
  if (!row || row.kind !== 'image' || !row.imageKey) throw AppError.notFound('Image');
  return {
    key: row.imageKey,
    contentType: row.imageType ?? 'image/jpeg',
    fileName: row.imageName ?? 'image',
  };
}

/** Checks membership and the right to write before a big upload body is read. */
export async function assertCanSend(db: Database, userId: number, id: string): Promise<void> {
  const conversation = await conversationOrThrow(db, id, userId);
  const partner = (await repo.findUser(db, partnerIdOf(conversation, userId)))!;
  const reason = await blockReason(db, userId, partner, conversation);
  if (reason) throw forbidden(reason);
}
