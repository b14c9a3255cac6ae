import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormError, InputField } from '@/components/ui/field';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslateRecoveryMessage } from '@/lib/recovery-messages';
import { zodMessages } from '@/lib/validation-messages';
import { passwordResetRequestInputSchema, useRequestPasswordReset } from '../api/request-password-reset';

const linkClass = 'font-medium text-emerald-700 underline-offset-4 hover:underline dark:text-emerald-400';

/** The address of the account; afterwards the same "check your e-mail" whatever the address. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const translate = useTranslateRecoveryMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordResetRequestInputSchema, zodMessages),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      applyServerErrors(error, setError, ['email']);
    }
  });

  if (sentTo) {
    return (
      <div className="space-y-5">
        <Alert variant="success" role="status">
          <p className="font-medium">{t('accountRecovery.forgot.sentTitle')}</p>
          <p className="mt-1 break-words">{t('accountRecovery.forgot.sent', { email: sentTo })}</p>
        </Alert>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('accountRecovery.forgot.notReceived')}
        </p>
        <p className="text-center text-sm">
          <LocalizedLink to={paths.login} className={linkClass}>
            {t('accountRecovery.forgot.backToLogin')}
          </LocalizedLink>
        </p>
      </div>
    );
  }

  const rootError = errors.root?.server;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormError error={rootError && { ...rootError, message: translate(rootError.message) }} />
      <InputField
        id="email"
        type="email"
        label={t('accountRecovery.forgot.emailLabel')}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={translate(errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('accountRecovery.forgot.submitting') : t('accountRecovery.forgot.submit')}
      </Button>
      <p className="text-center text-sm">
        <LocalizedLink to={paths.login} className={linkClass}>
          {t('accountRecovery.forgot.backToLogin')}
        </LocalizedLink>
      </p>
    </form>
  );
}
