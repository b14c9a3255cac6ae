import { WEBHOOK_ERROR_KEYS } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';

/** What each error key means and how to fix it; `knowledgeLink` points at these anchors. */
export function WebhookHelp() {
  const { t } = useTranslation();
  return (
    <section id="help" aria-labelledby="webhook-help-title" className="space-y-3">
      <h2 id="webhook-help-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('webhooks.help.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('webhooks.help.signing')}</p>
      <dl className="space-y-2 text-sm">
        {WEBHOOK_ERROR_KEYS.map((key) => (
          <div key={key} id={`help-${key.toLowerCase().replace(/_/g, '-')}`}>
            <dt className="font-mono text-xs font-medium">{key}</dt>
            <dd className="text-slate-600 dark:text-slate-400">{t(`webhooks.errors.${key}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
