import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema, PASSWORD_MAX_LENGTH, type EmailChange, type TwoFactorMethod } from '@p2p/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError, InputField } from '@/components/ui/field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslateRecoveryMessage } from '@/lib/recovery-messages';
import { toast } from '@/lib/toasts';
import { zodMessages } from '@/lib/validation-messages';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useEmailChange } from '../api/get-email-change';
import { useStartEmailChange } from '../api/start-email-change';
import { SecondFactorField } from './second-factor-field';
import { formatDateTime } from '@/lib/format';

const formSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  code: z.string().max(32),
});

/** The address, an open change with the state of its two confirmations, or the form to start one. */
export function ChangeEmailForm({
  currentEmail,
  twoFactorMethod,
}: {
  currentEmail: string;
  twoFactorMethod: TwoFactorMethod | null;
}) {
  const { t } = useTranslation();
  const open = useEmailChange();
  return (
    <Card
      title={t('accountRecovery.changeEmail.title')}
      description={
        <span className="break-words">
          {t('accountRecovery.changeEmail.description', { email: currentEmail })}
        </span>
      }
    >
      {open.isPending ? (
        <SkeletonLines lines={3} />
      ) : open.data ? (
        <PendingChange change={open.data} />
      ) : (
        <StartForm twoFactorMethod={twoFactorMethod} />
      )}
    </Card>
  );
}

function PendingChange({ change }: { change: EmailChange }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelEmailChange();
  const state = (confirmed: boolean) =>
    confirmed ? t('accountRecovery.changeEmail.confirmed') : t('accountRecovery.changeEmail.waiting');
  return (
    <div className="space-y-4">
      <Alert variant="info" role="status">
        <p className="font-medium break-words">
          {t('accountRecovery.changeEmail.pendingTitle', { email: change.newEmail })}
        </p>
        <ul className="mt-2 space-y-1">
          <li className="break-words">
            {t('accountRecovery.changeEmail.newAddress')}: {change.newEmail} — {state(change.newConfirmed)}
          </li>
          <li className="break-words">
            {t('accountRecovery.changeEmail.oldAddress')}: {change.oldEmail} — {state(change.oldConfirmed)}
          </li>
        </ul>
        <p className="mt-2">
          {t('accountRecovery.changeEmail.expires', {
            date: formatDateTime(change.expiresAt, i18n.language),
          })}
        </p>
      </Alert>
      <Button
        variant="secondary"
        disabled={cancel.isPending}
        className="w-full sm:w-auto"
        onClick={() =>
          cancel.mutate(undefined, {
            onSuccess: () => toast.success(t('accountRecovery.changeEmail.cancelled')),
            onError: () => toast.error(t('errors.generic')),
          })
        }
      >
        {cancel.isPending
          ? t('accountRecovery.changeEmail.cancelling')
          : t('accountRecovery.changeEmail.cancel')}
      </Button>
    </div>
  );
}

function StartForm({ twoFactorMethod }: { twoFactorMethod: TwoFactorMethod | null }) {
  const { t } = useTranslation();
  const translate = useTranslateRecoveryMessage();
  const id = useId();
  const start = useStartEmailChange();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(formSchema, zodMessages),
    defaultValues: { email: '', password: '', code: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password, code }) => {
    try {
      await start.mutateAsync({
        email,
        password,
        ...(twoFactorMethod && code.trim() ? { code: code.trim() } : {}),
      });
      toast.success(t('accountRecovery.changeEmail.started'));
    } catch (error) {
      applyServerErrors(error, setError, ['email', 'password', 'code'], {
        fallback: { field: 'password', statuses: [429] },
      });
    }
  });

  const rootError = errors.root?.server;
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <FormError error={rootError && { ...rootError, message: translate(rootError.message) }} />
      <InputField
        id={`${id}-email`}
        type="email"
        label={t('accountRecovery.changeEmail.newLabel')}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={translate(errors.email?.message)}
        {...register('email')}
      />
      <InputField
        id={`${id}-password`}
        type="password"
        label={t('accountRecovery.changeEmail.passwordLabel')}
        autoComplete="current-password"
        error={translate(errors.password?.message)}
        {...register('password')}
      />
      {twoFactorMethod ? (
        <SecondFactorField
          id={`${id}-code`}
          method={twoFactorMethod}
          error={translate(errors.code?.message)}
          {...register('code')}
        />
      ) : null}
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? t('accountRecovery.changeEmail.submitting') : t('accountRecovery.changeEmail.submit')}
      </Button>
    </form>
  );
}
