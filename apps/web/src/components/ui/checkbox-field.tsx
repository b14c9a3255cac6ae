import type { ComponentProps } from 'react';
import { FieldMessages, fieldAria } from './field';

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

export function CheckboxField({ id, label, hint, error, ...props }: CheckboxFieldProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:accent-emerald-500"
          {...fieldAria(id, { hint, error })}
          {...props}
        />
        <label htmlFor={id} className="text-sm text-slate-800 dark:text-slate-200">
          {label}
        </label>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
