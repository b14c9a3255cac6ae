import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { errorText } from '../error-text';

/**
 * Marks the form's controls the server refused (its field messages are keyed by the field names the
 * form sends) as invalid and described by the refusal; clears the marks of an earlier refusal.
 * Answers the refusal's text with each refused field's label in front of its message.
 */
function markRefusedFields(form: HTMLFormElement, failure: unknown, alertId: string, fallback: string) {
  for (const control of form.querySelectorAll<HTMLElement>('[data-refused]')) {
    control.removeAttribute('aria-invalid');
    control.removeAttribute('data-refused');
    const describedBy = (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((id) => id !== alertId);
    if (describedBy.length > 0) control.setAttribute('aria-describedby', describedBy.join(' '));
    else control.removeAttribute('aria-describedby');
  }
  if (!(failure instanceof ApiError) || !failure.details) return errorText(failure, fallback);
  const texts: string[] = [];
  for (const [name, messages] of Object.entries(failure.details)) {
    const control = form.elements.namedItem(name);
    if (!(control instanceof HTMLElement)) {
      texts.push(...messages);
      continue;
    }
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('data-refused', '');
    const describedBy = control.getAttribute('aria-describedby');
    control.setAttribute('aria-describedby', describedBy ? `${describedBy} ${alertId}` : alertId);
    const labels = (control as Partial<HTMLInputElement>).labels;
    const label = labels && labels.length > 0 ? labels[0]!.textContent : null;
    texts.push(label ? `${label}: ${messages.join(' ')}` : messages.join(' '));
  }
  return texts.length > 0 ? texts.join(' ') : errorText(failure, fallback);
}

/**
 * A small form of the platform page: reads its fields by name, runs one switch, says what happened in
 * a toast and shows the server's refusal under the form, each refused field marked and named.
 */
export function ControlForm({
  label,
  submit,
  variant = 'primary',
  onSubmit,
  done,
  children,
}: {
  label: string;
  submit: string;
  variant?: 'primary' | 'danger' | 'secondary';
  onSubmit: (fields: Record<string, string>) => Promise<unknown>;
  done: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const alertId = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const handle = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(
      [...new FormData(form).entries()].map(([key, value]) => [key, String(value)]),
    );
    setPending(true);
    setError(null);
    try {
      await onSubmit(fields);
      markRefusedFields(form, null, alertId, '');
      form.reset();
      toast.success(done);
    } catch (failure) {
      setError(markRefusedFields(form, failure, alertId, t('platform.admin.failed')));
    } finally {
      setPending(false);
    }
  };
  return (
    <form aria-label={label} onSubmit={(event) => void handle(event)} className="space-y-3" noValidate>
      {children}
      {error ? (
        <p id={alertId} role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant={variant} disabled={pending}>
        {submit}
      </Button>
    </form>
  );
}

/** A datetime-local value as an ISO instant (the browser's time zone), or '' when empty. */
export const isoOf = (local: string | undefined) => (local ? new Date(local).toISOString() : '');
