import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from './input';
import { Label } from './label';

export type InputFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled input whose error is announced and tied to it by aria-describedby. */
export function InputField({ id, label, hint, error, ...inputProps }: InputFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
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
