import { OFFER_LIMITS, OFFER_REPORT_REASONS, type OfferReportReason } from '@p2p/shared';
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-error';
import { useReportOffer } from '../api/report-offer';

/** Report offer (trading.md §4): pick a reason, send; then "reported", or the error is kept and shown. */
export function ReportOfferDialog({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<OfferReportReason | ''>('');
  const [message, setMessage] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const report = useReportOffer();

  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      report.reset();
      setReason('');
      setMessage('');
      setReasonError(undefined);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonError(t('marketplace.report.chooseReason'));
      return;
    }
    setReasonError(undefined);
    report.mutate({ hash, reason, message });
  };

  const errorText =
    report.error instanceof ApiError && report.error.status >= 400 && report.error.status < 500
      ? report.error.message
      : t('errors.generic');

  return (
    <Dialog open={open} onOpenChange={change}>
      <Button variant="ghost" size="sm" onClick={() => change(true)}>
        <Flag aria-hidden className="size-4" />
        {t('marketplace.offer.report')}
      </Button>
      <DialogContent className="max-w-lg">
        <DialogTitle>{t('marketplace.report.title')}</DialogTitle>
        <DialogDescription>{t('marketplace.report.description')}</DialogDescription>
        {report.isSuccess ? (
          <>
            <Alert variant="success" role="status" className="mt-4">
              {t('marketplace.report.sent')}
            </Alert>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">{t('marketplace.modals.close')}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} className="mt-4 space-y-4" aria-label={t('marketplace.report.title')}>
            <fieldset className="space-y-2" aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
              <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
                {t('marketplace.report.reason')}
              </legend>
              {OFFER_REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
                >
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="size-4 accent-emerald-700 dark:accent-emerald-500"
                  />
                  {t(`marketplace.report.reasons.${value}`)}
                </label>
              ))}
              {reasonError ? <FieldError id={`${id}-reason-error`}>{reasonError}</FieldError> : null}
            </fieldset>
            <TextareaField
              id={`${id}-message`}
              label={t('marketplace.report.message')}
              maxLength={OFFER_LIMITS.reportMessageMax}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              counter={`${message.length} / ${OFFER_LIMITS.reportMessageMax}`}
            />
            {report.isError ? (
              <Alert variant="danger" role="alert">
                <p className="font-semibold">{t('marketplace.report.failed')}</p>
                <p>{errorText}</p>
              </Alert>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">{t('common.cancel')}</Button>
              </DialogClose>
              <Button type="submit" disabled={report.isPending}>
                {report.isPending ? t('common.sending') : t('marketplace.report.send')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
