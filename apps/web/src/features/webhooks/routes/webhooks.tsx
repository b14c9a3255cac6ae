import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useWebhook } from '../api/get-webhook';
import { WebhookDeliveries } from '../components/webhook-deliveries';
import { WebhookEndpoint } from '../components/webhook-endpoint';
import { WebhookEvents } from '../components/webhook-events';
import { WebhookHelp } from '../components/webhook-help';
import { WebhookSecret } from '../components/webhook-secret';

/** /account/webhooks (the spec's webhooksSection): endpoint, events, secret, delivery log, help. */
export function WebhooksRoute() {
  const { t } = useTranslation();
  const webhook = useWebhook();
  return (
    <>
      <PageHeader title={t('webhooks.title')} description={t('webhooks.subtitle')} />
      {webhook.data ? (
        <div className="space-y-10">
          <WebhookEndpoint webhook={webhook.data} />
          <WebhookEvents
            key={webhook.data.events.map((event) => Number(event.checked)).join('')}
            webhook={webhook.data}
          />
          <WebhookSecret webhook={webhook.data} />
          <WebhookDeliveries />
          <WebhookHelp />
        </div>
      ) : webhook.isError ? (
        <ErrorPanel error={webhook.error} onRetry={() => void webhook.refetch()} />
      ) : (
        <SkeletonLines lines={6} />
      )}
    </>
  );
}
