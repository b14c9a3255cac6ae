import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormError, InputField } from '@/components/ui/field';
import { formatCountdown, useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import { confirmPhoneInputSchema, useConfirmPhone } from '../api/confirm-phone';
import { useSendPhoneCode, type PhoneCodeSent, type SendPhoneCodeInput } from '../api/send-phone-code';
import { phoneErrorName } from './phone-errors';

/** The code sent by SMS or call; too many wrong codes lock the form for the server's countdown. */
export function PhoneCodeForm({
  sent,
  request,
  onResent,
  onChangeNumber,
  onVerified,
}: {
  sent: PhoneCodeSent;
  request: SendPhoneCodeInput;
  onResent: (answer: PhoneCodeSent) => void;
  onChangeNumber: () => void;
  onVerified: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const confirm = useConfirmPhone();
  const resend = useSendPhoneCode();
  const lock = useCountdown();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(confirmPhoneInputSchema, zodMessages),
    defaultValues: { phoneCode: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
      toast.success(t('verification.phone.success'));
      onVerified();
    } catch (error) {
      if (error instanceof ApiError && error.countdown) {
        lock.start(error.countdown);
        clearErrors();
        return;
      }
      applyServerErrors(error, setError, ['phoneCode']);
    }
  });

  const locked = lock.secondsLeft > 0;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {sent.channel === 'call'
          ? t('verification.phone.calling', { phone: sent.phone })
          : t('verification.phone.sent', { phone: sent.phone })}
      </p>
      {locked ? (
        <Alert role="alert" variant="warning">
          <p className="font-semibold">{t('verification.phone.tooManyCodes')}</p>
          <p role="timer" aria-live="off" data-testid="phone-countdown">
            {t('verification.phone.locked', { time: formatCountdown(lock.secondsLeft) })}
          </p>
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormError error={errors.root?.server} />
        <fieldset disabled={locked} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="sm:w-64">
            <InputField
              id="phone-code"
              label={t('verification.phone.codeLabel')}
              inputMode="numeric"
              autoComplete="one-time-code"
              error={translate(errors.phoneCode?.message)}
              {...register('phoneCode')}
            />
          </div>
          <Button type="submit" className="sm:mt-7" disabled={isSubmitting || locked}>
            {isSubmitting ? t('verification.phone.verifying') : t('verification.phone.verify')}
          </Button>
        </fieldset>
      </form>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          disabled={resend.isPending || locked}
          onClick={() =>
            resend.mutate(request, {
              onSuccess: (answer) => {
                toast.success(t('verification.phone.resent'));
                onResent(answer);
              },
              onError: (error) => {
                if (error instanceof ApiError && error.countdown) lock.start(error.countdown);
                const name = error instanceof ApiError ? phoneErrorName(error.errorCode) : undefined;
                toast.error(
                  name
                    ? t(`verification.phone.errorCodes.${name}`)
                    : error instanceof ApiError && error.status < 500
                      ? error.message
                      : t('errors.generic'),
                );
              },
            })
          }
        >
          {resend.isPending ? t('common.sending') : t('verification.phone.resend')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onChangeNumber}>
          {t('verification.phone.changeNumber')}
        </Button>
      </div>
    </div>
  );
}
