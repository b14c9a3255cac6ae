import { zodResolver } from '@hookform/resolvers/zod';
import { CHARGEBACK_IDENTITY_ERROR_CODE, chargebackInputSchema, type TradeListItem } from '@p2p/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormError, InputField } from '@/components/ui/field';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useReportChargeback } from '../api/report-chargeback';

const formSchema = chargebackInputSchema.omit({ id_hashed: true });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;
const FIELDS = ['chargeback_date', 'chargeback_amount', 'description', 'payment_reference'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Only the seller of a completed trade may report a chargeback on it. Anyone else is told to contact
 * support and the form is not offered, so nothing is sent (trading.md §8); the server checks the same
 * and its refusal ends the form the same way.
 */
export function isChargebackReportable(trade: TradeListItem): boolean {
  return trade.type === 'sell' && trade.tradeCompleted;
}

/** The chargeback report of one trade, opened from the trade history. */
export function ChargebackDialog({
  trade,
  open,
  onOpenChange,
}: {
  trade: TradeListItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle>{t('tradeLists.chargeback.title')}</DialogTitle>
        <DialogDescription>
          {t('tradeLists.chargeback.description', {
            trade: trade.tradeHash,
            partner: trade.partner.username,
          })}
        </DialogDescription>
        {/* Mounted only while open, so each opening starts from an empty form. */}
        {open ? <ChargebackForm trade={trade} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ChargebackForm({ trade, onDone }: { trade: TradeListItem; onDone: () => void }) {
  const { t } = useTranslation();
  const report = useReportChargeback();
  const [identityFailed, setIdentityFailed] = useState(!isChargebackReportable(trade));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { chargeback_date: '', chargeback_amount: '', description: '', payment_reference: '' },
  });

  const message = (field: Field) => {
    const error = errors[field];
    if (!error) return undefined;
    // Server messages come as they are; the form's own checks in the page's language.
    return error.type === 'server' ? error.message : t(`tradeLists.chargeback.errors.${field}`);
  };

  const onSubmit = (values: FormValues) =>
    report.mutate(
      { id_hashed: trade.tradeHash, ...values },
      {
        onSuccess: (created) => {
          toast.success(t('tradeLists.chargeback.sent', { trade: created.tradeHash }));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === CHARGEBACK_IDENTITY_ERROR_CODE)
            setIdentityFailed(true);
          else applyServerErrors(error, setError, FIELDS);
        },
      },
    );

  if (identityFailed) {
    return (
      <>
        <Alert variant="warning" role="alert" className="mt-4">
          {t('tradeLists.chargeback.contactSupport')}
        </Alert>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('tradeLists.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </>
    );
  }

  return (
    <form noValidate className="mt-4 space-y-4" onSubmit={handleSubmit(onSubmit)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="chargeback-date"
          type="date"
          label={t('tradeLists.chargeback.date')}
          error={message('chargeback_date')}
          {...register('chargeback_date')}
        />
        <InputField
          id="chargeback-amount"
          inputMode="decimal"
          label={t('tradeLists.chargeback.amount', { currency: trade.fiatCurrencyCode })}
          error={message('chargeback_amount')}
          {...register('chargeback_amount')}
        />
      </div>
      <InputField
        id="chargeback-reference"
        label={t('tradeLists.chargeback.reference')}
        hint={t('tradeLists.chargeback.referenceHint')}
        error={message('payment_reference')}
        {...register('payment_reference')}
      />
      <TextareaField
        id="chargeback-description"
        label={t('tradeLists.chargeback.what')}
        error={message('description')}
        {...register('description')}
      />
      <FormError error={errors.root?.server} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={report.isPending}>
            {t('common.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={report.isPending}>
          {t('tradeLists.chargeback.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
