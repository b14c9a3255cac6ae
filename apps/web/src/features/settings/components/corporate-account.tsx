import { zodResolver } from '@hookform/resolvers/zod';
import { CORPORATE_STATUSES, type Country, type CorporateStatus, type CurrentUser } from '@p2p/shared';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError, InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { ACCOUNT_CONVERSION_REDIRECT_MS } from '@/config/redirects';
import { useCountdown } from '@/hooks/use-countdown';
import { useDelayedRedirect } from '@/hooks/use-delayed-redirect';
import { ApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import {
  convertToCorporateInputSchema,
  useConvertToCorporate,
  type ConversionResult,
  type ConvertToCorporateInput,
} from '../api/convert-to-corporate';
import { useConvertToPersonal } from '../api/convert-to-personal';

const STATUS_LOOKS: Record<CorporateStatus, BadgeVariant> = {
  in_review: 'warning',
  application_submitted: 'warning',
  application_waiting_resubmission: 'warning',
  application_approved: 'success',
  application_rejected: 'danger',
};

const isCorporateStatus = (value: string | null): value is CorporateStatus =>
  value !== null && (CORPORATE_STATUSES as readonly string[]).includes(value);

/** Why a conversion failed, for the spec's error toast: the server's field messages when it sent some. */
function conversionErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  const details = Object.values(error.details ?? {}).flat();
  return details.length > 0 ? details.join(' ') : error.message;
}

/** Converting between a personal and a corporate account; the page follows the server after 4 s. */
export function CorporateAccount({ user, countries }: { user: CurrentUser; countries: readonly Country[] }) {
  const { t } = useTranslation();
  const [done, setDone] = useState<ConversionResult | null>(null);
  const countdown = useCountdown();
  const redirect = useDelayedRedirect();
  const status = isCorporateStatus(user.corporateStatus) ? user.corporateStatus : null;
  const corporate = user.accountType === 'corporate';

  const finish = (result: ConversionResult) => {
    setDone(result);
    toast.success(result.message);
    if (redirect(result.redirectTo, ACCOUNT_CONVERSION_REDIRECT_MS))
      countdown.start(ACCOUNT_CONVERSION_REDIRECT_MS / 1000);
  };

  if (done) {
    return (
      <Alert role="status" variant="success">
        <p className="font-semibold">{done.message}</p>
        {countdown.secondsLeft > 0 ? (
          <p>{t('common.redirecting', { seconds: countdown.secondsLeft })}</p>
        ) : null}
      </Alert>
    );
  }

  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Building2 aria-hidden className="size-4 text-slate-500" />
        {corporate ? t('settings.corporate.isCorporate') : t('settings.corporate.isPersonal')}
        {status ? (
          <Badge variant={STATUS_LOOKS[status]}>{t(`settings.corporate.statuses.${status}`)}</Badge>
        ) : null}
      </p>
      {corporate && status !== 'application_rejected' ? (
        <ConvertToPersonal onDone={finish} />
      ) : (
        <ConvertToCorporateForm countries={countries} onDone={finish} />
      )}
    </div>
  );
}

function ConvertToCorporateForm({
  countries,
  onDone,
}: {
  countries: readonly Country[];
  onDone: (result: ConversionResult) => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const convert = useConvertToCorporate();
  const [pending, setPending] = useState<ConvertToCorporateInput | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(convertToCorporateInputSchema, zodMessages),
    defaultValues: { companyName: '', registrationNumber: '', countryIso: '' },
  });

  const confirm = async () => {
    if (!pending) return;
    try {
      onDone(await convert.mutateAsync(pending));
    } catch (error) {
      setPending(null);
      toast.error(conversionErrorText(error, t('errors.generic')));
      applyServerErrors(error, setError, ['companyName', 'registrationNumber', 'countryIso']);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(setPending)} className="space-y-4">
      <FormError error={errors.root?.server} />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          id="companyName"
          label={t('settings.corporate.companyName')}
          autoComplete="organization"
          error={translate(errors.companyName?.message)}
          {...register('companyName')}
        />
        <InputField
          id="registrationNumber"
          label={t('settings.corporate.registrationNumber')}
          autoComplete="off"
          error={translate(errors.registrationNumber?.message)}
          {...register('registrationNumber')}
        />
        <SelectField
          id="countryIso"
          label={t('settings.corporate.country')}
          error={translate(errors.countryIso?.message)}
          {...register('countryIso')}
        >
          <option value="">{t('settings.corporate.chooseCountry')}</option>
          {countries.map((country) => (
            <option key={country.id} value={country.iso ?? ''}>
              {country.name}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" variant="secondary">
        {t('settings.corporate.toCorporate')}
      </Button>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={t('settings.corporate.toCorporateTitle')}
        description={t('settings.corporate.toCorporateDescription', { company: pending?.companyName ?? '' })}
        confirmLabel={t('settings.corporate.toCorporateConfirm')}
        pending={convert.isPending}
        onConfirm={() => void confirm()}
      />
    </form>
  );
}

function ConvertToPersonal({ onDone }: { onDone: (result: ConversionResult) => void }) {
  const { t } = useTranslation();
  const convert = useConvertToPersonal();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('settings.corporate.toPersonal')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settings.corporate.toPersonalTitle')}
        description={t('settings.corporate.toPersonalDescription')}
        confirmLabel={t('settings.corporate.toPersonalConfirm')}
        destructive
        pending={convert.isPending}
        onConfirm={() =>
          convert.mutate(undefined, {
            onSuccess: onDone,
            onError: (error) => {
              setConfirming(false);
              toast.error(conversionErrorText(error, t('errors.generic')));
            },
          })
        }
      />
    </>
  );
}
