import { type SupportConversation, type SupportMessage, type SupportMessagesMeta } from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertNotOwnObject, isStaffRole } from '../../lib/staff-guard.js';
import type { SessionUser } from '../auth/auth.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import { recordUserEvents, type UserEventInput } from '../realtime/user-events.js';
import * as repo from './support.repository.js';
import { statusOf, toSupportMessageView, toUserConversationView, type SupportSide } from './support-views.js';

/** Who acts: the conversation's user (`user`), or a staff member handling it (`staff`). */
export interface SupportActor {
  userId: number;
  side: SupportSide;
}

export interface SupportImageColumns {
  imageKey: string;
  imageType: string;
  imageName: string;
  imageBytes: number;
}

export type SupportMessageValues = { kind: 'text'; body: string } | ({ kind: 'image' } & SupportImageColumns);

export function isStaff(viewer: Pick<SessionUser, 'role'>): boolean {
  return isStaffRole(viewer.role);
}

/** The support inbox is for moderators, supermoderators and admins: anyone else gets 403. */
export function assertSupportStaff(viewer: SessionUser): void {
  if (!isStaff(viewer)) throw AppError.forbidden('Only support staff may do this');
}

/** The conversation the actor may read: the user's own, or any for staff; otherwise 404. */
export async function conversationOrThrow(
  db: Executor,
  actor: SupportActor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<repo.SupportConversationRow> {
  const row = await repo.findConversation(db, id, {
    userId: actor.side === 'user' ? actor.userId : undefined,
    lock: options.lock,
  });
  if (!row) throw AppError.notFound('Conversation');
  return row;
}

function readIds(row: repo.SupportConversationRow, side: SupportSide) {
  return side === 'user'
    ? { mine: row.userLastReadId, other: row.staffLastReadId }
    : { mine: row.staffLastReadId, other: row.userLastReadId };
}

async function usernamesOf(
  db: Executor,
  rows: readonly repo.SupportMessageRow[],
  extra: readonly number[] = [],
) {
  const people = await repo.findUsers(db, [...rows.map((row) => row.authorId), ...extra]);
  return new Map([...people].map(([id, person]) => [id, person.username]));
}

// ---- The user's side ----

/** The caller's support conversation, created on first use. */
export async function openMine(
  db: Database,
  userId: number,
): Promise<{ conversation: SupportConversation; created: boolean }> {
  const { row, created } = await repo.createConversation(db, userId);
  const unread = await repo.unreadCounts(db, [row.id], 'user');
  return { conversation: toUserConversationView(row, unread.get(row.id) ?? 0), created };
}

export async function getMine(db: Database, userId: number, id: string): Promise<SupportConversation> {
  const row = await conversationOrThrow(db, { userId, side: 'user' }, id);
  const unread = await repo.unreadCounts(db, [row.id], 'user');
  return toUserConversationView(row, unread.get(row.id) ?? 0);
}

/** Unread staff answers for the caller (0 without a conversation). */
export async function unreadOfUser(db: Database, userId: number): Promise<{ unreadCount: number }> {
  const row = await repo.findConversationOfUser(db, userId);
  if (!row) return { unreadCount: 0 };
  return { unreadCount: (await repo.unreadCounts(db, [row.id], 'user')).get(row.id) ?? 0 };
}

// ---- Both sides ----

/** A page of the conversation, oldest first (the newest page by default). */
export async function listMessages(
  db: Database,
  actor: SupportActor,
  options: { id: string; before?: number; after?: number; limit: number },
): Promise<{ data: SupportMessage[]; meta: SupportMessagesMeta }> {
  const conversation = await conversationOrThrow(db, actor, options.id);
  const rows = await repo.listMessages(db, conversation.id, options);
  const usernames = await usernamesOf(db, rows);
  const reads = readIds(conversation, actor.side);
  return {
    data: rows.map((row) =>
      toSupportMessageView(row, { side: actor.side, viewerId: actor.userId, usernames }),
    ),
    meta: {
      hasOlder: rows.length > 0 && (await repo.hasMessageBefore(db, conversation.id, rows[0]!.id)),
      lastMessageId: conversation.lastMessageId,
      myLastReadId: reads.mine,
      otherLastReadId: reads.other,
      status: statusOf(conversation),
    },
  };
}

/** Staff who hear of a user's message: the assignee, or every staff member while nobody holds it. */
async function staffAudience(
  tx: Executor,
  conversation: repo.SupportConversationRow,
): Promise<{ notified: number[]; others: number[] }> {
  const staff = (await repo.listStaff(tx)).map((row) => row.id).filter((id) => id !== conversation.userId);
  const assignee =
    conversation.assigneeId !== null && staff.includes(conversation.assigneeId)
      ? conversation.assigneeId
      : null;
  const notified = assignee === null ? staff : [assignee];
  return { notified, others: staff.filter((id) => !notified.includes(id)) };
}

export async function staffIds(tx: Executor, conversation: repo.SupportConversationRow): Promise<number[]> {
  return (await repo.listStaff(tx)).map((row) => row.id).filter((id) => id !== conversation.userId);
}

/**
 * Checks the actor may write here before an upload body is read: the user into their own
 * conversation, staff into anyone's but their own.
 */
export async function assertCanWrite(db: Executor, actor: SupportActor, id: string): Promise<void> {
  const conversation = await conversationOrThrow(db, actor, id);
  if (actor.side === 'staff') {
    assertNotOwnObject(
      actor.userId,
      [conversation.userId],
      'You cannot answer your own support conversation',
    );
  }
}

/**
 * Inside the caller's transaction: locks the conversation, appends the message and tells whom it
 * concerns (see decision 023). A user's message opens a closed conversation again; a staff answer is
 * audited.
 */
export async function appendMessage(
  tx: Executor,
  options: { actor: SupportActor; id: string; values: SupportMessageValues },
): Promise<SupportMessage> {
  const { actor } = options;
  const conversation = await conversationOrThrow(tx, actor, options.id, { lock: true });
  const fromStaff = actor.side === 'staff';
  if (fromStaff) {
    assertNotOwnObject(
      actor.userId,
      [conversation.userId],
      'You cannot answer your own support conversation',
    );
  }
  const row = await repo.insertMessage(tx, {
    conversationId: conversation.id,
    authorId: actor.userId,
    fromStaff,
    ...options.values,
  });
  await repo.noteMessage(tx, conversation, row);
  const people = await repo.findUsers(tx, [conversation.userId, actor.userId]);
  const username = people.get(conversation.userId)?.username ?? '';
  const events: UserEventInput[] = [];
  const refresh = { conversationId: conversation.id, messageId: row.id };
  if (fromStaff) {
    // The user learns that support answered, nothing about who.
    events.push({ userId: conversation.userId, type: 'support.reply', payload: refresh });
    for (const id of await staffIds(tx, conversation)) {
      events.push({ userId: id, type: 'support.inbox', payload: refresh });
    }
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'support.replied',
      targetUserId: conversation.userId,
      details: { conversationId: conversation.id, messageId: row.id, kind: row.kind },
    });
  } else {
    events.push({ userId: actor.userId, type: 'support.sent', payload: refresh });
    const audience = await staffAudience(tx, conversation);
    for (const id of audience.notified) {
      events.push({ userId: id, type: 'support.message', payload: { ...refresh, username } });
    }
    for (const id of audience.others) {
      events.push({ userId: id, type: 'support.inbox', payload: refresh });
    }
  }
  await recordUserEvents(tx, events);
  return toSupportMessageView(row, {
    side: actor.side,
    viewerId: actor.userId,
    usernames: new Map([...people].map(([id, person]) => [id, person.username])),
  });
}

export async function sendText(
  db: Database,
  options: { actor: SupportActor; id: string; text: string },
): Promise<SupportMessage> {
  return db.transaction((tx) =>
    appendMessage(tx, { actor: options.actor, id: options.id, values: { kind: 'text', body: options.text } }),
  );
}

/** Moves the reader's side's read position forward (never back); returns it and the side's unread total. */
export async function markRead(
  db: Database,
  actor: SupportActor,
  options: { id: string; messageId: number },
): Promise<{ myLastReadId: number; unreadCount: number }> {
  return db.transaction(async (tx) => {
    const conversation = await conversationOrThrow(tx, actor, options.id, { lock: true });
    if (!(await repo.findMessage(tx, conversation.id, options.messageId)))
      throw AppError.validation('last_message_id', 'No such message in this conversation');
    const before = readIds(conversation, actor.side).mine;
    const now = Math.max(before, options.messageId);
    if (now !== before) {
      await repo.setReadPosition(tx, conversation.id, actor.side, now);
      const payload = { conversationId: conversation.id, lastReadId: now };
      const events: UserEventInput[] = [
        {
          userId: conversation.userId,
          type: 'support.read',
          payload: { ...payload, mine: actor.side === 'user' },
        },
      ];
      if (actor.side === 'staff') {
        for (const id of await staffIds(tx, conversation)) {
          events.push({ userId: id, type: 'support.inbox', payload: { conversationId: conversation.id } });
        }
      }
      await recordUserEvents(tx, events);
    }
    const unread =
      actor.side === 'user'
        ? ((await repo.unreadCounts(tx, [conversation.id], 'user')).get(conversation.id) ?? 0)
        : (await repo.inboxTotals(tx)).totalUnread;
    return { myLastReadId: now, unreadCount: unread };
  });
}

/** The stored image of a message, for the conversation's user or staff (404 for anyone else). */
export async function findImage(
  db: Database,
  actor: SupportActor,
  options: { id: string; messageId: number },
): Promise<{ key: string; contentType: string; fileName: string }> {
  const conversation = await conversationOrThrow(db, actor, options.id);
  const row = await repo.findMessage(db, conversation.id, options.messageId);
  if (!row || row.kind !== 'image' || !row.imageKey) throw AppError.notFound('Image');
  return {
    key: row.imageKey,
    contentType: row.imageType ?? 'image/jpeg',
    fileName: row.imageName ?? 'image',
  };
}
