import type { LoginHistoryEntry } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useLoginHistory } from '../api/get-login-history';
import { useDeviceText, usePlaceText } from './device-text';

/** Every sign-in attempt of this account, 20 a page: a card per attempt, which reads at 390 px too. */
export function LoginHistoryList() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);
  const deviceText = useDeviceText();
  const placeText = usePlaceText();

  const factor = (entry: LoginHistoryEntry) =>
    entry.secondFactor
      ? t(`accountActivity.history.factors.${entry.secondFactor}`)
      : t('accountActivity.history.noSecondFactor');

  return (
    <Card title={t('accountActivity.history.title')} description={t('accountActivity.history.description')}>
      {history.isPending ? (
        <SkeletonLines lines={5} />
      ) : history.isError ? (
        <ErrorPanel error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('accountActivity.history.empty')}</p>
      ) : (
        <div className="space-y-4">
          <ol
            className="divide-y divide-slate-200 dark:divide-slate-800"
            aria-label={t('accountActivity.history.title')}
          >
            {history.data.entries.map((entry) => (
              <li key={entry.id} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr_1fr] sm:gap-4">
                <div>
                  <time
                    dateTime={entry.at}
                    className="text-sm font-medium text-slate-900 dark:text-slate-100"
                  >
                    {formatDateTime(entry.at, i18n.language)}
                  </time>
                  <div className="mt-1">
                    <Badge variant={entry.result === 'success' ? 'success' : 'danger'}>
                      {t(`accountActivity.history.results.${entry.result}`)}
                    </Badge>
                  </div>
                </div>
                <dl className="text-sm text-slate-700 dark:text-slate-300">
                  <dt className="sr-only">{t('accountActivity.history.device')}</dt>
                  <dd className="break-words">{deviceText(entry.device)}</dd>
                  <dt className="sr-only">{t('accountActivity.history.place')}</dt>
                  <dd className="text-slate-600 dark:text-slate-400">{placeText(entry.place)}</dd>
                </dl>
                <dl className="text-sm text-slate-700 dark:text-slate-300">
                  <dt className="text-slate-500 dark:text-slate-400">
                    {t('accountActivity.history.secondFactor')}
                  </dt>
                  <dd>{factor(entry)}</dd>
                </dl>
              </li>
            ))}
          </ol>
          <Pagination
            page={page}
            lastPage={history.data.meta.lastPage}
            onPageChange={setPage}
            disabled={history.isFetching}
          />
        </div>
      )}
    </Card>
  );
}
