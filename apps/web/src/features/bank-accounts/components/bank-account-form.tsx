import { zodResolver } from '@hookform/resolvers/zod';
import {
  BANK_ACCOUNT_TYPES,
  BANK_FORM_COUNTRY_IDS,
  type BankAccountView,
  type bankAccountInputSchema,
  type Country,
  type FiatCurrency,
} from '@p2p/shared';
import { useId, useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError, InputField } from '@/components/ui/field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { redirectToLogin } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/current-user';
import { applyServerErrors } from '@/lib/form-errors';
import { useSaveBankAccount } from '../api/bank-accounts';
import { useBankErrorText } from '../lib/error-messages';
import {
  bankAccountFormSchema,
  EMPTY_FORM_VALUES,
  FORM_COUNTRIES,
  FORM_CURRENCIES,
  FORM_FIELDS,
  formOfValues,
  valuesOfAccount,
  type BankAccountFormValues,
} from '../lib/form-values';
import { AccountFields } from './account-fields';
import { BankPicker } from './bank-picker';

type BankAccountOutput = z.output<typeof bankAccountInputSchema>;

const FORM_COUNTRY_IDS = new Set<number>(Object.values(BANK_FORM_COUNTRY_IDS));

/**
 * Adds or edits a bank account (trading.md §5): the country decides the fields; the shared rules run
 * in the browser and again on the server, whose field errors land on the same fields.
 */
export function BankAccountForm({
  account,
  countries,
  currencies,
  onSaved,
  onCancel,
}: {
  account?: BankAccountView;
  countries: readonly Country[];
  currencies: readonly FiatCurrency[];
  onSaved: (account: BankAccountView) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const { data: user } = useCurrentUser();
  const save = useSaveBankAccount();
  const methods = useForm<BankAccountFormValues, unknown, BankAccountOutput>({
    resolver: zodResolver(bankAccountFormSchema),
    defaultValues: account ? valuesOfAccount(account) : EMPTY_FORM_VALUES,
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = methods;
  const countryId = useWatch({ control, name: 'country_id' });
  const form = formOfValues(countryId);
  const errorText = useBankErrorText(form);

  const formCountries = useMemo(
    () =>
      FORM_COUNTRIES.map((code) =>
        countries.find((country) => country.id === BANK_FORM_COUNTRY_IDS[code]),
      ).filter((country): country is Country => country !== undefined),
    [countries],
  );
  const otherCountries = useMemo(
    () => countries.filter((country) => !FORM_COUNTRY_IDS.has(country.id)),
    [countries],
  );

  const countryField = register('country_id', {
    onChange: (event: { target: { value: string } }) => {
      const next = formOfValues(event.target.value);
      clearErrors();
      if (next && next !== 'OTHER') {
        const currency = currencies.find((entry) => entry.code === FORM_CURRENCIES[next]);
        if (currency) setValue('fiat_currency_id', String(currency.id));
      }
      // A new country has other banks: a bank picked for the old one would be refused.
      setValue('bank_id', '');
      setValue('bank_name', '');
      if (next === 'OTHER' && !getValues('residency')) {
        const iso = countries.find((country) => String(country.id) === event.target.value)?.iso;
        if (iso) setValue('residency', iso);
      }
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: account?.id, input });
      onSaved(saved);
    } catch (error) {
      // trading.md §6: a guest whose add answers 400 goes to the login page, as any 401 does.
      if (error instanceof ApiError && (error.status === 401 || (error.status === 400 && !user))) {
        redirectToLogin();
        return;
      }
      applyServerErrors(error, setError, [...FORM_FIELDS, 'account_type'], {
        aliases: { is_personal: 'account_type', ...(form === 'MX' ? { account_number: 'clabe' } : {}) },
      });
    }
  });

  const serverError = errors.root?.server;
  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <FormError
          error={serverError ? { ...serverError, message: errorText('', serverError.message) } : undefined}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={`${idPrefix}-country_id`}
            label={t('bankAccounts.fields.country')}
            autoComplete="country"
            error={errorText('country_id', errors.country_id?.message)}
            {...countryField}
          >
            <option value="">{t('bankAccounts.fields.countryChoose')}</option>
            <optgroup label={t('bankAccounts.fields.formCountries')}>
              {formCountries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('bankAccounts.fields.otherCountries')}>
              {otherCountries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </optgroup>
          </SelectField>
          <SelectField
            id={`${idPrefix}-fiat_currency_id`}
            label={t('bankAccounts.fields.currency')}
            error={errorText('fiat_currency_id', errors.fiat_currency_id?.message)}
            {...register('fiat_currency_id')}
          >
            <option value="">{t('bankAccounts.fields.currencyChoose')}</option>
            {currencies.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {currency.code} · {currency.name}
              </option>
            ))}
          </SelectField>
        </div>

        {form ? (
          <>
            <RadioGroupField
              id={`${idPrefix}-account_type`}
              legend={t('bankAccounts.fields.accountType')}
              options={BANK_ACCOUNT_TYPES.map((type) => ({
                value: type,
                label: t(`bankAccounts.types.${type}`),
              }))}
              error={errorText('account_type', errors.account_type?.message)}
              {...register('account_type')}
            />
            <InputField
              id={`${idPrefix}-holder_name`}
              label={t('bankAccounts.fields.holderName')}
              hint={t('bankAccounts.fields.holderNameHint')}
              autoComplete="name"
              error={errorText('holder_name', errors.holder_name?.message)}
              {...register('holder_name')}
            />
            <AccountFields key={form} form={form} countries={countries} idPrefix={idPrefix} />
            <BankPicker
              key={`bank-${countryId}`}
              form={form}
              countryId={Number(countryId)}
              idPrefix={idPrefix}
            />
            <TextareaField
              id={`${idPrefix}-additional_info`}
              label={t('bankAccounts.fields.optional', { label: t('bankAccounts.fields.additionalInfo') })}
              hint={t('bankAccounts.fields.additionalInfoHint')}
              rows={3}
              error={errorText('additional_info', errors.additional_info?.message)}
              {...register('additional_info')}
            />
          </>
        ) : null}

        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('bankAccounts.saving') : t('bankAccounts.save')}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
              {t('common.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
