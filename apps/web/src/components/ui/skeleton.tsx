import clsx from 'clsx';
import { useTranslation } from '@/lib/use-translation';

export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden className={clsx('animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800', className)} />
  );
}

/** Placeholder lines for a card whose data is loading, announced once as "Loading…". */
export function SkeletonLines({ lines = 3, className }: { lines?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('app.loading')} className={clsx('space-y-3', className)}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={clsx('h-4', index === lines - 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}
