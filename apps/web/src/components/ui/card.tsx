import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

/** A titled section of a page: the title labels the region for screen readers. */
export function Card({
  title,
  description,
  actions,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={clsx(
        'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
            {title}
          </h2>
          {description ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
          ) : null}
        </div>
        {actions}
      </div>
      {/* A card with nothing under its heading (no trades yet) ends there, without an empty gap. */}
      {children === null || children === undefined || children === false ? null : (
        <div className="mt-5">{children}</div>
      )}
    </section>
  );
}
