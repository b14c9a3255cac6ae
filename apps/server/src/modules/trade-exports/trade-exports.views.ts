import { canCancelExportReport, type TradeExportReport, type TradeHistoryStatusFilter } from '@p2p/shared';
import type { TradeExportRow } from './trade-exports.repository.js';

/** A report as its owner sees it: no storage key, no claim, no error text of the worker. */
export function toReportView(row: TradeExportRow): TradeExportReport {
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    filters: {
      cryptoCurrencyCode: row.filters.cryptoCurrencyCode,
      offerType: row.filters.offerType,
      paymentMethodId: row.filters.paymentMethodId,
      status: row.filters.status as TradeHistoryStatusFilter,
      startDate: row.startDate,
      endDate: row.endDate,
      format: row.format,
    },
    timezone: row.timezone,
    rowCount: row.rowCount,
    fileName: row.status === 'completed' ? row.fileName : null,
    fileSize: row.status === 'completed' ? row.fileSize : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.status === 'completed' ? (row.expiresAt?.toISOString() ?? null) : null,
    canCancel: canCancelExportReport(row.status),
    canDownload: row.status === 'completed',
  };
}
