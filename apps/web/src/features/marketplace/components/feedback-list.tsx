import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useOfferFeedback } from '../api/get-offer-extras';

/** The offer owner's feedback, paged (10 a page); empty until trades exist. */
export function FeedbackList({ hash, username }: { hash: string; username: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const feedback = useOfferFeedback(hash, page);

  let body;
  if (feedback.isPending) body = <SkeletonLines lines={3} />;
  else if (feedback.isError)
    body = <ErrorPanel error={feedback.error} onRetry={() => void feedback.refetch()} />;
  else {
    const { feedback: list, meta } = feedback.data;
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('marketplace.feedback.counts', { positive: list.positiveCount, negative: list.negativeCount })}
        </p>
        {list.items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('marketplace.feedback.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {list.items.map((item, index) => (
              <li key={index} className="flex gap-3 py-3 text-sm">
                {item.rating === 'positive' ? (
                  <ThumbsUp
                    aria-label={t('users.profile.positive')}
                    className="size-4 shrink-0 text-emerald-600"
                  />
                ) : (
                  <ThumbsDown
                    aria-label={t('users.profile.negative')}
                    className="size-4 shrink-0 text-rose-600"
                  />
                )}
                <div>
                  <p className="text-slate-800 dark:text-slate-200">{item.message}</p>
                  {item.reply ? (
                    <p className="mt-1 text-slate-500 dark:text-slate-400">{item.reply}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={meta.currentPage} lastPage={Math.max(meta.lastPage, 1)} onPageChange={setPage} />
      </div>
    );
  }
  return <Card title={t('marketplace.feedback.title', { username })}>{body}</Card>;
}
