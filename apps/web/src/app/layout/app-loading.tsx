import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';

/** Shown while the first page's chunk loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center gap-2 text-slate-500 dark:text-slate-400"
    >
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      {t('app.loading')}
    </div>
  );
}
