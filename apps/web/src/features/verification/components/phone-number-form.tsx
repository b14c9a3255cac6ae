import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormError, InputField } from '@/components/ui/field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { ErrorPanel } from '@/components/ui/error-panel';
import { formatCountdown, useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import { usePhoneCountries, type PhoneCountry } from '../api/get-phone-countries';
import {
  sendPhoneCodeInputSchema,
  useSendPhoneCode,
  type PhoneCodeSent,
  type SendPhoneCodeInput,
} from '../api/send-phone-code';
import { phoneErrorName } from './phone-errors';

/**
 * The form picks a calling code and a number; the request joins them into the `phone` of the shared
 * contract. A number typed with its own "+" code is sent as typed.
 */
const phoneFormSchema = z.object({
  countryIso: z.string(),
  number: sendPhoneCodeInputSchema.shape.phone,
  channel: z.enum(['sms', 'call']),
  consent: z.boolean(),
});
type PhoneFormValues = z.infer<typeof phoneFormSchema>;

export function internationalNumber(
  countries: readonly PhoneCountry[],
  countryIso: string,
  number: string,
): string {
  const trimmed = number.trim();
  if (trimmed.startsWith('+')) return trimmed;
  const code = countries.find((country) => country.iso === countryIso)?.phoneCode.replace(/\D/g, '');
  return code ? `+${code} ${trimmed}` : trimmed;
}

/** The region of the browser's language ("en-GB" → "GB"), a fair guess of the phone's country. */
function browserRegion(): string | undefined {
  try {
    return new Intl.Locale(navigator.language).maximize().region;
  } catch {
    return undefined;
  }
}

export function PhoneNumberForm({
  defaultCountryIso,
  initial,
  onSent,
}: {
  defaultCountryIso?: string;
  /** The country and number to start with (the ones a code was sent to before "Change number"). */
  initial?: { countryIso: string; number: string };
  onSent: (
    request: SendPhoneCodeInput,
    answer: PhoneCodeSent,
    typed: { countryIso: string; number: string },
  ) => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const countries = usePhoneCountries();
  const send = useSendPhoneCode();
  const lock = useCountdown();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PhoneFormValues>({
    resolver: zodResolver(phoneFormSchema, zodMessages),
    defaultValues: {
      countryIso: initial?.countryIso ?? '',
      number: initial?.number ?? '',
      channel: 'sms',
      consent: false,
    },
  });

  // Start with the user's country (or the browser's region) once the list is here, if it is in it.
  useEffect(() => {
    if (!countries.data || getValues('countryIso')) return;
    const candidates = [defaultCountryIso, browserRegion()];
    const preferred = countries.data.find((country) => country.iso && candidates.includes(country.iso));
    if (preferred?.iso) setValue('countryIso', preferred.iso);
  }, [countries.data, defaultCountryIso, getValues, setValue]);

  if (countries.isPending) return <Spinner />;
  if (countries.isError)
    return <ErrorPanel error={countries.error} onRetry={() => void countries.refetch()} />;

  const onSubmit = handleSubmit(async (values) => {
    if (!values.countryIso && !values.number.trim().startsWith('+')) {
      setError(
        'countryIso',
        { type: 'required', message: t('verification.chooseCountry') },
        { shouldFocus: true },
      );
      return;
    }
    if (!values.consent) {
      setError('consent', { type: 'required', message: t('verification.phone.consentRequired') });
      return;
    }
    const request: SendPhoneCodeInput = {
      phone: internationalNumber(countries.data, values.countryIso, values.number),
      call: values.channel === 'call',
      isCitizenshipConsentAccepted: values.consent,
    };
    try {
      const answer = await send.mutateAsync(request);
      toast.success(
        answer.channel === 'call'
          ? t('verification.phone.calling', { phone: answer.phone })
          : t('verification.phone.sent', { phone: answer.phone }),
      );
      onSent(request, answer, { countryIso: values.countryIso, number: values.number });
    } catch (error) {
      const name = error instanceof ApiError ? phoneErrorName(error.errorCode) : undefined;
      if (error instanceof ApiError && error.countdown) lock.start(error.countdown);
      if (name) {
        setError(
          'number',
          { type: 'server', message: t(`verification.phone.errorCodes.${name}`) },
          { shouldFocus: true },
        );
        return;
      }
      applyServerErrors(error, setError, ['number', 'consent', 'countryIso'], {
        aliases: { phone: 'number', isCitizenshipConsentAccepted: 'consent' },
      });
    }
  });

  const locked = lock.secondsLeft > 0;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <FormError error={errors.root?.server} />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr]">
        <SelectField
          id="phone-country"
          label={t('verification.phone.countryLabel')}
          autoComplete="tel-country-code"
          error={translate(errors.countryIso?.message)}
          {...register('countryIso')}
        >
          <option value="">{t('verification.chooseCountry')}</option>
          {countries.data.map((country) => (
            <option key={country.id} value={country.iso ?? ''}>
              {t('verification.phone.countryOption', { name: country.name, code: country.phoneCode })}
            </option>
          ))}
        </SelectField>
        <InputField
          id="phone-number"
          type="tel"
          label={t('verification.phone.numberLabel')}
          hint={t('verification.phone.numberHint')}
          autoComplete="tel-national"
          error={translate(errors.number?.message)}
          {...register('number')}
        />
      </div>
      <RadioGroupField
        id="phone-channel"
        legend={t('verification.phone.channelLegend')}
        options={[
          { value: 'sms', label: t('verification.phone.channelSms') },
          { value: 'call', label: t('verification.phone.channelCall') },
        ]}
        {...register('channel')}
      />
      <CheckboxField
        id="phone-consent"
        label={t('verification.phone.consentLabel')}
        error={translate(errors.consent?.message)}
        {...register('consent')}
      />
      {locked ? (
        <p role="timer" className="text-sm text-amber-800 dark:text-amber-200">
          {t('verification.phone.locked', { time: formatCountdown(lock.secondsLeft) })}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting || locked}>
        {isSubmitting ? t('common.sending') : t('verification.phone.send')}
      </Button>
    </form>
  );
}
