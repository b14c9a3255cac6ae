import type { ReactNode } from 'react';
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

/** The modal of InfoDialog (info-dialog.tsx): explains something and closes with one button (the view offer's modals, trading.md §2). */
export function InfoDialogModal({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  confirmLabel?: string;
  onConfirm?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" aria-describedby={description ? undefined : undefined}>
        <DialogTitle>{title}</DialogTitle>
        {description ? (
          <DialogDescription>{description}</DialogDescription>
        ) : (
          <DialogDescription className="sr-only">{title}</DialogDescription>
        )}
        {children ? <div className="mt-4 max-h-[60vh] overflow-y-auto text-sm">{children}</div> : null}
        <DialogFooter>
          {onConfirm ? (
            <Button onClick={onConfirm}>{confirmLabel ?? t('marketplace.modals.understood')}</Button>
          ) : (
            <DialogClose asChild>
              <Button variant="secondary">{t('marketplace.modals.close')}</Button>
            </DialogClose>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
