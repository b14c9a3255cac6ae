import {
  formatUsdCents,
  LEVEL_NUMBERS,
  LIST_PAGE_SIZE,
  parseUsdToCents,
  type LevelInfo,
  type LevelLimitsInput,
  type LevelName,
  type ReviewRequestView,
  type VerificationRequestKind,
  type VerificationRequestStatus,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertNotOwnObject, requireStaff } from '../../lib/staff-guard.js';
import type { SessionUser } from '../auth/auth.service.js';
import { recordUserEvents } from '../realtime/user-events.js';
import * as repo from './kyc.repository.js';
import { limitsOf, recomputeLevel, toLevelInfo } from './kyc.service.js';
import { toReviewView } from './kyc-views.js';

function assertStaff(viewer: SessionUser): void {
  requireStaff(viewer, 'Only moderators may review verifications');
}

function assertAdmin(viewer: SessionUser): void {
  if (viewer.role !== 'admin') throw AppError.forbidden('Only admins may do this');
}

/** Verification requests for review, oldest first, ten a page. */
export async function listQueue(
  db: Executor,
  viewer: SessionUser,
  filter: { status: VerificationRequestStatus; kind?: VerificationRequestKind; page: number },
) {
  assertStaff(viewer);
  const offset = (filter.page - 1) * LIST_PAGE_SIZE;
  const { rows, total } = await repo.listRequestsForReview(db, {
    status: filter.status,
    kind: filter.kind,
    limit: LIST_PAGE_SIZE,
    offset,
  });
  const files = await repo.listFilesOfRequests(
    db,
    rows.map((row) => row.request.id),
  );
  return {
    data: rows.map((row) => toReviewView(row, files)),
    meta: { total, limit: LIST_PAGE_SIZE, offset, page: filter.page },
  };
}

export async function getForReview(db: Executor, viewer: SessionUser, requestId: string) {
  assertStaff(viewer);
  const row = await repo.findReviewRow(db, requestId);
  if (!row) throw AppError.notFound('Verification request');
  return toReviewView(row, await repo.listFilesOfRequests(db, [row.request.id]));
}

/**
 * Approves or rejects a pending request, writes the decision to the audit log and lets the user's
 * level follow. Nobody decides on their own request.
 */
export async function decide(
  db: Database,
  viewer: SessionUser,
  requestId: string,
  decision: { approve: true; note?: string } | { approve: false; reason: string },
): Promise<ReviewRequestView> {
  assertStaff(viewer);
  const reviewed = await db.transaction(async (tx) => {
    const request = await repo.findRequest(tx, requestId, { lock: true });
    if (!request) throw AppError.notFound('Verification request');
    assertNotOwnObject(viewer.userId, [request.userId], 'You cannot review your own verification');
    if (request.status !== 'pending')
      throw new AppError('ERROR_CONFLICT', `The request is already ${request.status}`, {
        requestId: [`Already ${request.status}`],
      });
    const before = (await repo.findUserKycFacts(tx, request.userId))?.level ?? 'L0';
    await repo.updateRequestReview(tx, request.id, {
      status: decision.approve ? 'approved' : 'rejected',
      reviewedBy: viewer.userId,
      rejectReason: decision.approve ? null : decision.reason,
    });
    const after = await recomputeLevel(tx, request.userId);
    await repo.insertAudit(tx, {
      actorId: viewer.userId,
      action: decision.approve ? 'kyc.request_approved' : 'kyc.request_rejected',
      targetUserId: request.userId,
      details: {
        requestId: request.id,
        kind: request.kind,
        ...(decision.approve ? { note: decision.note ?? null } : { reason: decision.reason }),
        levelBefore: before,
        levelAfter: after,
      },
    });
    // The user hears of the decision (live, and by the notification channels they chose).
    await recordUserEvents(tx, [
      {
        userId: request.userId,
        type: 'verification.decision',
        payload: decision.approve
          ? { status: 'approved', level: after }
          : { status: 'rejected', reason: decision.reason },
      },
    ]);
    return request.id;
  });
  return getForReview(db, viewer, reviewed);
}

/**
 * An admin grants L4, or with 'auto' takes it back to the level the user's verifications give; never
 * to themself (L4 lifts their own trading limits).
 */
export async function setUserLevel(
  db: Database,
  viewer: SessionUser,
  userId: number,
  level: 'L4' | 'auto',
): Promise<{ userId: number; level: LevelName; levelNumber: number }> {
  assertAdmin(viewer);
  assertNotOwnObject(viewer.userId, [userId], 'You cannot set your own verification level', {
    fields: ['level'],
  });
  return db.transaction(async (tx) => {
    const user = await repo.findUserKycFacts(tx, userId, { lock: true });
    if (!user) throw AppError.notFound('User');
    let after: LevelName;
    if (level === 'L4') {
      await repo.updateUserLevel(tx, userId, 'L4');
      after = 'L4';
    } else {
      after = await recomputeLevel(tx, userId, { keepL4: false });
    }
    await repo.insertAudit(tx, {
      actorId: viewer.userId,
      action: 'kyc.level_set',
      targetUserId: userId,
      details: { requested: level, levelBefore: user.level, levelAfter: after },
    });
    return { userId, level: after, levelNumber: LEVEL_NUMBERS[after] };
  });
}

/** An admin changes a level's limits; the old and new amounts go to the audit log. */
export async function updateLevelLimits(
  db: Database,
  viewer: SessionUser,
  level: LevelName,
  input: LevelLimitsInput,
): Promise<LevelInfo> {
  assertAdmin(viewer);
  return db.transaction(async (tx) => {
    // The lock orders two admins' changes; the audit log then shows each one's real "before".
    await repo.findLevelLimits(tx, level, { lock: true });
    const before = await limitsOf(tx, level);
    const after = {
      perTradeUsdCents: input.perTradeLimitUsd === null ? null : parseUsdToCents(input.perTradeLimitUsd),
      lifetimeUsdCents: input.lifetimeLimitUsd === null ? null : parseUsdToCents(input.lifetimeLimitUsd),
    };
    await repo.upsertLevelLimits(tx, { level, ...after });
    await repo.insertAudit(tx, {
      actorId: viewer.userId,
      action: 'kyc.level_limits_changed',
      targetUserId: null,
      details: {
        level,
        before: {
          perTradeLimitUsd: formatUsdCents(before.perTradeUsdCents),
          lifetimeLimitUsd: formatUsdCents(before.lifetimeUsdCents),
        },
        after: {
          perTradeLimitUsd: formatUsdCents(after.perTradeUsdCents),
          lifetimeLimitUsd: formatUsdCents(after.lifetimeUsdCents),
        },
      },
    });
    return toLevelInfo(level, after);
  });
}
