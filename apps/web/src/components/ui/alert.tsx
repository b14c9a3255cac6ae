import clsx from 'clsx';
import { AlertTriangle, CheckCircle2, Info, XCircle, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

const looks = {
  info: {
    icon: Info,
    className:
      'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-100',
  },
  success: {
    icon: CheckCircle2,
    className:
      'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100',
  },
  warning: {
    icon: AlertTriangle,
    className:
      'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100',
  },
  danger: {
    icon: XCircle,
    className:
      'border-rose-200 bg-rose-50 text-rose-900 dark:border-rose-900 dark:bg-rose-950/60 dark:text-rose-100',
  },
} satisfies Record<string, { icon: LucideIcon; className: string }>;

export type AlertVariant = keyof typeof looks;

/** A message box in the spec's alert colours; pass role="alert" or "status" when it appears later. */
export function Alert({
  variant = 'info',
  className,
  children,
  ...props
}: ComponentProps<'div'> & { variant?: AlertVariant }) {
  const { icon: Icon, className: look } = looks[variant];
  return (
    <div
      className={clsx('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm', look, className)}
      {...props}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
