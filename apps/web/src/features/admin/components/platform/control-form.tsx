import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toasts';
import { errorText } from '../error-text';

/**
 * A small form of the platform page: reads its fields by name, runs one switch, says what happened in
 * a toast and shows the server's refusal (field messages) under the form.
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
      form.reset();
      toast.success(done);
    } catch (failure) {
      setError(errorText(failure, t('platform.admin.failed')));
    } finally {
      setPending(false);
    }
  };
  return (
    <form aria-label={label} onSubmit={(event) => void handle(event)} className="space-y-3" noValidate>
      {children}
      {error ? (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
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
