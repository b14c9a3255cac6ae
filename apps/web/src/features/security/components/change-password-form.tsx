import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSchema, PASSWORD_MAX_LENGTH, type TwoFactorMethod } from '@p2p/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError, InputField } from '@/components/ui/field';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslateRecoveryMessage } from '@/lib/recovery-messages';
import { toast } from '@/lib/toasts';
import { zodMessages } from '@/lib/validation-messages';
import { useChangePassword } from '../api/change-password';
import { SecondFactorField } from './second-factor-field';

const MISMATCH = 'mismatch';

const formSchema = z
  .object({
    currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
    confirm: z.string(),
    code: z.string().max(32),
  })
  .refine((values) => values.newPassword === values.confirm, { path: ['confirm'], message: MISMATCH });

/** Current password, the new one twice and, while two-factor is on, a code. */
export function ChangePasswordForm({ twoFactorMethod }: { twoFactorMethod: TwoFactorMethod | null }) {
  const { t } = useTranslation();
  const translate = useTranslateRecoveryMessage();
  const id = useId();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(formSchema, zodMessages),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '', code: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, code }) => {
    try {
      await change.mutateAsync({
        currentPassword,
        newPassword,
        ...(twoFactorMethod && code.trim() ? { code: code.trim() } : {}),
      });
      reset();
      toast.success(t('accountRecovery.changePassword.success'));
    } catch (error) {
      applyServerErrors(error, setError, ['currentPassword', 'newPassword', 'code'], {
        fallback: { field: 'currentPassword', statuses: [429] },
      });
    }
  });

  const text = (message: string | undefined) =>
    message === MISMATCH ? t('accountRecovery.reset.mismatch') : translate(message);
  const rootError = errors.root?.server;

  return (
    <Card
      title={t('accountRecovery.changePassword.title')}
      description={t('accountRecovery.changePassword.description')}
    >
      <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
        <FormError error={rootError && { ...rootError, message: translate(rootError.message) }} />
        <InputField
          id={`${id}-current`}
          type="password"
          label={t('accountRecovery.changePassword.currentLabel')}
          autoComplete="current-password"
          error={text(errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
        <InputField
          id={`${id}-new`}
          type="password"
          label={t('accountRecovery.changePassword.newLabel')}
          hint={t('auth.register.passwordHint')}
          autoComplete="new-password"
          error={text(errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <InputField
          id={`${id}-confirm`}
          type="password"
          label={t('accountRecovery.changePassword.confirmLabel')}
          autoComplete="new-password"
          error={text(errors.confirm?.message)}
          {...register('confirm')}
        />
        {twoFactorMethod ? (
          <SecondFactorField
            id={`${id}-code`}
            method={twoFactorMethod}
            error={text(errors.code?.message)}
            {...register('code')}
          />
        ) : null}
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting
            ? t('accountRecovery.changePassword.submitting')
            : t('accountRecovery.changePassword.submit')}
        </Button>
      </form>
    </Card>
  );
}
