import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema, RECOVERY_MESSAGES } from '@p2p/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormError, InputField } from '@/components/ui/field';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslateRecoveryMessage } from '@/lib/recovery-messages';
import { zodMessages } from '@/lib/validation-messages';
import { useResetPassword } from '../api/reset-password';

const MISMATCH = 'mismatch';

const resetFormSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: MISMATCH });

const linkClass = 'font-medium text-emerald-700 underline-offset-4 hover:underline dark:text-emerald-400';

/** The new password, twice; a dead link says so and offers a new one. */
export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateRecoveryMessage();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetFormSchema, zodMessages),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
      onSuccess();
    } catch (error) {
      // The token is not a field of this form: its error is the form's.
      applyServerErrors(error, setError, ['password']);
    }
  });

  const rootError = errors.root?.server;
  const linkDead = rootError?.message === RECOVERY_MESSAGES.linkInvalid;
  const fieldText = (message: string | undefined) =>
    message === MISMATCH ? t('accountRecovery.reset.mismatch') : translate(message);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {linkDead ? (
        <Alert variant="danger" role="alert">
          <p>{t('accountRecovery.messages.linkInvalid')}</p>
          <LocalizedLink to={paths.forgotPassword} className={`mt-1 inline-block ${linkClass}`}>
            {t('accountRecovery.reset.askAgain')}
          </LocalizedLink>
        </Alert>
      ) : (
        <FormError error={rootError && { ...rootError, message: translate(rootError.message) }} />
      )}
      <InputField
        id="new-password"
        type="password"
        label={t('accountRecovery.reset.passwordLabel')}
        hint={t('auth.register.passwordHint')}
        autoComplete="new-password"
        error={fieldText(errors.password?.message)}
        {...register('password')}
      />
      <InputField
        id="confirm-password"
        type="password"
        label={t('accountRecovery.reset.confirmLabel')}
        autoComplete="new-password"
        error={fieldText(errors.confirm?.message)}
        {...register('confirm')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('accountRecovery.reset.submitting') : t('accountRecovery.reset.submit')}
      </Button>
    </form>
  );
}
