import { zodResolver } from '@hookform/resolvers/zod';
import type { KycDemand } from '@p2p/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import { useWithdrawKycDemand, withdrawKycDemandInputSchema } from '../../api/kyc-demands';

/**
 * Asks for the reason before withdrawing a demand. A refusal stays in the dialog, under the reason or
 * above the buttons, so the reason typed is not lost.
 */
export function WithdrawDemandDialog({
  userId,
  username,
  demand,
  onClose,
}: {
  userId: number;
  username: string;
  demand: KycDemand | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const withdraw = useWithdrawKycDemand(userId);
  const kind = demand ? t(`kycDemands.kinds.${demand.kind}`) : '';
  return (
    <ConfirmDialog
      open={demand !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('kycDemands.withdrawTitle')}
      description={t('kycDemands.withdrawDescription', { kind, username })}
      confirmLabel={t('kycDemands.withdraw')}
      formId={formId}
      pending={withdraw.isPending}
    >
      {demand ? (
        <WithdrawForm
          id={formId}
          onSubmit={(reason, setError) =>
            withdraw.mutate(
              { demandId: demand.id, reason },
              {
                onSuccess: () => {
                  toast.success(t('kycDemands.withdrawn', { kind, username }));
                  onClose();
                },
                onError: setError,
              },
            )
          }
        />
      ) : null}
    </ConfirmDialog>
  );
}

function WithdrawForm({
  id,
  onSubmit,
}: {
  id: string;
  onSubmit: (reason: string, onError: (error: unknown) => void) => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(withdrawKycDemandInputSchema, zodMessages),
    defaultValues: { reason: '' },
  });
  return (
    <form
      id={id}
      noValidate
      className="space-y-3"
      onSubmit={handleSubmit(({ reason }) =>
        onSubmit(reason, (error) => applyServerErrors(error, setError, ['reason'])),
      )}
    >
      <TextareaField
        id={`${id}-reason`}
        label={t('kycDemands.withdrawReasonLabel')}
        className="min-h-20"
        error={translate(errors.reason?.message)}
        {...register('reason')}
      />
      <FormError error={errors.root?.server} />
    </form>
  );
}
