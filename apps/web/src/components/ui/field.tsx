import type { ComponentProps } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Input } from './input';
import { Label } from './label';

export type InputFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/**
 * The accessibility attributes of a field's control: invalid when it has an error, described by the
 * error first, then the hint and any extra ids (a character counter).
 */
export function fieldAria(
  id: string,
  { hint, error, extra = [] }: { hint?: string; error?: string; extra?: string[] },
) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, ...extra]
    .filter(Boolean)
    .join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/** The error and hint lines under a control, with the ids `fieldAria` refers to. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input whose error is announced and tied to it by aria-describedby. */
export function InputField({ id, label, hint, error, ...inputProps }: InputFieldProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...fieldAria(id, { hint, error })} {...inputProps} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} role="alert" className="text-sm text-rose-600 dark:text-rose-400">
      {children}
    </p>
  );
}

/**
 * An error that belongs to the whole form rather than one field. Without a message (5xx, network
 * failure) it shows the generic text.
 */
export function FormError({ error }: { error?: { type?: string | number; message?: string } }) {
  const { t } = useTranslation();
  if (!error) return null;
  const text = error.message || (error.type === 'network' ? t('errors.network') : t('errors.generic'));
  return (
    <div
      role="alert"
      className="rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-700 dark:border-rose-900 dark:bg-rose-950/60 dark:text-rose-300"
    >
      {text}
    </div>
  );
}
