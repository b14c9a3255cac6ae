import { zodResolver } from '@hookform/resolvers/zod';
import type { TwoFactorChallenge } from '@p2p/shared';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { FormError, InputField } from '@/components/ui/field';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import { loginTwoFactorInputSchema, useLoginTwoFactor } from '../api/login-two-factor';

/** The login's second step: the code from the authenticator app, an SMS or e-mail, or a backup code. */
export function TwoFactorLoginForm({
  challenge,
  onSuccess,
  onStartOver,
}: {
  challenge: TwoFactorChallenge;
  onSuccess: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const mutation = useLoginTwoFactor({ onSuccess });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginTwoFactorInputSchema, zodMessages),
    defaultValues: { requestId: challenge.requestId, code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      // A wrong code (401) names the code field; an expired sign-in (410) names requestId: form level.
      applyServerErrors(error, setError, ['code'], { fallback: { field: 'code', statuses: [401] } });
    }
  });

  const hint =
    challenge.method === 'ga' || !challenge.sentTo
      ? t('auth.twoFactor.hintApp')
      : t('auth.twoFactor.hintSent', { destination: challenge.sentTo });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="two-factor-title">
      <div className="flex items-start gap-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100">
        <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <h2 id="two-factor-title" className="font-semibold">
            {t('auth.twoFactor.title')}
          </h2>
          <p className="mt-0.5">{hint}</p>
        </div>
      </div>
      <FormError error={errors.root?.server} />
      <InputField
        id="two-factor-code"
        label={t('auth.twoFactor.codeLabel')}
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        error={translate(errors.code?.message ?? errors.requestId?.message)}
        {...register('code')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth.twoFactor.submitting') : t('auth.twoFactor.submit')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onStartOver}>
        {t('auth.twoFactor.startOver')}
      </Button>
    </form>
  );
}
