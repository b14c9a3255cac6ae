import { webhookUrlSchema, type Webhook, type WebhookState } from '@p2p/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InputField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-error';
import { useClearWebhook } from '../api/clear-webhook';
import { useVerifyWebhook } from '../api/verify-webhook';
import { OneTimeSecret } from './one-time-secret';

const STATE_BADGES: Record<WebhookState, BadgeVariant> = {
  INITIAL: 'neutral',
  VERIFICATION: 'warning',
  ENABLED: 'success',
  DISABLED: 'danger',
};

/** The endpoint URL with its state: save and verify, the failure's reason and help, clear. */
export function WebhookEndpoint({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const verify = useVerifyWebhook();
  const clear = useClearWebhook();
  const [url, setUrl] = useState(webhook.url ?? '');
  const [error, setError] = useState<string>();
  const [secret, setSecret] = useState<string>();
  const [confirmClear, setConfirmClear] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = webhookUrlSchema.safeParse(url);
    if (!parsed.success) return setError(t('webhooks.endpoint.invalidUrl'));
    setError(undefined);
    verify.mutate(
      { url: parsed.data },
      {
        onSuccess: (result) => {
          if (result.secret) setSecret(result.secret);
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError ? (failure.details?.url?.[0] ?? failure.message) : String(failure),
          ),
      },
    );
  };

  return (
    <section aria-labelledby="webhook-endpoint-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="webhook-endpoint-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('webhooks.endpoint.title')}
        </h2>
        <Badge variant={STATE_BADGES[webhook.status]} data-testid="webhook-state">
          {t(`webhooks.state.${webhook.status}`)}
        </Badge>
      </div>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <InputField
          id="webhook-url"
          label={t('webhooks.endpoint.url')}
          hint={t('webhooks.endpoint.urlHint')}
          error={error}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://bot.example.com/paxful/webhook"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={verify.isPending}>
            {verify.isPending ? t('webhooks.endpoint.verifying') : t('webhooks.endpoint.verify')}
          </Button>
          {webhook.url ? (
            <Button type="button" variant="secondary" onClick={() => setConfirmClear(true)}>
              {t('webhooks.endpoint.clear')}
            </Button>
          ) : null}
        </div>
      </form>
      {webhook.status === 'ENABLED' ? <Alert variant="success">{t('webhooks.endpoint.passed')}</Alert> : null}
      {webhook.status === 'DISABLED' && webhook.errorKey ? (
        <Alert variant="danger">
          <p className="font-medium">{t('webhooks.endpoint.failed')}</p>
          <p className="mt-1 text-sm">{t(`webhooks.errors.${webhook.errorKey}`)}</p>
          {webhook.knowledgeLink ? (
            <a
              className="mt-1 inline-block text-sm underline"
              href={webhook.knowledgeLink.replace(/^.*#/, '#')}
            >
              {t('webhooks.endpoint.help')}
            </a>
          ) : null}
        </Alert>
      ) : null}
      {secret ? <OneTimeSecret secret={secret} /> : null}
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('webhooks.endpoint.clearTitle')}
        description={t('webhooks.endpoint.clearText')}
        confirmLabel={t('webhooks.endpoint.clear')}
        destructive
        pending={clear.isPending}
        onConfirm={() =>
          clear.mutate(undefined, {
            onSuccess: () => {
              setConfirmClear(false);
              setUrl('');
            },
          })
        }
      />
    </section>
  );
}
