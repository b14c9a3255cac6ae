import { zodResolver } from '@hookform/resolvers/zod';
import type { CurrentUser } from '@p2p/shared';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError, InputField } from '@/components/ui/field';
import { EMAIL_VERIFIED_REDIRECT_MS } from '@/config/redirects';
import { useCountdown } from '@/hooks/use-countdown';
import { useDelayedRedirect } from '@/hooks/use-delayed-redirect';
import { ApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import {
  changeUnconfirmedEmailInputSchema,
  useChangeUnconfirmedEmail,
} from '../api/change-unconfirmed-email';
import { useResendEmailCode } from '../api/resend-email-code';
import { useVerifyEmailCode, verifyEmailCodeInputSchema } from '../api/verify-email-code';

/** The emailVerification step: enter the mailed code, ask for another, or correct the address. */
export function EmailVerification({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const redirectCountdown = useCountdown();
  const redirect = useDelayedRedirect();
  const [confirmed, setConfirmed] = useState(false);
  const verified = user.verification.email.verified;

  return (
    <Card
      title={t('verification.email.title')}
      description={verified ? undefined : t('verification.email.description', { email: user.email })}
    >
      {confirmed ? (
        <Alert role="status" variant="success">
          <p className="font-semibold">{t('verification.email.success')}</p>
          {redirectCountdown.secondsLeft > 0 ? (
            <p>{t('common.redirecting', { seconds: redirectCountdown.secondsLeft })}</p>
          ) : null}
        </Alert>
      ) : verified ? (
        <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <CheckCircle2 aria-hidden className="size-5 text-emerald-600 dark:text-emerald-400" />
          {t('verification.email.verified', { email: user.email })}
        </p>
      ) : changing ? (
        <ChangeEmailForm email={user.email} onDone={() => setChanging(false)} />
      ) : (
        <EmailCodeForm
          onVerified={(redirectTo) => {
            setConfirmed(true);
            // The server's target may be this very page (or unsafe): then there is nothing to count down.
            if (redirect(redirectTo, EMAIL_VERIFIED_REDIRECT_MS))
              redirectCountdown.start(EMAIL_VERIFIED_REDIRECT_MS / 1000);
          }}
          onChangeEmail={() => setChanging(true)}
        />
      )}
    </Card>
  );
}

function EmailCodeForm({
  onVerified,
  onChangeEmail,
}: {
  onVerified: (redirectTo: string) => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const verify = useVerifyEmailCode();
  const resend = useResendEmailCode();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(verifyEmailCodeInputSchema, zodMessages),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await verify.mutateAsync(values);
      toast.success(t('verification.email.success'));
      onVerified(result.redirectTo);
    } catch (error) {
      applyServerErrors(error, setError, ['code']);
    }
  });

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormError error={errors.root?.server} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="sm:w-64">
            <InputField
              id="email-code"
              label={t('verification.email.codeLabel')}
              inputMode="numeric"
              autoComplete="one-time-code"
              error={translate(errors.code?.message)}
              {...register('code')}
            />
          </div>
          <Button type="submit" className="sm:mt-7" disabled={isSubmitting}>
            {isSubmitting ? t('verification.email.submitting') : t('verification.email.submit')}
          </Button>
        </div>
      </form>
      <div className="flex flex-wrap gap-2 text-sm">
        <Button
          variant="ghost"
          size="sm"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () => toast.success(t('verification.email.resent')),
              onError: (error) =>
                toast.error(
                  error instanceof ApiError && error.status < 500 ? error.message : t('errors.generic'),
                ),
            })
          }
        >
          {resend.isPending ? t('common.sending') : t('verification.email.resend')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onChangeEmail}>
          {t('verification.email.change')}
        </Button>
      </div>
    </div>
  );
}

function ChangeEmailForm({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const change = useChangeUnconfirmedEmail();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changeUnconfirmedEmailInputSchema, zodMessages),
    defaultValues: { email },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      toast.success(t('verification.email.changed', { email: values.email }));
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, ['email'], { fallback: { field: 'email', statuses: [409] } });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormError error={errors.root?.server} />
      <InputField
        id="unconfirmed-email"
        type="email"
        label={t('verification.email.newEmailLabel')}
        hint={t('verification.email.newEmailHint')}
        autoComplete="email"
        error={translate(errors.email?.message)}
        {...register('email')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('common.saving') : t('verification.email.changeSubmit')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
