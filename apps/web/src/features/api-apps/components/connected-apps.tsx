import type { ConnectedApiApp } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { toast } from '@/lib/toasts';
import { useDisconnectApp } from '../api/disconnect-app';
import { useConnectedApps } from '../api/get-connected-apps';
import { scopeLabelKey } from './scope-label';
import { formatDate } from '@/lib/format';

/** Apps of other developers the user allowed; each can be disconnected (after confirmation). */
export function ConnectedApps() {
  const { t, i18n } = useTranslation();
  const connected = useConnectedApps();
  const disconnect = useDisconnectApp();
  const [confirm, setConfirm] = useState<ConnectedApiApp>();
  if (connected.isError)
    return <ErrorPanel error={connected.error} onRetry={() => void connected.refetch()} />;
  if (!connected.data?.length) return null;
  return (
    <section aria-labelledby="connected-apps-title" className="space-y-3">
      <h2 id="connected-apps-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('apiApps.connected.title')}
      </h2>
      <ul className="space-y-3">
        {connected.data.map((app) => (
          <li
            key={app.clientId}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <div className="min-w-0 space-y-1 text-sm">
              <p className="font-medium break-all text-slate-900 dark:text-slate-100">{app.appName}</p>
              <p className="text-slate-600 dark:text-slate-400">
                {t('apiApps.connected.since', {
                  developer: app.developer,
                  date: formatDate(app.since, i18n.language),
                })}
              </p>
              <p className="text-slate-600 dark:text-slate-400">
                {app.scopes.map((scope) => t(scopeLabelKey(scope))).join(', ')}
              </p>
            </div>
            <Button type="button" size="sm" variant="secondary" onClick={() => setConfirm(app)}>
              {t('apiApps.connected.disconnect')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirm !== undefined}
        onOpenChange={(open) => (open ? undefined : setConfirm(undefined))}
        title={t('apiApps.connected.confirmTitle', { name: confirm?.appName ?? '' })}
        description={t('apiApps.connected.confirmText')}
        confirmLabel={t('apiApps.connected.disconnect')}
        destructive
        pending={disconnect.isPending}
        onConfirm={() =>
          confirm &&
          disconnect.mutate(confirm.clientId, {
            onSuccess: () => {
              setConfirm(undefined);
              toast.success(t('apiApps.connected.done'));
            },
          })
        }
      />
    </section>
  );
}
