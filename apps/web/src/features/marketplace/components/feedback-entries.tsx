import type { PagedListMeta } from '@p2p/shared';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Pagination } from '@/components/ui/pagination';
import type { FeedbackList } from '../api/answer-schemas';

/** One page of an offer owner's feedback: the counts, the entries and the pager. */
export function FeedbackEntries({
  list,
  meta,
  onPageChange,
}: {
  list: FeedbackList;
  meta: PagedListMeta;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
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
                {item.reply ? <p className="mt-1 text-slate-500 dark:text-slate-400">{item.reply}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={meta.currentPage} lastPage={Math.max(meta.lastPage, 1)} onPageChange={onPageChange} />
    </div>
  );
}
