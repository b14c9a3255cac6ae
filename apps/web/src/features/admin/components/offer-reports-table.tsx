import { Ban, Star, StarOff, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useDecideOfferReport } from '../api/decide-offer-report';
import { useOfferReports, type OfferReport } from '../api/get-offer-reports';
import { useSetOfferFeatured } from '../api/set-offer-featured';
import { errorText } from './error-text';
import { paths } from '@/config/paths';

const cell = 'px-3 py-3 align-top';

/** The offer page a report is about. */

/**
 * The open offer reports, oldest first, 10 a page: dismiss a report, block the offer (confirmed
 * first; the report is then actioned) or feature/unfeature the reported offer.
 */
export function OfferReportsTable({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const reports = useOfferReports(page);
  const decide = useDecideOfferReport();
  const featured = useSetOfferFeatured();
  const [blocking, setBlocking] = useState<OfferReport | null>(null);

  const onError = (error: Error) => toast.error(errorText(error, t('errors.generic')));

  const dismiss = (report: OfferReport) =>
    decide.mutate(
      { reportId: report.id, status: 'dismissed' },
      {
        onSuccess: () => toast.success(t('adminOfferReports.dismissed', { hash: report.offerHash })),
        onError,
      },
    );

  const block = (report: OfferReport) =>
    decide.mutate(
      { reportId: report.id, status: 'actioned', block_offer: true },
      {
        onSuccess: () => {
          setBlocking(null);
          toast.success(t('adminOfferReports.blocked', { hash: report.offerHash }));
        },
        onError: (error) => {
          setBlocking(null);
          onError(error);
        },
      },
    );

  const toggleFeatured = (report: OfferReport) =>
    featured.mutate(
      { offerHash: report.offerHash, featured: !report.offerIsFeatured },
      {
        onSuccess: ({ isFeatured }) =>
          toast.success(
            t(isFeatured ? 'adminOfferReports.featuredDone' : 'adminOfferReports.unfeaturedDone', {
              hash: report.offerHash,
            }),
          ),
        onError,
      },
    );

  /** A row waits while its own decision, or a featured toggle of its offer, is under way. */
  const busy = (report: OfferReport) =>
    (decide.isPending && decide.variables.reportId === report.id) ||
    (featured.isPending && featured.variables.offerHash === report.offerHash);

  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {reports.isPending ? (
        <SkeletonLines lines={5} className="p-5 sm:p-6" />
      ) : reports.isError ? (
        <div className="p-5 sm:p-6">
          <ErrorPanel error={reports.error} onRetry={() => void reports.refetch()} />
        </div>
      ) : reports.data.reports.length === 0 && page === 1 ? (
        <p className="p-5 text-sm text-slate-600 sm:p-6 dark:text-slate-400">
          {t('adminOfferReports.empty')}
        </p>
      ) : (
        <div className="space-y-4 pb-4">
          <div className="overflow-x-auto">
            <table className="w-full min-w-[56rem] text-start text-sm" aria-busy={reports.isFetching}>
              <caption className="sr-only">{t('adminOfferReports.caption')}</caption>
              <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
                <tr>
                  <th scope="col" className={`${cell} ps-5 sm:ps-6`}>
                    {t('adminOfferReports.columns.offer')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('adminOfferReports.columns.owner')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('adminOfferReports.columns.reporter')}
                  </th>
                  <th scope="col" className={`${cell} min-w-64`}>
                    {t('adminOfferReports.columns.report')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('adminOfferReports.columns.createdAt')}
                  </th>
                  <th scope="col" className={`${cell} pe-5 sm:pe-6`}>
                    <span className="sr-only">{t('adminOfferReports.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {reports.data.reports.map((report) => (
                  <ReportRow
                    key={report.id}
                    report={report}
                    busy={busy(report)}
                    onDismiss={() => dismiss(report)}
                    onBlock={() => setBlocking(report)}
                    onToggleFeatured={() => toggleFeatured(report)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 px-5 sm:px-6">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('adminOfferReports.total', { total: reports.data.meta.total })}
            </p>
            <Pagination
              page={page}
              lastPage={Math.max(1, reports.data.meta.lastPage)}
              onPageChange={onPageChange}
              disabled={reports.isFetching}
            />
          </div>
        </div>
      )}
      <ConfirmDialog
        open={blocking !== null}
        onOpenChange={(open) => (open ? undefined : setBlocking(null))}
        title={t('adminOfferReports.blockTitle')}
        description={t('adminOfferReports.blockDescription', {
          hash: blocking?.offerHash ?? '',
          owner: blocking?.ownerUsername ?? '',
        })}
        confirmLabel={t('adminOfferReports.block')}
        destructive
        pending={decide.isPending}
        onConfirm={() => (blocking ? block(blocking) : undefined)}
      />
    </div>
  );
}

function ReportRow({
  report,
  busy,
  onDismiss,
  onBlock,
  onToggleFeatured,
}: {
  report: OfferReport;
  busy: boolean;
  onDismiss: () => void;
  onBlock: () => void;
  onToggleFeatured: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hash = report.offerHash;
  return (
    <tr className="text-slate-800 dark:text-slate-200">
      <td className={`${cell} ps-5 sm:ps-6`}>
        <LocalizedLink
          to={paths.offer(hash)}
          className="font-mono font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-emerald-400"
        >
          {hash}
        </LocalizedLink>
        <div className="mt-1 flex flex-wrap gap-1">
          {report.offerIsBlocked ? (
            <Badge variant="danger">{t('adminOfferReports.offerBlocked')}</Badge>
          ) : null}
          {report.offerIsFeatured ? (
            <Badge variant="success">{t('adminOfferReports.offerFeatured')}</Badge>
          ) : null}
        </div>
      </td>
      <td className={`${cell} font-medium text-slate-900 dark:text-slate-50`}>{report.ownerUsername}</td>
      <td className={cell}>{report.reporterUsername}</td>
      <td className={cell}>
        <p className="font-medium text-slate-900 dark:text-slate-50">
          {t(`marketplace.report.reasons.${report.reason}`)}
        </p>
        {report.message ? (
          <p className="mt-1 break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">
            {report.message}
          </p>
        ) : (
          <p className="mt-1 text-slate-500 dark:text-slate-400">{t('adminOfferReports.noMessage')}</p>
        )}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{formatDateTime(report.createdAt, locale)}</td>
      <td className={`${cell} pe-5 sm:pe-6`}>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={onToggleFeatured}
            aria-label={t(
              report.offerIsFeatured ? 'adminOfferReports.unfeatureFor' : 'adminOfferReports.featureFor',
              {
                hash,
              },
            )}
          >
            {report.offerIsFeatured ? (
              <StarOff aria-hidden className="size-4" />
            ) : (
              <Star aria-hidden className="size-4" />
            )}
            {t(report.offerIsFeatured ? 'adminOfferReports.unfeature' : 'adminOfferReports.feature')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={onDismiss}
            aria-label={t('adminOfferReports.dismissFor', { hash, reporter: report.reporterUsername })}
          >
            <X aria-hidden className="size-4" />
            {t('adminOfferReports.dismiss')}
          </Button>
          <Button
            variant="danger"
            size="sm"
            disabled={busy}
            onClick={onBlock}
            aria-label={t('adminOfferReports.blockFor', { hash })}
          >
            <Ban aria-hidden className="size-4" />
            {t('adminOfferReports.block')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
