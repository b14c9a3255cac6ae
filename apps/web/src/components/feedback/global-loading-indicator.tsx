import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { useIsGlobalLoading } from '@/lib/global-loading';

/** Shown while a request waits for the ledger to leave asynchronous mode. */
export function GlobalLoadingIndicator() {
  const { t } = useTranslation();
  const loading = useIsGlobalLoading();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] flex justify-center"
    >
      {loading ? (
        <div className="mt-3 flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {t('app.ledgerBusy')}
        </div>
      ) : null}
    </div>
  );
}
