import { zodResolver } from '@hookform/resolvers/zod';
import type { TwoFactorMethod } from '@p2p/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
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
import { FormError, InputField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import { twoFactorCodeInputSchema } from '../api/confirm-two-factor';
import { useSendTwoFactorCode } from '../api/send-two-factor-code';

export interface CodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  /** With sms or email the dialog offers to send a code; with ga the app shows one. */
  method: TwoFactorMethod;
  /** Runs the change with the code; a rejection is shown on the code field. */
  onSubmitCode: (code: string) => Promise<unknown>;
}

/** Confirms a security change with a current two-factor code (app, SMS, e-mail or a backup code). */
export function CodeDialog({ open, onOpenChange, ...props }: CodeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? <CodeDialogBody {...props} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CodeDialogBody({
  title,
  description,
  confirmLabel,
  destructive,
  method,
  onSubmitCode,
  onDone,
}: Omit<CodeDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const formId = useId();
  const send = useSendTwoFactorCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(twoFactorCodeInputSchema, zodMessages), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await onSubmitCode(code);
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, ['code'], { fallback: { field: 'code', statuses: [401, 429] } });
    }
  });

  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
      <form id={formId} noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
        <FormError error={errors.root?.server} />
        <InputField
          id={`${formId}-code`}
          label={t('security.code.label')}
          hint={method === 'ga' ? t('security.code.hintApp') : t('security.code.hintSent')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          error={translate(errors.code?.message)}
          {...register('code')}
        />
        {method === 'ga' ? null : (
          <Button
            variant="ghost"
            size="sm"
            disabled={send.isPending}
            onClick={() =>
              send.mutate(
                { channel: method },
                {
                  onSuccess: ({ sentTo }) => toast.success(t('security.code.sent', { destination: sentTo })),
                  onError: (error) =>
                    toast.error(
                      error instanceof ApiError && error.status < 500 ? error.message : t('errors.generic'),
                    ),
                },
              )
            }
          >
            {send.isPending ? t('common.sending') : t('security.code.send')}
          </Button>
        )}
      </form>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button
          type="submit"
          form={formId}
          variant={destructive ? 'danger' : 'primary'}
          disabled={isSubmitting}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
