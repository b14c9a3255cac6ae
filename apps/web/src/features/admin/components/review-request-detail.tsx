import type { ReviewRequestView } from '@p2p/shared';
import { ExternalLink, UserCog } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { useCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/format';
import { LevelBadge, RequestStatusBadge } from './request-badges';
import { RequestDocuments } from './request-documents';
import { RequestFields } from './request-fields';
import { ReviewDecision } from './review-decision';

const linkClass =
  'inline-flex items-center gap-1.5 font-medium text-emerald-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-emerald-400';

/** One verification request: what was submitted, the documents, the applicant and the decision. */
export function ReviewRequestDetail({
  request,
  onDecided,
}: {
  request: ReviewRequestView;
  onDecided: (request: ReviewRequestView) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: viewer } = useCurrentUser();
  const { user } = request;
  const ownRequest = viewer?.id === user.id;

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <Card title={t('admin.request.details')}>
          <RequestFields data={request.data} />
        </Card>
        <Card title={t('admin.request.documents')}>
          <RequestDocuments files={request.files} username={user.username} />
        </Card>
      </div>
      <div className="space-y-6">
        <Card title={t('admin.request.applicant')}>
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('admin.request.username')}</dt>
              <dd className="mt-0.5 font-medium text-slate-900 dark:text-slate-100">{user.username}</dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('admin.request.userId')}</dt>
              <dd className="mt-0.5 font-medium text-slate-900 tabular-nums dark:text-slate-100">
                {user.id}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('admin.request.level')}</dt>
              <dd className="mt-1">
                <LevelBadge level={user.level} />
              </dd>
            </div>
          </dl>
          <div className="mt-4 flex flex-col gap-2 text-sm">
            <LocalizedLink to={paths.user(user.username)} className={linkClass}>
              <ExternalLink aria-hidden className="size-4" />
              {t('admin.request.profile')}
            </LocalizedLink>
            <LocalizedLink to={paths.admin.user(user.username)} className={linkClass}>
              <UserCog aria-hidden className="size-4" />
              {t('admin.request.manage')}
            </LocalizedLink>
          </div>
        </Card>
        <Card title={t('admin.request.decision')}>
          <dl className="mb-4 space-y-3 text-sm">
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('admin.request.status')}</dt>
              <dd className="mt-1">
                <RequestStatusBadge status={request.status} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('admin.request.submittedAt')}</dt>
              <dd className="mt-0.5 text-slate-900 dark:text-slate-100">
                {formatDateTime(request.createdAt, locale)}
              </dd>
            </div>
            {request.reviewedAt ? (
              <div>
                <dt className="text-slate-500 dark:text-slate-400">{t('admin.request.reviewedAt')}</dt>
                <dd className="mt-0.5 text-slate-900 dark:text-slate-100">
                  {formatDateTime(request.reviewedAt, locale)}
                </dd>
              </div>
            ) : null}
            {request.rejectReason ? (
              <div>
                <dt className="text-slate-500 dark:text-slate-400">{t('admin.request.rejectReason')}</dt>
                <dd className="mt-0.5 break-words text-slate-900 dark:text-slate-100">
                  {request.rejectReason}
                </dd>
              </div>
            ) : null}
          </dl>
          {request.status !== 'pending' ? null : ownRequest ? (
            <Alert variant="warning">{t('admin.request.ownRequest')}</Alert>
          ) : (
            <ReviewDecision request={request} onDecided={onDecided} />
          )}
        </Card>
      </div>
    </div>
  );
}
