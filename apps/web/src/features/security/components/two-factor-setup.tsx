import { zodResolver } from '@hookform/resolvers/zod';
import {
  TWO_FACTOR_METHODS,
  type TwoFactorMethod,
  type TwoFactorSetup as Setup,
  type TwoFactorStatus,
} from '@p2p/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { FormError, InputField } from '@/components/ui/field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import { twoFactorCodeInputSchema, useConfirmTwoFactor } from '../api/confirm-two-factor';
import { twoFactorSetupInputSchema, useSetupTwoFactor } from '../api/setup-two-factor';

/** Turning two-factor on: choose a method, scan the QR code (or get a code), confirm with a code. */
export function TwoFactorSetup({
  status,
  onEnabled,
}: {
  status: TwoFactorStatus;
  onEnabled: (backupCodes: string[]) => void;
}) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<Setup | null>(null);
  return (
    <Card title={t('security.setup.title')} description={t('security.setup.description')}>
      {setup ? (
        <ConfirmSetup setup={setup} onEnabled={onEnabled} onCancel={() => setSetup(null)} />
      ) : (
        <ChooseMethod status={status} onStarted={setSetup} />
      )}
    </Card>
  );
}

function ChooseMethod({ status, onStarted }: { status: TwoFactorStatus; onStarted: (setup: Setup) => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const start = useSetupTwoFactor();
  const firstAvailable = TWO_FACTOR_METHODS.find((method) => status.availableMethods[method]) ?? 'ga';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(twoFactorSetupInputSchema, zodMessages),
    defaultValues: { method: firstAvailable as TwoFactorMethod },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onStarted(await start.mutateAsync(values));
    } catch (error) {
      applyServerErrors(error, setError, ['method']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormError error={errors.root?.server} />
      <RadioGroupField
        id="two-factor-method"
        legend={t('security.setup.methodLegend')}
        options={TWO_FACTOR_METHODS.map((method) => ({
          value: method,
          label: status.availableMethods[method]
            ? t(`security.methods.${method}`)
            : t('security.setup.methodUnavailable', { method: t(`security.methods.${method}`) }),
          disabled: !status.availableMethods[method],
        }))}
        error={translate(errors.method?.message)}
        {...register('method')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('security.setup.starting') : t('security.setup.start')}
      </Button>
    </form>
  );
}

/** The secret grouped by four characters, as authenticator apps show it; apps ignore the spaces. */
const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function ConfirmSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup;
  onEnabled: (backupCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const confirm = useConfirmTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(twoFactorCodeInputSchema, zodMessages), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { backupCodes } = await confirm.mutateAsync(values);
      toast.success(t('security.setup.enabled'));
      onEnabled(backupCodes);
    } catch (error) {
      applyServerErrors(error, setError, ['code'], { fallback: { field: 'code', statuses: [401, 429] } });
    }
  });

  return (
    <div className="space-y-6">
      {setup.method === 'ga' && setup.qrCode && setup.secret ? (
        <ol className="grid gap-6 md:grid-cols-[auto_1fr]">
          <li className="space-y-2">
            <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('security.setup.scan')}
            </p>
            <img
              src={setup.qrCode}
              alt={t('security.setup.qrAlt')}
              width={192}
              height={192}
              className="size-48 rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-700"
            />
          </li>
          <li className="min-w-0 space-y-2">
            <p className="text-sm font-medium text-slate-800 dark:text-slate-200" id="totp-secret-label">
              {t('security.setup.manual')}
            </p>
            <code
              aria-labelledby="totp-secret-label"
              data-testid="totp-secret"
              className="block rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
            >
              {groupSecret(setup.secret)}
            </code>
            <CopyButton text={setup.secret} label={t('security.setup.copySecret')} />
          </li>
        </ol>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('security.setup.codeSent', { destination: setup.sentTo ?? '' })}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormError error={errors.root?.server} />
        <div className="sm:w-72">
          <InputField
            id="two-factor-setup-code"
            label={
              setup.method === 'ga' ? t('security.setup.codeLabelApp') : t('security.setup.codeLabelSent')
            }
            inputMode="numeric"
            autoComplete="one-time-code"
            error={translate(errors.code?.message)}
            {...register('code')}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('security.setup.confirming') : t('security.setup.confirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
