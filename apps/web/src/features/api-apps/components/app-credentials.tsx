import { KeyRound } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { CopyButton } from '@/components/ui/copy-button';

/** The client id and the secret of a new or rotated app: shown once, with copy buttons. */
export function AppCredentials({ clientId, secret }: { clientId: string; secret: string | null }) {
  const { t } = useTranslation();
  return (
    <Alert variant="warning">
      <p className="flex items-center gap-2 font-medium">
        <KeyRound aria-hidden className="size-4" />
        {secret ? t('apiApps.secret.onceTitle') : t('apiApps.secret.publicTitle')}
      </p>
      {secret ? <p className="mt-1 text-sm">{t('apiApps.secret.onceHint')}</p> : null}
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="font-medium">{t('apiApps.clientId')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <code className="min-w-0 flex-1 rounded bg-white/70 px-2 py-1 font-mono text-xs break-all dark:bg-slate-950/60">
              {clientId}
            </code>
            <CopyButton text={clientId} label={t('apiApps.copyClientId')} />
          </dd>
        </div>
        {secret ? (
          <div>
            <dt className="font-medium">{t('apiApps.secret.label')}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <code
                data-testid="api-app-secret"
                className="min-w-0 flex-1 rounded bg-white/70 px-2 py-1 font-mono text-xs break-all dark:bg-slate-950/60"
              >
                {secret}
              </code>
              <CopyButton text={secret} label={t('apiApps.secret.copy')} />
            </dd>
          </div>
        ) : null}
      </dl>
    </Alert>
  );
}
