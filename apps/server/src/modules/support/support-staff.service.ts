import {
  STAFF_ROLES,
  SUPPORT_INBOX_PAGE_SIZE,
  type SupportInboxItem,
  type SupportInboxMeta,
  type SupportStaffMember,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertNotOwnObject } from '../../lib/staff-guard.js';
import type { SessionUser } from '../auth/auth.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import { recordUserEvents, type UserEventInput } from '../realtime/user-events.js';
import * as repo from './support.repository.js';
import { statusOf, toSupportMessageView } from './support-views.js';
import { assertSupportStaff, conversationOrThrow, staffIds } from './support.service.js';

/**
 * The support inbox's staff side: the conversation list, the staff who can take one, assignment and
 * status. The user's side and the messages of both are in support.service.ts.
 */

async function inboxItems(
  db: Executor,
  rows: readonly repo.SupportConversationRow[],
): Promise<SupportInboxItem[]> {
  const unread = await repo.unreadCounts(
    db,
    rows.map((row) => row.id),
    'staff',
  );
  const lastMessages = await repo.findMessages(
    db,
    rows.map((row) => row.lastMessageId).filter((id) => id > 0),
  );
  const people = await repo.findUsers(db, [
    ...rows.flatMap((row) => (row.assigneeId === null ? [row.userId] : [row.userId, row.assigneeId])),
    ...lastMessages.map((row) => row.authorId),
  ]);
  const usernames = new Map([...people].map(([id, person]) => [id, person.username]));
  const byId = new Map(lastMessages.map((row) => [row.id, row]));
  return rows.map((row) => {
    const user = people.get(row.userId);
    const last = byId.get(row.lastMessageId);
    return {
      id: row.id,
      status: statusOf(row),
      user: { username: user?.username ?? '', avatarUrl: user?.closedAt ? null : (user?.avatarUrl ?? null) },
      assignee: row.assigneeId === null ? null : (usernames.get(row.assigneeId) ?? null),
      unreadCount: unread.get(row.id) ?? 0,
      lastMessage: last ? toSupportMessageView(last, { side: 'staff', viewerId: -1, usernames }) : null,
      lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
      closedAt: row.closedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The staff inbox: conversations with a message, newest first, filtered by status and assignee. */
export async function inbox(
  db: Database,
  viewer: SessionUser,
  query: { status: 'open' | 'closed' | 'all'; assignee: 'me' | 'unassigned' | 'any' },
): Promise<{ data: SupportInboxItem[]; meta: SupportInboxMeta }> {
  assertSupportStaff(viewer);
  const rows = await repo.listInbox(db, {
    status: query.status,
    assigneeId: query.assignee === 'me' ? viewer.userId : query.assignee === 'unassigned' ? null : undefined,
    limit: SUPPORT_INBOX_PAGE_SIZE,
  });
  return { data: await inboxItems(db, rows), meta: await repo.inboxTotals(db) };
}

export async function inboxItem(db: Executor, viewer: SessionUser, id: string): Promise<SupportInboxItem> {
  assertSupportStaff(viewer);
  const row = await conversationOrThrow(db, { userId: viewer.userId, side: 'staff' }, id);
  return (await inboxItems(db, [row]))[0]!;
}

export async function staffMembers(db: Database, viewer: SessionUser): Promise<SupportStaffMember[]> {
  assertSupportStaff(viewer);
  return (await repo.listStaff(db)).map((row) => ({ username: row.username, role: row.role }));
}

/**
 * Gives the conversation to a staff member (or to nobody). The new assignee hears of it unless
 * they took it themselves; every staff inbox refreshes; the change is audited.
 */
export async function assign(
  db: Database,
  viewer: SessionUser,
  id: string,
  assigneeUsername: string | null,
): Promise<SupportInboxItem> {
  assertSupportStaff(viewer);
  return db.transaction(async (tx) => {
    const conversation = await conversationOrThrow(tx, { userId: viewer.userId, side: 'staff' }, id, {
      lock: true,
    });
    assertNotOwnObject(
      viewer.userId,
      [conversation.userId],
      'You cannot handle your own support conversation',
    );
    let assignee: repo.SupportUserRow | null = null;
    if (assigneeUsername !== null) {
      const found = await repo.findUserByUsername(tx, assigneeUsername);
      if (!found || found.closedAt || !STAFF_ROLES.includes(found.role as (typeof STAFF_ROLES)[number]))
        throw AppError.validation('assignee', 'Choose a member of the support staff');
      if (found.id === conversation.userId)
        throw AppError.validation('assignee', 'A staff member cannot handle their own support conversation');
      assignee = found;
    }
    const from = conversation.assigneeId;
    const to = assignee?.id ?? null;
    if (from !== to) {
      await repo.setAssignee(tx, conversation.id, to);
      const people = await repo.findUsers(tx, [conversation.userId, viewer.userId]);
      const username = people.get(conversation.userId)?.username ?? '';
      const events: UserEventInput[] = [];
      for (const staffId of await staffIds(tx, conversation)) {
        if (staffId === to && to !== viewer.userId) {
          events.push({
            userId: staffId,
            type: 'support.assigned',
            payload: {
              conversationId: conversation.id,
              username,
              by: people.get(viewer.userId)?.username ?? '',
            },
          });
        } else {
          events.push({
            userId: staffId,
            type: 'support.inbox',
            payload: { conversationId: conversation.id },
          });
        }
      }
      await recordUserEvents(tx, events);
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: 'support.assigned',
        targetUserId: conversation.userId,
        details: { conversationId: conversation.id, from, to },
      });
    }
    return inboxItem(tx, viewer, conversation.id);
  });
}

/** Closes or reopens the conversation; the user's tab and every staff inbox refresh; audited. */
export async function setStatus(
  db: Database,
  viewer: SessionUser,
  id: string,
  status: 'open' | 'closed',
): Promise<SupportInboxItem> {
  assertSupportStaff(viewer);
  return db.transaction(async (tx) => {
    const conversation = await conversationOrThrow(tx, { userId: viewer.userId, side: 'staff' }, id, {
      lock: true,
    });
    assertNotOwnObject(
      viewer.userId,
      [conversation.userId],
      'You cannot handle your own support conversation',
    );
    if (statusOf(conversation) !== status) {
      await repo.setStatus(tx, conversation.id, status);
      const payload = { conversationId: conversation.id, status };
      await recordUserEvents(tx, [
        { userId: conversation.userId, type: 'support.status', payload },
        ...(await staffIds(tx, conversation)).map((staffId) => ({
          userId: staffId,
          type: 'support.inbox',
          payload,
        })),
      ]);
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: status === 'closed' ? 'support.closed' : 'support.reopened',
        targetUserId: conversation.userId,
        details: { conversationId: conversation.id },
      });
    }
    return inboxItem(tx, viewer, conversation.id);
  });
}
