import { WEBHOOK_EVENT_NAMES, type Webhook, type WebhookEventName } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { toast } from '@/lib/toasts';
import { useSetWebhookEvents } from '../api/set-webhook-events';

/** The events to deliver, one checkbox each with what it means. */
export function WebhookEvents({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const save = useSetWebhookEvents();
  const [chosen, setChosen] = useState<ReadonlySet<WebhookEventName>>(
    () => new Set(webhook.events.filter((event) => event.checked).map((event) => event.name)),
  );
  const toggle = (name: WebhookEventName, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(name);
    else next.delete(name);
    setChosen(next);
  };
  return (
    <section aria-labelledby="webhook-events-title" className="space-y-3">
      <h2 id="webhook-events-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('webhooks.events.title')}
      </h2>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">{t('webhooks.events.title')}</legend>
        {WEBHOOK_EVENT_NAMES.map((name) => (
          <CheckboxField
            key={name}
            id={`webhook-event-${name}`}
            label={name}
            hint={t(`webhooks.events.names.${name}`)}
            checked={chosen.has(name)}
            onChange={(event) => toggle(name, event.target.checked)}
          />
        ))}
      </fieldset>
      <Button
        type="button"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(
            WEBHOOK_EVENT_NAMES.filter((name) => chosen.has(name)),
            { onSuccess: () => toast.success(t('webhooks.events.saved')) },
          )
        }
      >
        {t('webhooks.events.save')}
      </Button>
    </section>
  );
}
