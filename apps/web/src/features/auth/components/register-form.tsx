import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { FormError, InputField } from '@/components/ui/field';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslateMessage } from '@/lib/validation-messages';
import { registerInputSchema, useRegister } from '../api/register';

/**
 * The sign-up form. `referralCode` is the partner code of the link the visitor came by (`?ref=`),
 * sent with the registration so the partner programme can attribute them.
 */
export function RegisterForm({ onSuccess, referralCode }: { onSuccess: () => void; referralCode?: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const registerMutation = useRegister({ onSuccess });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { username: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerMutation.mutateAsync(referralCode ? { ...values, ref: referralCode } : values);
    } catch (error) {
      // A conflict that names no field is a taken username.
      applyServerErrors(error, setError, ['username', 'email', 'password'], {
        fallback: { field: 'username', statuses: [409] },
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <FormError error={errors.root?.server} />
      <InputField
        id="username"
        label={t('auth.register.usernameLabel')}
        hint={t('auth.register.usernameHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={translate(errors.username?.message)}
        {...register('username')}
      />
      <InputField
        id="email"
        type="email"
        label={t('auth.register.emailLabel')}
        autoComplete="email"
        error={translate(errors.email?.message)}
        {...register('email')}
      />
      <InputField
        id="password"
        type="password"
        label={t('auth.register.passwordLabel')}
        hint={t('auth.register.passwordHint')}
        autoComplete="new-password"
        error={translate(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        {t('auth.register.haveAccount')}{' '}
        <LocalizedLink
          to={paths.login}
          className="font-medium text-emerald-700 underline-offset-4 hover:underline dark:text-emerald-400"
        >
          {t('auth.register.loginLink')}
        </LocalizedLink>
      </p>
    </form>
  );
}
