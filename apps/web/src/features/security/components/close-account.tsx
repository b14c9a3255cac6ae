import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_CLOSE_BLOCKED,
  PASSWORD_MAX_LENGTH,
  type AccountCloseBlockers,
  type TwoFactorMethod,
} from '@p2p/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { FormError, InputField } from '@/components/ui/field';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslateRecoveryMessage } from '@/lib/recovery-messages';
import { toast } from '@/lib/toasts';
import { zodMessages } from '@/lib/validation-messages';
import { useCloseAccount } from '../api/close-account';
import { closeCheckQueryKey, useCloseCheck } from '../api/get-close-check';
import { SecondFactorField } from './second-factor-field';

const formSchema = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  code: z.string().max(32),
});

/** What still keeps the account open, each with what to do about it. */
function Blockers({ blockers }: { blockers: AccountCloseBlockers }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-medium">{t('accountActivity.close.blockedIntro')}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {blockers.openTrades.length > 0 ? (
          <li>
            <LocalizedLink to={paths.activeTrades}>
              {t('accountActivity.close.openTrades', { count: blockers.openTrades.length })}
            </LocalizedLink>
          </li>
        ) : null}
        {blockers.balances.map((balance) => (
          <li key={`${balance.coin}-${balance.kind}`}>
            {t('accountActivity.close.balance', {
              amount: balance.amount,
              coin: balance.coin,
              kind: t(`accountActivity.close.balanceKinds.${balance.kind}`),
            })}
          </li>
        ))}
        {blockers.pendingDeposits.map((deposit, index) => (
          <li key={`deposit-${index}`}>{t('accountActivity.close.pendingDeposit', deposit)}</li>
        ))}
        {blockers.pendingSendOuts.map((sendOut, index) => (
          <li key={`send-out-${index}`}>{t('accountActivity.close.pendingSendOut', sendOut)}</li>
        ))}
      </ul>
    </div>
  );
}

/** Close the account: refused while something is open; otherwise the password (and code) in a dialog. */
export function CloseAccount({ twoFactorMethod }: { twoFactorMethod: TwoFactorMethod | null }) {
  const { t } = useTranslation();
  const translate = useTranslateRecoveryMessage();
  const id = useId();
  const formId = `${id}-form`;
  const check = useCloseCheck();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [open, setOpen] = useState(false);
  const close = useCloseAccount({
    onSuccess: () => {
      toast.success(t('accountActivity.close.closed'));
      void navigate(localize(paths.home), { replace: true });
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(formSchema, zodMessages),
    defaultValues: { password: '', code: '' },
  });

  const onSubmit = handleSubmit(async ({ password, code }) => {
    try {
      await close.mutateAsync({ password, ...(twoFactorMethod && code.trim() ? { code: code.trim() } : {}) });
    } catch (error) {
      if (error instanceof ApiError && error.code === ACCOUNT_CLOSE_BLOCKED) {
        // Something opened meanwhile: show the fresh list on the page.
        setOpen(false);
        void queryClient.invalidateQueries({ queryKey: closeCheckQueryKey });
        return;
      }
      applyServerErrors(error, setError, ['password', 'code'], {
        fallback: { field: 'password', statuses: [429] },
      });
    }
  });

  const rootError = errors.root?.server;
  const canClose = check.data?.canClose ?? false;

  return (
    <Card title={t('accountActivity.close.title')} description={t('accountActivity.close.description')}>
      {check.isPending ? (
        <SkeletonLines lines={2} />
      ) : check.isError ? (
        <ErrorPanel error={check.error} onRetry={() => void check.refetch()} />
      ) : (
        <div className="space-y-4">
          {canClose ? null : <Blockers blockers={check.data.blockers} />}
          <Button
            variant="danger"
            className="w-full sm:w-auto"
            disabled={!canClose}
            onClick={() => {
              reset();
              setOpen(true);
            }}
          >
            {t('accountActivity.close.button')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('accountActivity.close.confirmTitle')}
        description={t('accountActivity.close.confirmText')}
        confirmLabel={isSubmitting ? t('accountActivity.close.closing') : t('accountActivity.close.confirm')}
        formId={formId}
        pending={isSubmitting}
        destructive
      >
        <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
          <FormError error={rootError && { ...rootError, message: translate(rootError.message) }} />
          <InputField
            id={`${id}-password`}
            type="password"
            label={t('accountActivity.close.passwordLabel')}
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
        </form>
      </ConfirmDialog>
    </Card>
  );
}
