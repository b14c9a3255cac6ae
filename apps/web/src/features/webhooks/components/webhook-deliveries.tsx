import type { WebhookDelivery } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useRedeliverWebhook } from '../api/redeliver-webhook';
import { formatDateTime } from '@/lib/format';

const STATUS_BADGES = { pending: 'warning', sent: 'success', failed: 'danger' } as const;

function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  const { t, i18n } = useTranslation();
  const redeliver = useRedeliverWebhook();
  const date = (value: string) => formatDateTime(value, i18n.language);
  return (
    <li className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <code className="font-mono text-sm font-medium">{delivery.event}</code>
        <Badge variant={STATUS_BADGES[delivery.status]}>{t(`webhooks.log.status.${delivery.status}`)}</Badge>
        <span className="text-xs text-slate-500">{date(delivery.createdAt)}</span>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          className="ms-auto"
          disabled={redeliver.isPending}
          onClick={() => redeliver.mutate(delivery.id)}
        >
          {t('webhooks.log.redeliver')}
        </Button>
      </div>
      <p className="mt-1 text-xs break-all text-slate-500">
        {t('webhooks.log.summary', { id: delivery.eventId, attempts: delivery.attempts })}
        {delivery.nextAttemptAt ? ` · ${t('webhooks.log.next', { at: date(delivery.nextAttemptAt) })}` : ''}
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm text-emerald-800 dark:text-emerald-400">
          {t('webhooks.log.attempts', { count: delivery.log.length })}
        </summary>
        <ol className="mt-2 space-y-3">
          {delivery.log.map((attempt) => (
            <li key={`${attempt.attempt}-${attempt.createdAt}`} className="text-xs">
              <p className="font-medium">
                {t('webhooks.log.attempt', {
                  number: attempt.attempt,
                  status: attempt.responseStatus ?? '—',
                  duration: attempt.durationMs,
                })}
                {attempt.trigger === 'redeliver' ? ` · ${t('webhooks.log.manual')}` : ''}
              </p>
              {attempt.error ? <p className="text-rose-700 dark:text-rose-400">{attempt.error}</p> : null}
              <p className="mt-1 text-slate-500">{t('webhooks.log.request')}</p>
              <pre className="overflow-x-auto rounded bg-slate-100 p-2 whitespace-pre-wrap break-all dark:bg-slate-900">
                {Object.entries(attempt.requestHeaders)
                  .map(([name, value]) => `${name}: ${value}`)
                  .join('\n')}
                {'\n\n'}
                {attempt.requestBody}
              </pre>
              {attempt.responseExcerpt ? (
                <>
                  <p className="mt-1 text-slate-500">{t('webhooks.log.response')}</p>
                  <pre className="overflow-x-auto rounded bg-slate-100 p-2 whitespace-pre-wrap break-all dark:bg-slate-900">
                    {attempt.responseExcerpt}
                  </pre>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/** The delivery log, newest first: each delivery's attempts (request, answer, duration) and redelivery. */
export function WebhookDeliveries() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(page);
  return (
    <section aria-labelledby="webhook-log-title" className="space-y-3">
      <h2 id="webhook-log-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('webhooks.log.title')}
      </h2>
      {deliveries.data ? (
        deliveries.data.deliveries.length > 0 ? (
          <>
            <ul className="space-y-3">
              {deliveries.data.deliveries.map((delivery) => (
                <DeliveryItem key={delivery.id} delivery={delivery} />
              ))}
            </ul>
            <Pagination page={page} lastPage={deliveries.data.meta.lastPage} onPageChange={setPage} />
          </>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('webhooks.log.empty')}</p>
        )
      ) : deliveries.isError ? (
        <ErrorPanel error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : (
        <SkeletonLines lines={3} />
      )}
    </section>
  );
}
