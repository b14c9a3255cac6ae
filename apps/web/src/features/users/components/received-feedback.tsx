import type { FeedbackItem, FeedbackRating } from '@p2p/shared';
import clsx from 'clsx';
import { MessageSquareReply, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatDate } from '@/lib/format';
import { useReceivedFeedback } from '../api/get-received-feedback';

type Filter = 'all' | FeedbackRating;

/** The feedback the user received from trade partners: all, positive or negative, 10 at a time. */
export function ReceivedFeedback({ username }: { username: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const feedback = useReceivedFeedback(username, filter === 'all' ? undefined : filter);
  const first = feedback.data?.pages[0];
  const items = feedback.data?.pages.flatMap((page) => page.items) ?? [];

  // Positive and negative are the user's totals whatever the filter; the total is the filtered list's.
  const counts: Record<Filter, number | undefined> = {
    all: first?.totalCount,
    positive: first?.positiveCount,
    negative: first?.negativeCount,
  };

  return (
    <Card title={t('tradeLists.feedback.title')}>
      <div role="group" aria-label={t('tradeLists.feedback.filter')} className="mb-4 flex flex-wrap gap-2">
        {(['all', 'positive', 'negative'] as const).map((key) => (
          <Button
            key={key}
            size="sm"
            variant={filter === key ? 'primary' : 'secondary'}
            aria-pressed={filter === key}
            onClick={() => setFilter(key)}
          >
            {t(`tradeLists.feedback.filters.${key}`)}
            {counts[key] !== undefined && (key !== 'all' || filter === 'all') ? ` (${counts[key]})` : null}
          </Button>
        ))}
      </div>
      {feedback.isPending ? (
        <SkeletonLines lines={4} />
      ) : feedback.isError && items.length === 0 ? (
        <ErrorPanel error={feedback.error} onRetry={() => void feedback.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t(`tradeLists.feedback.empty.${filter}`)}
        </p>
      ) : (
        <div className="space-y-4">
          <ul
            aria-label={t('tradeLists.feedback.title')}
            className="divide-y divide-slate-100 dark:divide-slate-800"
          >
            {items.map((item) => (
              <FeedbackRow key={item.id} item={item} />
            ))}
          </ul>
          {feedback.isFetchNextPageError ? (
            <ErrorPanel error={feedback.error} onRetry={() => void feedback.fetchNextPage()} />
          ) : null}
          {feedback.hasNextPage ? (
            <Button
              variant="secondary"
              disabled={feedback.isFetchingNextPage}
              onClick={() => void feedback.fetchNextPage()}
            >
              {feedback.isFetchingNextPage ? t('app.loading') : t('tradeLists.feedback.more')}
            </Button>
          ) : null}
        </div>
      )}
    </Card>
  );
}

function FeedbackRow({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const positive = item.rating === 'positive';
  const Icon = positive ? ThumbsUp : ThumbsDown;
  return (
    <li className="flex gap-3 py-3" data-testid={`feedback-${item.id}`}>
      <Avatar src={item.author.avatarUrl} name={item.author.username} size="sm" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <LocalizedLink
            to={paths.user(item.author.username)}
            className="font-semibold text-slate-900 hover:underline dark:text-white"
          >
            {item.author.username}
          </LocalizedLink>
          <span
            className={clsx(
              'inline-flex items-center gap-1 text-xs font-semibold',
              positive ? 'text-emerald-700 dark:text-emerald-300' : 'text-rose-700 dark:text-rose-300',
            )}
          >
            <Icon aria-hidden className="size-3.5" />
            {t(`tradeLists.feedback.rating.${item.rating}`)}
          </span>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {t('tradeLists.feedback.context', {
              method: item.paymentMethodName,
              currency: item.fiatCurrencyCode,
              date: formatDate(item.createdAt, locale),
            })}
          </span>
        </p>
        {item.message ? (
          <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{item.message}</p>
        ) : null}
        {item.reply ? (
          <p className="flex gap-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
            <MessageSquareReply aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span>
              <span className="sr-only">
                {t('tradeLists.feedback.reply', { username: item.recipient.username })}{' '}
              </span>
              {item.reply}
            </span>
          </p>
        ) : null}
      </div>
    </li>
  );
}
