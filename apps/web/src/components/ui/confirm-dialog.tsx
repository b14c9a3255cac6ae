import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Called by the confirm button, unless `formId` makes it submit that form instead. */
  onConfirm?: () => void;
  /** The id of a form among `children` that the confirm button submits (e.g. one asking for a code). */
  formId?: string;
  pending?: boolean;
  destructive?: boolean;
  children?: ReactNode;
}

/** Asks before an irreversible action (RoboSats' rule: every such action is confirmed first). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  formId,
  pending,
  destructive,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div>{description}</div>
        </DialogDescription>
        {children ? <div className="mt-4">{children}</div> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            type={formId ? 'submit' : 'button'}
            form={formId}
            disabled={pending}
            onClick={formId ? undefined : onConfirm}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
