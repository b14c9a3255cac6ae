import { FileWarning, Loader2, X } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import type { LocalUpload } from '../hooks/use-attachment-uploads';

/** Files being uploaded (with progress) and failed ones (with why, and a way to drop them). */
export function UploadStatusList({
  uploads,
  onRemove,
}: {
  uploads: LocalUpload[];
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <ul className="space-y-1.5" aria-label={t('trades.uploads.label')}>
      {uploads.map((item) => (
        <li
          key={item.key}
          data-testid="local-upload"
          data-status={item.status}
          className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-700"
        >
          {item.status === 'loading' ? (
            <Loader2 aria-hidden className="size-4 shrink-0 animate-spin text-emerald-600" />
          ) : (
            <FileWarning aria-hidden className="size-4 shrink-0 text-rose-600" />
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900 dark:text-white">{item.name}</p>
            {item.status === 'loading' ? (
              <progress
                className="mt-1 h-1.5 w-full accent-emerald-600"
                max={100}
                value={Math.round(item.progress * 100)}
                aria-label={t('trades.uploads.progress', { name: item.name })}
              />
            ) : (
              <p role="alert" className="text-rose-700 dark:text-rose-300">
                {item.serverMessage ?? t(`trades.uploads.errors.${item.error ?? 'server'}`)}
              </p>
            )}
          </div>
          {item.status === 'CORRUPTED' ? (
            <button
              type="button"
              onClick={() => onRemove(item.key)}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
              aria-label={t('trades.uploads.remove', { name: item.name })}
            >
              <X aria-hidden className="size-4" />
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
