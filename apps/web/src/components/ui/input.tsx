import clsx from 'clsx';
import type { ComponentProps } from 'react';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={clsx(
        'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
        'placeholder:text-slate-400 focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-600/40',
        'aria-invalid:border-rose-500 aria-invalid:focus-visible:outline-rose-500/40',
        'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500',
        className,
      )}
      {...props}
    />
  );
}
