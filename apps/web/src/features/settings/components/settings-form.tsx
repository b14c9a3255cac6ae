import { zodResolver } from '@hookform/resolvers/zod';
import {
  BIO_MAX_LENGTH,
  bioLength,
  FULL_NAME_VISIBILITY_TYPES,
  PROFILE_VISIBILITIES,
  settingsInputSchema,
  SUPPORTED_LOCALES,
  type Country,
  type FiatCurrency,
  type Settings,
} from '@p2p/shared';
import clsx from 'clsx';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError, InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { rememberLocale } from '@/lib/locale-preference';
import { isSupportedLocale, switchLocalePath } from '@/lib/locale-path';
import { toast } from '@/lib/toasts';
import { useTranslateMessage, zodMessages } from '@/lib/validation-messages';
import { useUpdateSettings } from '../api/update-settings';

const FIELDS = [
  'locale',
  'fiat_currency_code',
  'country_iso',
  'timezone',
  'profile_visibility',
  'full_name_visibility_type',
  'first_name',
  'last_name',
  'bio',
  'notify_trade_messages_interval',
] as const;

/** IANA zones this browser knows, UTC first; the saved one is kept even if the browser lacks it. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...known])];
}

function defaultsOf(settings: Settings) {
  return {
    locale: isSupportedLocale(settings.locale) ? settings.locale : undefined,
    fiat_currency_code: settings.fiatCurrencyCode,
    country_iso: settings.countryIso ?? undefined,
    timezone: settings.timezone,
    profile_visibility: settings.profileVisibility,
    full_name_visibility_type: settings.fullNameVisibilityType,
    first_name: settings.firstName ?? '',
    last_name: settings.lastName ?? '',
    bio: settings.bio,
    notify_trade_messages_interval: settings.notifyTradeMessagesInterval,
  };
}

/** The user-settings and user-localization-settings forms: one POST /rest/v1/users/settings. */
export function SettingsForm({
  settings,
  countries,
  currencies,
}: {
  settings: Settings;
  countries: readonly Country[];
  currencies: readonly FiatCurrency[];
}) {
  const { t, i18n } = useTranslation();
  const translate = useTranslateMessage();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const update = useUpdateSettings();
  const zones = useMemo(() => timeZones(settings.timezone), [settings.timezone]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(settingsInputSchema, zodMessages),
    defaultValues: defaultsOf(settings),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset(defaultsOf(saved));
      toast.success(t('common.saved'));
      // The preferred language is also the page's: move to it, as the language switcher does.
      if (isSupportedLocale(saved.locale)) rememberLocale(saved.locale);
      if (isSupportedLocale(saved.locale) && saved.locale !== locale) {
        void i18n.changeLanguage(saved.locale);
        void navigate(switchLocalePath(pathname, saved.locale, search, hash), { replace: true });
      }
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      if (error instanceof ApiError && error.status === 400) toast.error(t('settings.form.invalid'));
    }
  });

  const bio = useWatch({ control, name: 'bio' }) ?? '';
  const bioCount = bioLength(bio);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      <FormError error={errors.root?.server} />
      <fieldset className="space-y-4">
        <legend className="mb-3 text-base font-semibold text-slate-900 dark:text-slate-50">
          {t('settings.form.localization')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="locale"
            label={t('settings.form.locale')}
            error={translate(errors.locale?.message)}
            {...register('locale')}
          >
            {SUPPORTED_LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="fiat_currency_code"
            label={t('settings.form.currency')}
            error={translate(errors.fiat_currency_code?.message)}
            {...register('fiat_currency_code')}
          >
            {currencies.map((currency) => (
              <option key={currency.id} value={currency.code}>
                {currency.code} · {currency.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="country_iso"
            label={t('settings.form.country')}
            autoComplete="country"
            error={translate(errors.country_iso?.message)}
            {...register('country_iso', { setValueAs: (value: string) => value || undefined })}
          >
            <option value="">{t('common.notSet')}</option>
            {countries.map((country) => (
              <option key={country.id} value={country.iso ?? ''}>
                {country.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="timezone"
            label={t('settings.form.timezone')}
            error={translate(errors.timezone?.message)}
            {...register('timezone')}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-3 text-base font-semibold text-slate-900 dark:text-slate-50">
          {t('settings.form.profile')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="first_name"
            label={t('settings.form.firstName')}
            autoComplete="given-name"
            error={translate(errors.first_name?.message)}
            {...register('first_name')}
          />
          <InputField
            id="last_name"
            label={t('settings.form.lastName')}
            autoComplete="family-name"
            error={translate(errors.last_name?.message)}
            {...register('last_name')}
          />
          <SelectField
            id="full_name_visibility_type"
            label={t('settings.form.fullNameVisibility')}
            error={translate(errors.full_name_visibility_type?.message)}
            {...register('full_name_visibility_type')}
          >
            {FULL_NAME_VISIBILITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`settings.fullNameVisibility.${type}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="profile_visibility"
            label={t('settings.form.profileVisibility')}
            error={translate(errors.profile_visibility?.message)}
            {...register('profile_visibility')}
          >
            {PROFILE_VISIBILITIES.map((visibility) => (
              <option key={visibility} value={visibility}>
                {t(`settings.profileVisibility.${visibility}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextareaField
          id="bio"
          label={t('settings.form.bio')}
          hint={t('settings.form.bioHint')}
          rows={5}
          counter={
            <span
              className={clsx(bioCount > BIO_MAX_LENGTH && 'font-semibold text-rose-600 dark:text-rose-400')}
            >
              {t('settings.form.bioCounter', { length: bioCount, max: BIO_MAX_LENGTH })}
            </span>
          }
          error={translate(errors.bio?.message)}
          {...register('bio')}
        />
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-3 text-base font-semibold text-slate-900 dark:text-slate-50">
          {t('settings.form.notifications')}
        </legend>
        <div className="sm:w-1/2">
          <InputField
            id="notify_trade_messages_interval"
            inputMode="numeric"
            label={t('settings.form.notifyInterval')}
            hint={t('settings.form.notifyIntervalHint')}
            error={translate(errors.notify_trade_messages_interval?.message)}
            {...register('notify_trade_messages_interval')}
          />
        </div>
      </fieldset>

      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('common.saving') : t('common.save')}
      </Button>
    </form>
  );
}
