import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useApiAppCalls } from '../api/get-api-app-calls';
import { formatDateTime } from '@/lib/format';

/** The app's recent calls: time, method and path, status, and a mark on money-moving ones. */
export function AppCalls({ appId }: { appId: string }) {
  const { t, i18n } = useTranslation();
  const calls = useApiAppCalls(appId);
  if (calls.isError) return <ErrorPanel error={calls.error} onRetry={() => void calls.refetch()} />;
  if (!calls.data) return <SkeletonLines lines={3} />;
  if (calls.data.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('apiApps.calls.none')}</p>;
  }
  return (
    <ul
      className="divide-y divide-slate-200 text-sm dark:divide-slate-800"
      aria-label={t('apiApps.calls.title')}
    >
      {calls.data.map((call) => (
        <li key={call.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <span className="font-mono text-xs break-all text-slate-900 dark:text-slate-100">
            {call.method} {call.path}
          </span>
          <Badge variant={call.status < 400 ? 'success' : 'danger'}>{call.status}</Badge>
          {call.moneyMoving ? <Badge variant="warning">{t('apiApps.calls.moneyMoving')}</Badge> : null}
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {formatDateTime(call.at, i18n.language)} · {t(`apiApps.calls.via.${call.via}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
