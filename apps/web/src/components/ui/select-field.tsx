import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { FieldMessages, fieldAria } from './field';
import { Label } from './label';

export const controlClassName = clsx(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
  'focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-600/40',
  'aria-invalid:border-rose-500 aria-invalid:focus-visible:outline-rose-500/40',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
);

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
};

/** A labelled native select: native controls work with every screen reader and on phones. */
export function SelectField({ id, label, hint, error, className, children, ...props }: SelectFieldProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={clsx(controlClassName, 'h-10', className)}
        {...fieldAria(id, { hint, error })}
        {...props}
      >
        {children}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
