import { LIST_PAGE_SIZE, pagedListMeta, type ReportOfferInput } from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertNotOwnObject, requireStaff } from '../../lib/staff-guard.js';
import type { SessionUser } from '../auth/auth.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import { recordUserEvents } from '../realtime/user-events.js';
import * as repo from './offer-reports.repository.js';

/** A user reports an offer to the moderators: one open report per user and offer, never one's own. */
export async function reportOffer(
  db: Executor,
  options: { userId: number; hash: string; input: ReportOfferInput },
): Promise<{ reported: true; offerHash: string }> {
  const offer = await repo.findOfferByHash(db, options.hash);
  if (!offer) throw AppError.notFound('Offer');
  if (offer.ownerId === options.userId) throw AppError.forbidden('You cannot report your own offer');
  const inserted = await repo.insertReport(db, {
    offerId: offer.id,
    reporterId: options.userId,
    reason: options.input.reason,
    message: options.input.message,
  });
  if (!inserted)
    throw new AppError('ERROR_CONFLICT', 'You have already reported this offer', {
      reason: ['You have already reported this offer; the moderators will look at it'],
    });
  return { reported: true, offerHash: offer.hash };
}

/** The moderation queue: open reports oldest first, resolved ones newest first, 10 a page. */
export async function listQueue(
  db: Executor,
  viewer: SessionUser,
  options: { status: repo.ReportStatus; page: number },
) {
  requireStaff(viewer);
  const offset = (options.page - 1) * LIST_PAGE_SIZE;
  const { rows, total } = await repo.listReports(db, {
    status: options.status,
    limit: LIST_PAGE_SIZE,
    offset,
  });
  return {
    data: rows.map((row) => ({
      ...row,
      status: row.status as repo.ReportStatus,
      reason: row.reason as ReportOfferInput['reason'],
      offerType: row.offerType as 'buy' | 'sell',
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
    })),
    meta: pagedListMeta(total, options.page),
  };
}

/**
 * A moderator dismisses a report or acts on it, optionally blocking the offer; audited. Never a report on
 * their own offer, nor one they filed.
 */
export async function decide(
  db: Database,
  viewer: SessionUser,
  options: { reportId: number; status: 'dismissed' | 'actioned'; blockOffer: boolean },
) {
  requireStaff(viewer);
  return db.transaction(async (tx) => {
    const report = await repo.lockReport(tx, options.reportId);
    if (!report) throw AppError.notFound('Report');
    assertNotOwnObject(
      viewer.userId,
      [report.ownerId, report.reporterId],
      'You cannot decide a report on your own offer or one you filed',
      { fields: ['status'] },
    );
    if (report.status !== 'open')
      throw new AppError('ERROR_CONFLICT', `The report is already ${report.status}`, {
        status: [`Already ${report.status}`],
      });
    await repo.resolveReport(tx, report.id, options.status, viewer.userId);
    if (options.blockOffer) await repo.setOfferBlocked(tx, report.offerId, true);
    if (options.blockOffer && !report.offerBlocked) {
      // The owner hears of it in the transaction of the change (the notification outbox).
      await recordUserEvents(tx, [
        {
          userId: report.ownerId,
          type: 'offer.disabled',
          payload: { offerHash: report.offerHash, reason: 'blocked' },
        },
      ]);
    }
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: `offer_report.${options.status}`,
      targetUserId: report.ownerId,
      details: { reportId: report.id, offerHash: report.offerHash, blockedOffer: options.blockOffer },
    });
    return {
      id: report.id,
      status: options.status,
      offerHash: report.offerHash,
      offerBlocked: options.blockOffer,
    };
  });
}

/** A moderator features or unfeatures an offer other than their own; audited. */
export async function setFeatured(
  db: Database,
  viewer: SessionUser,
  options: { hash: string; featured: boolean },
): Promise<{ offerHash: string; isFeatured: boolean }> {
  requireStaff(viewer);
  return db.transaction(async (tx) => {
    const offer = await repo.findOfferByHash(tx, options.hash);
    if (!offer) throw AppError.notFound('Offer');
    assertNotOwnObject(viewer.userId, [offer.ownerId], 'You cannot feature your own offer', {
      fields: ['featured'],
    });
    if (offer.isFeatured !== options.featured) {
      await repo.setOfferFeatured(tx, offer.id, options.featured);
      await recordAudit(tx, {
        actorId: viewer.userId,
        action: options.featured ? 'offer.featured' : 'offer.unfeatured',
        targetUserId: offer.ownerId,
        details: { offerHash: offer.hash },
      });
    }
    return { offerHash: offer.hash, isFeatured: options.featured };
  });
}
