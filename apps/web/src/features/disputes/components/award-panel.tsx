import { zodResolver } from '@hookform/resolvers/zod';
import { disputeAwardInputSchema, type DisputeAwardInput, type DisputeDetail } from '@p2p/shared';
import { Gavel } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { toast } from '@/lib/toasts';
import { useAwardDispute } from '../api/award-dispute';
import { disputeWinner } from './dispute-winner';
import { formatCoin } from '../utils/format-coin';

/**
 * The moderator's decision: the escrow to the buyer (crypto released to them) or back to the seller,
 * with a note for the audit log. Nothing moves before the confirmation dialog is accepted, and a retry
 * of that one decision reuses its Idempotency-Key.
 */
export function AwardPanel({ dispute }: { dispute: DisputeDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const award = useAwardDispute(dispute.tradeHash);
  const [pending, setPending] = useState<(DisputeAwardInput & { idempotencyKey: string }) | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DisputeAwardInput>({
    resolver: zodResolver(disputeAwardInputSchema),
    defaultValues: { note: '' },
  });

  const winner = disputeWinner(dispute);
  if (!dispute.canAward) {
    return (
      <Card title={t('tradeLists.award.title')}>
        <Alert variant={winner ? 'success' : 'info'}>
          {winner
            ? t(`tradeLists.award.settled.${winner}`, {
                username: dispute[winner].username,
                moderator: dispute.moderator ?? '—',
              })
            : t('tradeLists.award.notOpen', { status: t(`tradeLists.status.${dispute.status}`) })}
        </Alert>
      </Card>
    );
  }

  const amount = formatCoin(dispute.cryptoAmount, dispute.cryptoCurrencyCode, locale);
  const confirm = () => {
    if (!pending) return;
    award.mutate(pending, {
      onSuccess: () => {
        toast.success(
          t(`tradeLists.award.done.${pending.winner}`, { username: dispute[pending.winner].username }),
        );
        setPending(null);
      },
      onError: (error) => {
        setPending(null);
        if (error instanceof ApiError && error.status === 409) toast.error(error.message);
        else applyServerErrors(error, setError, ['winner', 'note']);
      },
    });
  };

  return (
    <Card title={t('tradeLists.award.title')} description={t('tradeLists.award.description')}>
      <form
        noValidate
        aria-label={t('tradeLists.award.title')}
        className="space-y-4"
        onSubmit={handleSubmit((values) => setPending({ ...values, idempotencyKey: newIdempotencyKey() }))}
      >
        <RadioGroupField
          id="award-winner"
          legend={t('tradeLists.award.winner')}
          options={[
            { value: 'buyer', label: t('tradeLists.award.toBuyer', { username: dispute.buyer.username }) },
            { value: 'seller', label: t('tradeLists.award.toSeller', { username: dispute.seller.username }) },
          ]}
          error={errors.winner ? t('tradeLists.award.chooseWinner') : undefined}
          {...register('winner')}
        />
        <TextareaField
          id="award-note"
          label={t('tradeLists.award.note')}
          hint={t('tradeLists.award.noteHint')}
          className="min-h-20"
          error={
            errors.note
              ? errors.note.type === 'server'
                ? errors.note.message
                : t('tradeLists.award.noteRequired')
              : undefined
          }
          {...register('note')}
        />
        <FormError error={errors.root?.server} />
        <Button type="submit" disabled={award.isPending}>
          <Gavel aria-hidden className="size-4" />
          {t('tradeLists.award.submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={t('tradeLists.award.confirmTitle')}
        description={
          pending ? (
            <div className="space-y-2">
              <p>
                {t(`tradeLists.award.confirm.${pending.winner}`, {
                  amount,
                  username: dispute[pending.winner].username,
                })}
              </p>
              <p className="rounded-lg bg-slate-100 p-2 whitespace-pre-line text-slate-800 dark:bg-slate-800 dark:text-slate-200">
                {pending.note}
              </p>
              <p>{t('tradeLists.award.irreversible')}</p>
            </div>
          ) : null
        }
        confirmLabel={t('tradeLists.award.confirmButton')}
        onConfirm={confirm}
        pending={award.isPending}
        destructive
      />
    </Card>
  );
}
