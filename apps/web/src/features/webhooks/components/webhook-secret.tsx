import type { Webhook } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { OneTimeSecret } from './one-time-secret';

/** The signing secret: only its last characters are ever shown again; rotating shows a new one once. */
export function WebhookSecret({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const rotate = useRotateWebhookSecret();
  const [confirm, setConfirm] = useState(false);
  const [secret, setSecret] = useState<string>();
  return (
    <section aria-labelledby="webhook-secret-title" className="space-y-3">
      <h2 id="webhook-secret-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('webhooks.secret.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {webhook.secretHint
          ? t('webhooks.secret.hint', { end: webhook.secretHint })
          : t('webhooks.secret.none')}
      </p>
      <Button type="button" variant="secondary" onClick={() => setConfirm(true)}>
        {t('webhooks.secret.rotate')}
      </Button>
      {secret ? <OneTimeSecret secret={secret} /> : null}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('webhooks.secret.rotateTitle')}
        description={t('webhooks.secret.rotateText')}
        confirmLabel={t('webhooks.secret.rotate')}
        pending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: (value) => {
              setSecret(value);
              setConfirm(false);
            },
          })
        }
      />
    </section>
  );
}
