import type { ExportReportStatus, TradeExportReport } from '@p2p/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { formatCalendarDay, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useCancelTradeExport } from '../api/cancel-trade-export';
import { tradeExportFileUrl, useTradeExports } from '../api/get-trade-exports';
import { useTradeExportsLiveUpdates } from '../hooks/use-trade-exports-live-updates';
import { ExportFiltersSummary } from './export-filters-summary';

const VARIANTS: Record<ExportReportStatus, BadgeVariant> = {
  pending: 'warning',
  in_progress: 'warning',
  generating: 'warning',
  completed: 'success',
  failed: 'danger',
  no_data: 'neutral',
  cancelled: 'neutral',
  missing: 'neutral',
};

function ReportRow({ report, onCancel }: { report: TradeExportReport; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const range = `${formatCalendarDay(report.filters.startDate, i18n.language)} – ${formatCalendarDay(
    report.filters.endDate,
    i18n.language,
  )}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 space-y-1">
        <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {range} · {report.format.toUpperCase()}
        </p>
        <p className="text-xs text-slate-700 dark:text-slate-300">
          <ExportFiltersSummary filters={report.filters} />
        </p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          <Badge variant={VARIANTS[report.status]} data-status={report.status}>
            {t(`exports.status.${report.status}`)}
          </Badge>
          {report.rowCount ? <span>{t('exports.list.rows', { count: report.rowCount })}</span> : null}
          {report.expiresAt ? (
            <span>
              {t('exports.list.keptUntil', { date: formatDateTime(report.expiresAt, i18n.language) })}
            </span>
          ) : (
            <span>{t('exports.list.asked', { date: formatDateTime(report.createdAt, i18n.language) })}</span>
          )}
        </p>
      </div>
      <div className="flex gap-2">
        {report.canDownload ? (
          <Button asChild variant="secondary" size="sm">
            <a
              href={tradeExportFileUrl(report.id)}
              download={report.fileName ?? undefined}
              aria-label={t('exports.list.downloadLabel', { range, format: report.format.toUpperCase() })}
            >
              <Download aria-hidden className="size-4" />
              {t('exports.list.download')}
            </a>
          </Button>
        ) : null}
        {report.canCancel ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('exports.list.cancelLabel', { range })}
            onClick={onCancel}
          >
            {t('exports.list.cancel')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The user's exports with their status, read again live and by polling while one is under way. */
export function ExportReportList() {
  const { t } = useTranslation();
  useTradeExportsLiveUpdates();
  const reports = useTradeExports();
  const cancel = useCancelTradeExport();
  const [cancelling, setCancelling] = useState<TradeExportReport | null>(null);

  if (reports.isPending) return <SkeletonLines lines={3} />;
  if (reports.isError) return <ErrorPanel error={reports.error} onRetry={() => void reports.refetch()} />;
  if (reports.data.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('exports.list.empty')}</p>;
  return (
    <>
      <ul aria-label={t('exports.list.caption')} className="divide-y divide-slate-200 dark:divide-slate-800">
        {reports.data.map((report) => (
          <ReportRow key={report.id} report={report} onCancel={() => setCancelling(report)} />
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title={t('exports.cancel.title')}
        description={t('exports.cancel.description')}
        confirmLabel={t('exports.cancel.confirm')}
        destructive
        pending={cancel.isPending}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.id, {
            onSuccess: () => toast.success(t('exports.cancel.done')),
            onError: (error) => toast.error(error.message),
            onSettled: () => setCancelling(null),
          })
        }
      />
    </>
  );
}
