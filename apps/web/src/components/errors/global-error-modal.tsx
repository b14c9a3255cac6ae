import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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

/** The common errors modal: DEFAULT informs, PAGE_RELOAD_REQUIRED offers a reload. */
export function GlobalErrorModal() {
  const { t } = useTranslation();
  const { open, type, title, message } = useErrorModal();
  const reloadRequired = type === 'PAGE_RELOAD_REQUIRED';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) closeErrorModal();
      }}
    >
      <DialogContent data-error-modal-type={type}>
        <DialogTitle>
          {title ?? (reloadRequired ? t('errors.modal.reloadTitle') : t('errors.modal.defaultTitle'))}
        </DialogTitle>
        <DialogDescription>
          {message ??
            (reloadRequired ? t('errors.modal.reloadDescription') : t('errors.modal.defaultDescription'))}
        </DialogDescription>
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
