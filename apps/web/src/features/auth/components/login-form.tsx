import { zodResolver } from '@hookform/resolvers/zod';
import type { TwoFactorChallenge } from '@p2p/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { FormError, InputField } from '@/components/ui/field';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslateMessage } from '@/lib/validation-messages';
import { loginInputSchema, useLogin } from '../api/login';
import { TwoFactorLoginForm } from './two-factor-login-form';

/** Username or e-mail and password; then, when the account asks for it, the two-factor code. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const loginMutation = useLogin({ onSuccess });
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginInputSchema), defaultValues: { login: '', password: '' } });

  if (challenge) {
    return (
      <TwoFactorLoginForm
        challenge={challenge}
        onSuccess={onSuccess}
        onStartOver={() => {
          resetField('password');
          setChallenge(null);
        }}
      />
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const outcome = await loginMutation.mutateAsync(values);
      if (outcome.kind === 'two-factor') setChallenge(outcome.challenge);
    } catch (error) {
      // Wrong credentials (401) belong on the password field even when the answer names no field.
      applyServerErrors(error, setError, ['login', 'password'], {
        fallback: { field: 'password', statuses: [401] },
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormError error={errors.root?.server} />
      <InputField
        id="login"
        label={t('auth.login.loginLabel')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={translate(errors.login?.message)}
        {...register('login')}
      />
      <InputField
        id="password"
        type="password"
        label={t('auth.login.passwordLabel')}
        autoComplete="current-password"
        error={translate(errors.password?.message)}
        {...register('password')}
      />
      <p className="-mt-2 text-end text-sm">
        <LocalizedLink
          to={paths.forgotPassword}
          className="font-medium text-emerald-700 underline-offset-4 hover:underline dark:text-emerald-400"
        >
          {t('accountRecovery.forgot.link')}
        </LocalizedLink>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        {t('auth.login.noAccount')}{' '}
        <LocalizedLink
          to={paths.register}
          className="font-medium text-emerald-700 underline-offset-4 hover:underline dark:text-emerald-400"
        >
          {t('auth.login.registerLink')}
        </LocalizedLink>
      </p>
    </form>
  );
}
