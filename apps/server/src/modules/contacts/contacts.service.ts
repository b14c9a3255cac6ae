import {
  LIST_PAGE_SIZE,
  lastSeenStatus,
  pagedListMeta,
  type Contact,
  type PagedListMeta,
  type RelationAction,
  type RelationResult,
  type UserRelation,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './contacts.repository.js';

const MESSAGES: Record<RelationAction, string> = {
  trusted: 'The user is now in your trusted list',
  untrusted: 'The user is no longer trusted',
  blocked: 'The user is now blocked',
  unblocked: 'The user is no longer blocked',
};

/**
 * Trusts, untrusts, blocks or unblocks another user. A pair has one relation at most, so trusting
 * lifts a block and blocking lifts trust. Repeating an action changes nothing.
 */
export async function setRelation(
  db: Executor,
  options: { userId: number; username: string; action: RelationAction },
): Promise<RelationResult> {
  const target = await repo.findUserByUsername(db, options.username);
  if (!target) throw AppError.notFound('User');
  if (target.id === options.userId) {
    throw AppError.validation('username', 'You cannot trust or block yourself');
  }
  const { action } = options;
  if (action === 'trusted' || action === 'blocked') {
    await repo.upsertRelation(db, options.userId, target.id, action);
  } else {
    await repo.deleteRelation(db, options.userId, target.id, action === 'untrusted' ? 'trusted' : 'blocked');
  }
  const relation = (await repo.findRelation(db, options.userId, target.id)) ?? null;
  return {
    username: target.username,
    relation,
    isTrusted: relation === 'trusted',
    isBlocked: relation === 'blocked',
    message: MESSAGES[action],
  };
}

export interface ContactsPage {
  data: Contact[];
  meta: PagedListMeta;
}

function toContact(row: repo.ContactRow, now: Date): Contact {
  return {
    username: row.username,
    avatarUrl: row.avatarUrl,
    country: row.country,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    lastSeen: lastSeenStatus(row.lastSeenAt, now),
    isTrusted: row.relation === 'trusted',
    isBlocked: row.relation === 'blocked',
    relationDate: row.relationDate.toISOString(),
  };
}

function pageWindow(page: number) {
  return { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE };
}

/** The signed-in user's trusted or blocked users, 10 a page (page 1-based). */
export async function listContacts(
  db: Executor,
  options: { userId: number; relation: UserRelation; page: number; now?: Date },
): Promise<ContactsPage> {
  const { rows, total } = await repo.listRelations(db, {
    userId: options.userId,
    relation: options.relation,
    ...pageWindow(options.page),
  });
  const now = options.now ?? new Date();
  return { data: rows.map((row) => toContact(row, now)), meta: pagedListMeta(total, options.page) };
}

export async function listRecentTradePartners(
  db: Executor,
  options: { userId: number; page: number; now?: Date },
): Promise<ContactsPage> {
  const { rows, total } = await repo.listRecentTradePartners(db, {
    userId: options.userId,
    ...pageWindow(options.page),
  });
  const now = options.now ?? new Date();
  return { data: rows.map((row) => toContact(row, now)), meta: pagedListMeta(total, options.page) };
}

/**
 * How many users trust and block `userId`, for the public profile.
 * @example const { trustedBy, blockedBy } = await relationCounts(db, user.id);
 */
export async function relationCounts(
  db: Executor,
  userId: number,
): Promise<{ trustedBy: number; blockedBy: number }> {
  const rows = await repo.countRelationsTo(db, userId);
  const of = (relation: UserRelation) => Number(rows.find((row) => row.relation === relation)?.total ?? 0);
  return { trustedBy: of('trusted'), blockedBy: of('blocked') };
}

/**
 * What the viewer has set for the target: 'trusted', 'blocked' or null.
 * @example if ((await relationBetween(db, viewerId, ownerId)) === 'blocked') hideTheirOffers();
 */
export async function relationBetween(
  db: Executor,
  viewerId: number,
  targetId: number,
): Promise<UserRelation | null> {
  if (viewerId === targetId) return null;
  return (await repo.findRelation(db, viewerId, targetId)) ?? null;
}
