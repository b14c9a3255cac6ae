import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { FieldMessages, fieldAria } from './field';
import { Label } from './label';
import { controlClassName } from './select-field';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Shown at the end of the label line, e.g. a character counter; read with the field. */
  counter?: ReactNode;
};

export function TextareaField({ id, label, hint, error, counter, className, ...props }: TextareaFieldProps) {
  const counterId = `${id}-counter`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {counter ? (
          <span id={counterId} className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {counter}
          </span>
        ) : null}
      </div>
      <textarea
        id={id}
        className={clsx(controlClassName, 'min-h-28 py-2', className)}
        {...fieldAria(id, { hint, error, extra: counter ? [counterId] : [] })}
        {...props}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
