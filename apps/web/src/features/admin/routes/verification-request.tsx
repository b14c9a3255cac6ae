import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Alert } from '@/components/ui/alert';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocale, useLocalizePath } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useReviewRequest } from '../api/get-review-request';
import type { QueueLinkState } from '../components/review-queue';
import { ReviewRequestDetail } from '../components/review-request-detail';

/** /admin/verifications/{requestId}: one request; after a decision the reviewer is back in the queue. */
export function VerificationRequestRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const { requestId = '' } = useParams();
  const { state } = useLocation() as { state: Partial<QueueLinkState> | null };
  const request = useReviewRequest(requestId);
  const queue = `${paths.admin.verifications}${state?.queueSearch ?? ''}`;

  let body;
  if (request.isPending) body = <SkeletonLines lines={8} />;
  else if (request.isError && request.error instanceof ApiError && request.error.status === 404)
    body = (
      <>
        <PageHeader title={t('admin.request.notFound')} />
        <Alert variant="warning">{t('admin.request.notFoundText')}</Alert>
      </>
    );
  else if (request.isError)
    body = <ErrorPanel error={request.error} onRetry={() => void request.refetch()} />;
  else
    body = (
      <>
        <PageHeader
          title={t('admin.request.title', {
            kind: t(`admin.verifications.kinds.${request.data.kind}`),
            username: request.data.user.username,
          })}
          description={t('admin.request.subtitle', { date: formatDate(request.data.createdAt, locale) })}
        />
        <ReviewRequestDetail request={request.data} onDecided={() => void navigate(localize(queue))} />
      </>
    );

  return (
    <>
      <LocalizedLink
        to={queue}
        className="mb-4 inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-slate-400 dark:hover:text-slate-100"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('admin.request.back')}
      </LocalizedLink>
      {body}
    </>
  );
}
