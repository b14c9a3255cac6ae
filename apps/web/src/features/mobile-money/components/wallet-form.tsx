import {
  mobileMoneyWalletInputSchema,
  type MobileMoneyWallet,
  type MobileMoneyWalletInput,
} from '@p2p/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { FieldError, InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { useLocale } from '@/hooks/use-locale';
import { countryDisplayName, sortByDisplayName } from '@/lib/reference-names';
import type { WalletCountry, WalletMethod } from '../api/get-reference';
import { walletFormMode } from '../lib/wallet-list-state';
import { walletErrorMessage } from '../lib/wallet-errors';

export type WalletFieldErrors = Record<string, string[]>;

const FIELDS = ['country_id', 'phone', 'holder_name', 'payment_method_ids'] as const;

/** The first field with an error, to move focus there. */
function focusFirstError(errors: WalletFieldErrors) {
  const field = FIELDS.find((name) => errors[name]?.length);
  if (!field) return;
  const target = document.getElementById(`mm-${field}`) ?? document.querySelector(`[name="mm-${field}"]`);
  (target as HTMLElement | null)?.focus();
}

/**
 * Adds a wallet (no wallet given) or edits one: country first, then the number as the user knows it,
 * the holder's name and the providers it takes. The shared schema checks the shape here; the server
 * checks the number for the country and answers field errors the same way.
 */
export function WalletForm({
  wallet,
  countries,
  methods,
  defaultCountryIso,
  serverErrors,
  pending,
  onSubmit,
  onCancel,
}: {
  wallet: MobileMoneyWallet | null;
  countries: readonly WalletCountry[];
  methods: readonly WalletMethod[];
  defaultCountryIso?: string;
  serverErrors: WalletFieldErrors | null;
  pending: boolean;
  onSubmit: (input: MobileMoneyWalletInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mode = walletFormMode(wallet?.id ?? null);
  const initialCountry =
    wallet?.countryId ?? countries.find((country) => country.iso === defaultCountryIso)?.id ?? '';
  const [countryId, setCountryId] = useState(String(initialCountry));
  const [phone, setPhone] = useState(wallet?.phone ?? '');
  const [holderName, setHolderName] = useState(wallet?.holderName ?? '');
  const [methodIds, setMethodIds] = useState<number[]>(
    wallet?.paymentMethods.map((method) => method.id) ?? [],
  );
  const [localErrors, setLocalErrors] = useState<WalletFieldErrors | null>(null);
  const errors = localErrors ?? serverErrors ?? {};
  const country = countries.find((item) => String(item.id) === countryId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      country_id: countryId ? Number(countryId) : 0,
      phone,
      holder_name: holderName,
      payment_method_ids: methodIds,
    };
    const parsed = mobileMoneyWalletInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: WalletFieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        (found[field] ??= []).push(issue.message);
      }
      setLocalErrors(found);
      focusFirstError(found);
      return;
    }
    setLocalErrors(null);
    onSubmit(input);
  };

  const errorOf = (field: string) => walletErrorMessage(t, errors[field]);
  const formError = walletErrorMessage(t, errors.wallet);

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t(`mobileMoney.form.${mode}Title`)}>
      <SelectField
        id="mm-country_id"
        label={t('mobileMoney.form.country')}
        value={countryId}
        onChange={(event) => setCountryId(event.target.value)}
        error={errorOf('country_id')}
        required
      >
        <option value="">{t('mobileMoney.form.chooseCountry')}</option>
        {sortByDisplayName(countries, (item) => countryDisplayName(item.iso, locale, item.name), locale).map(
          (item) => (
            <option key={item.id} value={item.id}>
              {countryDisplayName(item.iso, locale, item.name)} (+{item.phoneCode})
            </option>
          ),
        )}
      </SelectField>
      <InputField
        id="mm-phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        label={t('mobileMoney.form.phone')}
        hint={country ? t('mobileMoney.form.phoneHint', { code: country.phoneCode }) : undefined}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={errorOf('phone')}
        required
      />
      <InputField
        id="mm-holder_name"
        autoComplete="name"
        label={t('mobileMoney.form.holderName')}
        hint={t('mobileMoney.form.holderNameHint')}
        value={holderName}
        onChange={(event) => setHolderName(event.target.value)}
        error={errorOf('holder_name')}
        maxLength={100}
        required
      />
      <fieldset
        className="space-y-2"
        aria-describedby={errorOf('payment_method_ids') ? 'mm-payment_method_ids-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-900 dark:text-slate-100">
          {t('mobileMoney.form.providers')}
        </legend>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {methods.map((method) => {
            const checked = methodIds.includes(method.id);
            return (
              <li key={method.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-900 has-checked:border-emerald-600 has-checked:bg-emerald-50 dark:border-slate-700 dark:text-slate-100 dark:has-checked:bg-emerald-950/60">
                  <input
                    type="checkbox"
                    name="mm-payment_method_ids"
                    className="size-4 accent-emerald-700"
                    checked={checked}
                    onChange={() =>
                      setMethodIds(
                        checked ? methodIds.filter((id) => id !== method.id) : [...methodIds, method.id],
                      )
                    }
                  />
                  {method.name}
                </label>
              </li>
            );
          })}
        </ul>
        {errorOf('payment_method_ids') ? (
          <FieldError id="mm-payment_method_ids-error">{errorOf('payment_method_ids')!}</FieldError>
        ) : null}
      </fieldset>
      {formError ? <FieldError id="mm-form-error">{formError}</FieldError> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('common.saving') : t(`mobileMoney.form.${mode}Submit`)}
        </Button>
      </div>
    </form>
  );
}
