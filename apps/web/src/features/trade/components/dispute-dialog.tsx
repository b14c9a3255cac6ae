import { DISPUTE_REASON_TEXT_MAX, type DisputeReason } from '@p2p/shared';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { TextareaField } from '@/components/ui/textarea-field';
import { useDisputeReasons } from '../api/get-dispute-reasons';
import { useTradeAction } from '../api/trade-actions';
import { actionErrorMessage } from '../lib/action-errors';

/** The dispute modal: a reason from GET /rest/v1/dispute/reasons and what happened, in words. */
export function DisputeDialog({
  open,
  onOpenChange,
  hash,
  onOpened,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hash: string;
  onOpened: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const reasons = useDisputeReasons(open);
  const mutation = useTradeAction(hash);
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; text?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const next = {
      reason: reason === '' ? t('trades.dispute.reasonRequired') : undefined,
      text: text.trim() === '' ? t('trades.dispute.textRequired') : undefined,
    };
    setErrors(next);
    if (next.reason || next.text || reason === '') return;
    try {
      await mutation.mutateAsync({
        action: 'open_dispute',
        input: { dispute_reason_id: reason, dispute_reason_text: text.trim() },
      });
      setReason('');
      setText('');
      onOpened();
    } catch (error) {
      setFailure(actionErrorMessage(error, t));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('trades.dispute.title')}
      description={t('trades.dispute.intro')}
      confirmLabel={mutation.isPending ? t('common.sending') : t('trades.dispute.submit')}
      formId={formId}
      pending={mutation.isPending}
      destructive
    >
      {reasons.isPending ? (
        <SkeletonLines lines={3} />
      ) : (
        <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          {failure || reasons.isError ? (
            <Alert variant="danger" role="alert">
              {failure ?? t('errors.loadFailed')}
            </Alert>
          ) : null}
          <SelectField
            id={`${formId}-reason`}
            label={t('trades.dispute.reason')}
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value as DisputeReason | '')}
          >
            <option value="">{t('trades.dispute.choose')}</option>
            {(reasons.data ?? []).map((id) => (
              <option key={id} value={id}>
                {t(`trades.dispute.reasons.${id}`)}
              </option>
            ))}
          </SelectField>
          <TextareaField
            id={`${formId}-text`}
            label={t('trades.dispute.text')}
            value={text}
            maxLength={DISPUTE_REASON_TEXT_MAX}
            counter={`${text.length} / ${DISPUTE_REASON_TEXT_MAX}`}
            error={errors.text}
            onChange={(event) => setText(event.target.value)}
          />
        </form>
      )}
    </ConfirmDialog>
  );
}
