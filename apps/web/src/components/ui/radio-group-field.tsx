import type { ComponentProps } from 'react';
import { FieldError } from './field';

export type RadioGroupFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  id: string;
  legend: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  error?: string;
};

/** Radio buttons in a fieldset; spread react-hook-form's `register(name)` into it. */
export function RadioGroupField({ id, legend, options, error, ...inputProps }: RadioGroupFieldProps) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex items-center gap-2 text-sm text-slate-800 has-disabled:opacity-60 dark:text-slate-200"
          >
            <input
              type="radio"
              value={option.value}
              disabled={option.disabled}
              className="size-4 accent-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:accent-emerald-500"
              {...inputProps}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}
