import {
  VERIFICATION_REQUEST_KINDS,
  VERIFICATION_REQUEST_STATUSES,
  type VerificationRequestKind,
  type VerificationRequestStatus,
} from '@p2p/shared';
import { ChevronRight, FileText } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime } from '@/lib/format';
import { useReviewQueue, type ReviewQueueFilter } from '../api/get-review-queue';
import { LevelBadge, RequestStatusBadge } from './request-badges';

/** Where the detail page's "back" link returns: the queue with the filters it was opened from. */
export interface QueueLinkState {
  queueSearch: string;
}

const cell = 'px-3 py-3 align-top';

/** The verification review queue: status and kind filters, ten requests a page, oldest first. */
export function ReviewQueue({
  filter,
  onFilterChange,
}: {
  filter: ReviewQueueFilter;
  onFilterChange: (filter: ReviewQueueFilter) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const queue = useReviewQueue(filter);
  const linkState: QueueLinkState = { queueSearch: search };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:max-w-xl sm:grid-cols-2">
        <SelectField
          id="review-status"
          label={t('admin.verifications.statusLabel')}
          value={filter.status}
          onChange={(event) =>
            onFilterChange({ ...filter, status: event.target.value as VerificationRequestStatus, page: 1 })
          }
        >
          {VERIFICATION_REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.verifications.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="review-kind"
          label={t('admin.verifications.kindLabel')}
          value={filter.kind ?? ''}
          onChange={(event) =>
            onFilterChange({
              ...filter,
              kind: (event.target.value || undefined) as VerificationRequestKind | undefined,
              page: 1,
            })
          }
        >
          <option value="">{t('admin.verifications.allKinds')}</option>
          {VERIFICATION_REQUEST_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`admin.verifications.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
      </div>

      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {queue.isPending ? (
          <SkeletonLines lines={5} className="p-5 sm:p-6" />
        ) : queue.isError ? (
          <div className="p-5 sm:p-6">
            <ErrorPanel error={queue.error} onRetry={() => void queue.refetch()} />
          </div>
        ) : queue.data.requests.length === 0 ? (
          <p className="p-5 text-sm text-slate-600 sm:p-6 dark:text-slate-400">
            {t('admin.verifications.empty')}
          </p>
        ) : (
          <div className="space-y-4 pb-4">
            <div className="overflow-x-auto">
              <table className="w-full min-w-[40rem] text-start text-sm" aria-busy={queue.isFetching}>
                <caption className="sr-only">{t('admin.verifications.caption')}</caption>
                <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
                  <tr>
                    <th scope="col" className={`${cell} ps-5 sm:ps-6`}>
                      {t('admin.verifications.columns.user')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('admin.verifications.columns.kind')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('admin.verifications.columns.submitted')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('admin.verifications.columns.files')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('admin.verifications.columns.status')}
                    </th>
                    <th scope="col" className={`${cell} pe-5 sm:pe-6`}>
                      <span className="sr-only">{t('admin.verifications.columns.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                  {queue.data.requests.map((request) => (
                    <tr key={request.id} className="text-slate-800 dark:text-slate-200">
                      <td className={`${cell} ps-5 sm:ps-6`}>
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="font-medium text-slate-900 dark:text-slate-50">
                            {request.user.username}
                          </span>
                          <LevelBadge level={request.user.level} />
                        </div>
                      </td>
                      <td className={cell}>{t(`admin.verifications.kinds.${request.kind}`)}</td>
                      <td className={`${cell} whitespace-nowrap`}>
                        {formatDateTime(request.createdAt, locale)}
                      </td>
                      <td className={cell}>
                        <span className="inline-flex items-center gap-1 tabular-nums">
                          <FileText aria-hidden className="size-4 text-slate-400" />
                          {request.files.length}
                        </span>
                      </td>
                      <td className={cell}>
                        <RequestStatusBadge status={request.status} />
                      </td>
                      <td className={`${cell} pe-5 text-end sm:pe-6`}>
                        <LocalizedLink
                          to={paths.admin.verification(request.id)}
                          state={linkState}
                          aria-label={t(
                            request.status === 'pending'
                              ? 'admin.verifications.reviewFor'
                              : 'admin.verifications.openFor',
                            { username: request.user.username },
                          )}
                          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 font-medium text-emerald-700 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-emerald-400 dark:hover:bg-emerald-950/60"
                        >
                          {request.status === 'pending'
                            ? t('admin.verifications.review')
                            : t('admin.verifications.open')}
                          <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
                        </LocalizedLink>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3 px-5 sm:px-6">
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('admin.verifications.total', { total: queue.data.meta.total })}
              </p>
              <Pagination
                page={queue.data.meta.page}
                lastPage={Math.max(1, Math.ceil(queue.data.meta.total / queue.data.meta.limit))}
                onPageChange={(page) => onFilterChange({ ...filter, page })}
                disabled={queue.isFetching}
              />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
