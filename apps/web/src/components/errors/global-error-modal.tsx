import { RefreshCw } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { closeErrorModal, useErrorModal } from '@/lib/error-modal';

/**
 * The common errors modal: DEFAULT informs, PAGE_RELOAD_REQUIRED offers a reload; NETWORK, SERVER
 * (with the request id for support) and RATE_LIMITED (with the wait) show API failures.
 */
export function GlobalErrorModal() {
  const { t } = useTranslation();
  const { open, type, title, message, requestId, retryAfter } = useErrorModal();
  const reloadRequired = type === 'PAGE_RELOAD_REQUIRED';
  const texts = {
    DEFAULT: [t('errors.modal.defaultTitle'), t('errors.modal.defaultDescription')],
    PAGE_RELOAD_REQUIRED: [t('errors.modal.reloadTitle'), t('errors.modal.reloadDescription')],
    NETWORK: [t('errorPages.modal.networkTitle'), t('errors.network')],
    SERVER: [t('errors.modal.defaultTitle'), t('errorPages.modal.serverDescription')],
    RATE_LIMITED: [
      t('errorPages.modal.rateLimitedTitle'),
      retryAfter
        ? t('errorPages.modal.rateLimitedWait', { count: retryAfter })
        : t('errorPages.modal.rateLimitedDescription'),
    ],
  } as const;
  const [defaultTitle, defaultDescription] = texts[type];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) closeErrorModal();
      }}
    >
      <DialogContent data-error-modal-type={type}>
        <DialogTitle>{title ?? defaultTitle}</DialogTitle>
        <DialogDescription>{message ?? defaultDescription}</DialogDescription>
        {type === 'SERVER' && requestId ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('errorPages.requestId')} <code className="font-mono break-all select-all">{requestId}</code>
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant={reloadRequired ? 'secondary' : 'primary'}>{t('errors.modal.close')}</Button>
          </DialogClose>
          {reloadRequired ? (
            <Button onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden className="size-4" />
              {t('errors.modal.reload')}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
