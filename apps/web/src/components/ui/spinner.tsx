import clsx from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';

/** A spinner announced as a status; `label` defaults to "Loading…". */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={clsx('flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400', className)}
    >
      <LoaderCircle aria-hidden className="size-4 animate-spin" />
      {label ?? t('app.loading')}
    </div>
  );
}
