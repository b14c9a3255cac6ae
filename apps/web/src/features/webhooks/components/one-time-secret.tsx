import { KeyRound } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { CopyButton } from '@/components/ui/copy-button';

/** A signing secret shown once: copy it now, it cannot be read again. */
export function OneTimeSecret({ secret }: { secret: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="warning">
      <p className="flex items-center gap-2 font-medium">
        <KeyRound aria-hidden className="size-4" />
        {t('webhooks.secret.onceTitle')}
      </p>
      <p className="mt-1 text-sm">{t('webhooks.secret.onceHint')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 rounded bg-white/70 px-2 py-1 font-mono text-xs break-all dark:bg-slate-950/60">
          {secret}
        </code>
        <CopyButton text={secret} label={t('webhooks.secret.copy')} />
      </div>
    </Alert>
  );
}
