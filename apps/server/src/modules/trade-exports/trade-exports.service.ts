import {
  exportRangeBounds,
  nextExportReportStatus,
  todayInZone,
  type TradeExportReport,
  type TradeExportRequestParsed,
} from '@p2p/shared';
import type { FileStorage, StoredObject } from '../../adapters/storage/file-storage.js';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordUserEvents } from '../realtime/user-events.js';
import * as repo from './trade-exports.repository.js';
import { toReportView } from './trade-exports.views.js';

/** Reports a user may have waiting or running at once; more is refused until one finishes. */
export const MAX_UNFINISHED_EXPORTS = 3;
/** Reports the list shows (the newest). */
export const EXPORT_LIST_LIMIT = 20;

/** The realtime event that tells the user's open tabs a report moved (the page reads it again). */
export const EXPORT_STATUS_EVENT = 'export.status';

/**
 * POST /rest/v1/trade/history/exports: a pending job for the range, read as calendar days in the
 * user's time zone. The start may not lie in the future there; the range rule is the schema's.
 */
export async function requestExport(
  db: Database,
  userId: number,
  input: TradeExportRequestParsed,
  now = new Date(),
): Promise<TradeExportReport> {
  const timezone = (await repo.userTimeZone(db, userId)) ?? 'UTC';
  if (input.start_date > todayInZone(now, timezone)) {
    throw AppError.validation('start_date', 'The start date is in the future');
  }
  const bounds = exportRangeBounds(input.start_date, input.end_date, timezone);
  return db.transaction(async (tx) => {
    // The user's row serialises their requests, so two at once cannot both pass the limit.
    await repo.lockUser(tx, userId);
    if ((await repo.countUnfinished(tx, userId)) >= MAX_UNFINISHED_EXPORTS) {
      throw new AppError(
        'ERROR_CONFLICT',
        `At most ${MAX_UNFINISHED_EXPORTS} exports can wait at once: let one finish or cancel one`,
      );
    }
    const row = await repo.insertReport(tx, {
      userId,
      format: input.format,
      filters: {
        status: input.status,
        offerType: input.offer_type ?? null,
        cryptoCurrencyCode: input.crypto_currency_code ?? null,
        paymentMethodId: input.payment_method_id ?? null,
      },
      startDate: input.start_date,
      endDate: input.end_date,
      timezone,
      rangeStart: bounds.from,
      rangeEnd: bounds.to,
    });
    await recordUserEvents(tx, [statusEvent(row)]);
    return toReportView(row);
  });
}

export function statusEvent(row: Pick<repo.TradeExportRow, 'userId' | 'id' | 'status'>) {
  return { userId: row.userId, type: EXPORT_STATUS_EVENT, payload: { reportId: row.id, status: row.status } };
}

/** GET /rest/v1/trade/history/exports: the user's reports, newest first. */
export async function listExports(db: Executor, userId: number): Promise<TradeExportReport[]> {
  return (await repo.listReports(db, userId, EXPORT_LIST_LIMIT)).map(toReportView);
}

/** The report of its owner; anyone else gets 404 (another user's export is not theirs to know of). */
async function ownReport(db: Executor, userId: number, id: string, lock = false) {
  const row = await repo.findReport(db, id, lock);
  if (!row || row.userId !== userId) throw AppError.notFound('Export');
  return row;
}

export async function getExport(db: Executor, userId: number, id: string): Promise<TradeExportReport> {
  return toReportView(await ownReport(db, userId, id));
}

/** POST /rest/v1/trade/history/exports/{id}/cancel: only while no worker has taken it (pending). */
export async function cancelExport(db: Database, userId: number, id: string): Promise<TradeExportReport> {
  return db.transaction(async (tx) => {
    const row = await ownReport(tx, userId, id, true);
    if (row.status === 'cancelled') return toReportView(row);
    if (nextExportReportStatus(row.status, 'cancel') === null) {
      throw new AppError('ERROR_CONFLICT', `An export that is ${row.status} cannot be cancelled`);
    }
    const cancelled = await repo.setStatus(tx, row.id, row.status, { status: 'cancelled', leaseUntil: null });
    await recordUserEvents(tx, [statusEvent(cancelled!)]);
    return toReportView(cancelled!);
  });
}

/**
 * GET /rest/v1/trade/history/exports/{id}/file: the owner's completed file. A file the storage lost
 * (or deleted at the kept time while this request ran) leaves the report `missing`: 404 either way.
 */
export async function openExportFile(
  db: Database,
  storage: FileStorage,
  userId: number,
  id: string,
): Promise<{ file: StoredObject; fileName: string; contentType: string }> {
  const row = await ownReport(db, userId, id);
  if (row.status !== 'completed' || !row.fileKey) {
    throw new AppError('ERROR_NOT_FOUND', `This export has no file (${row.status})`);
  }
  const file = await storage.open(row.fileKey);
  if (!file) {
    await db.transaction(async (tx) => {
      const gone = await repo.setStatus(tx, row.id, 'completed', { status: 'missing', fileKey: null });
      if (gone) await recordUserEvents(tx, [statusEvent(gone)]);
    });
    throw new AppError('ERROR_NOT_FOUND', 'This export has no file (missing)');
  }
  return { file, fileName: row.fileName ?? `trade-history.${row.format}`, contentType: row.contentType! };
}
