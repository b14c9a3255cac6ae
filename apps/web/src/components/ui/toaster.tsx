import * as ToastPrimitive from '@radix-ui/react-toast';
import { TOAST_AUTO_CLOSE_MS } from '@p2p/shared';
import clsx from 'clsx';
import { AlertTriangle, CheckCircle2, Info, X, XCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { dismissToast, useToasts, type Toast, type ToastType } from '@/lib/toasts';

const looks: Record<ToastType, { icon: LucideIcon; className: string }> = {
  info: {
    icon: Info,
    className: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100',
  },
  success: {
    icon: CheckCircle2,
    className:
      'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  },
  error: {
    icon: XCircle,
    className:
      'border-rose-200 bg-rose-50 text-rose-900 dark:border-rose-900 dark:bg-rose-950 dark:text-rose-100',
  },
  warning: {
    icon: AlertTriangle,
    className:
      'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100',
  },
  light: {
    icon: Info,
    className:
      'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100',
  },
};

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const { icon: Icon, className } = looks[toast.type];
  return (
    <ToastPrimitive.Root
      type={toast.type === 'error' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) dismissToast(toast.id);
      }}
      data-toast-type={toast.type}
      className={clsx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg',
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
        {toast.description ? (
          <ToastPrimitive.Description className="mt-1 text-sm opacity-90">
            {toast.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label={t('toasts.dismiss')}
        className="rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      >
        <X aria-hidden className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Renders the toast store; Radix closes each toast after TOAST_AUTO_CLOSE_MS. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_AUTO_CLOSE_MS} label={t('toasts.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
      <ToastPrimitive.Viewport className="fixed end-0 bottom-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
