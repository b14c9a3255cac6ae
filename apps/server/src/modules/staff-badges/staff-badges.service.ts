import type { StaffBadge, StaffBadgeState, UserRole } from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertNotOwnObject } from '../../lib/staff-guard.js';
import { recordAudit } from '../audit/audit.repository.js';
import * as repo from './staff-badges.repository.js';

export interface StaffActor {
  userId: number;
  role: UserRole;
}

/** Only admins give or take the `operator` and `ceo` badges: they speak for the platform. */
function assertAdmin(actor: StaffActor): void {
  if (actor.role !== 'admin') throw AppError.forbidden('Only admins assign staff badges');
}

const toState = (row: repo.StaffBadgeRow): StaffBadgeState => ({
  userId: row.userId,
  badge: row.badge,
  assignedAt: row.assignedAt?.toISOString() ?? null,
  ambassador: row.ambassador,
});

/** A user's staff badges (admins). */
export async function getStaffBadges(
  db: Executor,
  actor: StaffActor,
  userId: number,
): Promise<StaffBadgeState> {
  assertAdmin(actor);
  const row = await repo.findStaffBadges(db, userId);
  if (!row) throw AppError.notFound('User');
  return toState(row);
}

/** Gives a user the `operator` or `ceo` badge (replacing the other one); audited. */
export async function assignStaffBadge(
  db: Database,
  actor: StaffActor,
  input: { userId: number; badge: StaffBadge },
): Promise<StaffBadgeState> {
  assertAdmin(actor);
  assertNotOwnObject(actor.userId, [input.userId], 'You cannot give yourself a staff badge', {
    fields: ['badge'],
  });
  return db.transaction(async (tx) => {
    if (!(await repo.lockUser(tx, input.userId))) throw AppError.notFound('User');
    const before = (await repo.findStaffBadges(tx, input.userId))!;
    if (before.badge !== input.badge) {
      await repo.upsertStaffBadge(tx, { ...input, assignedBy: actor.userId });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: before.badge ? 'staff_badge.change' : 'staff_badge.assign',
        targetUserId: input.userId,
        details: { badge: input.badge, previous: before.badge },
      });
    }
    return toState((await repo.findStaffBadges(tx, input.userId))!);
  });
}

/** Takes the user's `operator` or `ceo` badge away; audited. 404 when they have none. */
export async function revokeStaffBadge(
  db: Database,
  actor: StaffActor,
  userId: number,
): Promise<StaffBadgeState> {
  assertAdmin(actor);
  assertNotOwnObject(actor.userId, [userId], 'You cannot change your own staff badge');
  return db.transaction(async (tx) => {
    if (!(await repo.lockUser(tx, userId))) throw AppError.notFound('User');
    const removed = await repo.deleteStaffBadge(tx, userId);
    if (!removed) throw AppError.notFound('Staff badge');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'staff_badge.revoke',
      targetUserId: userId,
      details: { previous: removed },
    });
    return toState((await repo.findStaffBadges(tx, userId))!);
  });
}
