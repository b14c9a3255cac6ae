import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api-error';
import { Button } from './button';

/** What a failed load says: the server's message for a 4xx, a generic text otherwise. */
function describe(error: unknown, t: (key: 'errors.network' | 'errors.generic') => string): string {
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR_CODE) return t('errors.network');
    if (error.status >= 400 && error.status < 500) return error.message;
  }
  return t('errors.generic');
}

/** A load that failed, with a retry button. */
export function ErrorPanel({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-800 sm:flex-row sm:items-center dark:border-rose-900 dark:bg-rose-950/50 dark:text-rose-200"
    >
      <AlertTriangle aria-hidden className="size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title ?? t('errors.loadFailed')}</p>
        <p className="mt-0.5">{describe(error, t)}</p>
      </div>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden className="size-4" />
          {t('errors.retry')}
        </Button>
      ) : null}
    </div>
  );
}
