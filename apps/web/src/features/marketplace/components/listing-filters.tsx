import { ALL_PAYMENT_METHODS_SLUG, PAYMENT_METHOD_GROUPS } from '@p2p/shared';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { InputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { sortByDisplayName, useReferenceNames } from '@/lib/reference-names';
import { useCountries, useCurrencies, usePaymentMethods } from '../api/get-reference';
import { SORT_TYPES, type ListingFilters, type SortType } from '../utils/listing-url';

const AMOUNT = /^(\d+(\.\d+)?)?$/;
/** How long typing in the amount pauses before the listing follows it. */
export const AMOUNT_APPLY_DELAY_MS = 600;
const GIFT_CARDS_GROUP_ID = 1;

/**
 * The listing's filters. Every change goes to the URL (the page reads its filters from there), so a
 * filtered listing can be shared and the back button walks through the searches.
 */
export function ListingFiltersForm({
  filters,
  slug,
  giftCardsOnly = false,
  onChange,
  onSlugChange,
}: {
  filters: ListingFilters;
  slug: string;
  giftCardsOnly?: boolean;
  onChange: (next: Partial<ListingFilters>) => void;
  onSlugChange: (slug: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const names = useReferenceNames();
  const id = useId();
  const methods = usePaymentMethods();
  const currencies = useCurrencies();
  const countries = useCountries();
  // Some 250 names looked up and collated: once per language and list, not on every keystroke.
  const countryList = useMemo(
    () =>
      sortByDisplayName(
        countries.data ?? [],
        (country) => names.country(country.iso, country.name),
        i18n.language,
      ),
    [countries.data, names, i18n.language],
  );
  const [amount, setAmount] = useState(filters.fiatMin ?? '');
  const [amountError, setAmountError] = useState<string>();
  const [seenFiatMin, setSeenFiatMin] = useState(filters.fiatMin);
  // The URL may change under the form (back button): the typed amount follows it.
  if (seenFiatMin !== filters.fiatMin) {
    setSeenFiatMin(filters.fiatMin);
    setAmount(filters.fiatMin ?? '');
  }

  // The amount applies like every other filter: once typing pauses (or on Enter), no Search button.
  const applyAmount = (text: string) => {
    const trimmed = text.trim();
    if (!AMOUNT.test(trimmed)) {
      setAmountError(t('marketplace.filters.amountInvalid'));
      return;
    }
    setAmountError(undefined);
    if ((trimmed || undefined) !== filters.fiatMin) onChange({ fiatMin: trimmed || undefined });
  };
  useEffect(() => {
    if (amount.trim() === (filters.fiatMin ?? '')) return;
    const timer = setTimeout(() => applyAmount(amount), AMOUNT_APPLY_DELAY_MS);
    return () => clearTimeout(timer);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyAmount(amount);
  };

  const methodList = (methods.data ?? []).filter(
    (method) => !giftCardsOnly || method.payment_method_group_id === GIFT_CARDS_GROUP_ID,
  );
  const knownSlug =
    slug === ALL_PAYMENT_METHODS_SLUG ||
    PAYMENT_METHOD_GROUPS.some((group) => group.slug === slug) ||
    methodList.some((method) => method.slug === slug);

  return (
    <form
      onSubmit={submit}
      aria-label={t('marketplace.filters.title')}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <InputField
              id={`${id}-amount`}
              label={t('marketplace.filters.amount')}
              hint={t('marketplace.filters.amountHint', { currency: filters.currencyCode })}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              error={amountError}
              onChange={(event) => setAmount(event.target.value)}
            />
          </div>
        </div>
        <SelectField
          id={`${id}-currency`}
          label={t('marketplace.filters.currency')}
          value={filters.currencyCode}
          onChange={(event) => onChange({ currencyCode: event.target.value, fiatMin: undefined })}
        >
          {(currencies.data ?? []).some((currency) => currency.code === filters.currencyCode) ? null : (
            <option value={filters.currencyCode}>{filters.currencyCode}</option>
          )}
          {(currencies.data ?? []).map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code} — {names.currency(currency.code, currency.name)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-method`}
          label={t('marketplace.filters.paymentMethod')}
          value={slug}
          onChange={(event) => onSlugChange(event.target.value)}
        >
          {giftCardsOnly ? null : (
            <option value={ALL_PAYMENT_METHODS_SLUG}>{t('marketplace.listing.allMethods')}</option>
          )}
          {knownSlug ? null : <option value={slug}>{slug}</option>}
          {giftCardsOnly ? null : (
            <optgroup label={t('marketplace.filters.groups')}>
              {PAYMENT_METHOD_GROUPS.map((group) => (
                <option key={group.slug} value={group.slug}>
                  {names.group(group.slug, group.name)}
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label={t('marketplace.filters.methods')}>
            {methodList.map((method) => (
              <option key={method.slug} value={method.slug}>
                {method.name}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <SelectField
          id={`${id}-country`}
          label={t('marketplace.filters.country')}
          value={filters.countryIso ?? ''}
          onChange={(event) => onChange({ countryIso: event.target.value || undefined })}
        >
          <option value="">{t('marketplace.filters.anyCountry')}</option>
          {countryList.map((country) => (
            <option key={country.iso} value={country.iso ?? ''}>
              {names.country(country.iso, country.name)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-users-country`}
          label={t('marketplace.filters.usersCountry')}
          value={filters.usersCountryIso ?? ''}
          onChange={(event) => onChange({ usersCountryIso: event.target.value || undefined })}
        >
          <option value="">{t('marketplace.filters.anyUsersCountry')}</option>
          {countryList.map((country) => (
            <option key={country.iso} value={country.iso ?? ''}>
              {names.country(country.iso, country.name)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-sort`}
          label={t('marketplace.filters.sort')}
          value={filters.sortType}
          onChange={(event) => onChange({ sortType: event.target.value as SortType })}
        >
          {SORT_TYPES.map((sort) => (
            <option key={sort} value={sort}>
              {t(`marketplace.filters.sortTypes.${sort}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="space-y-2">
        <CheckboxField
          id={`${id}-verified`}
          label={t('marketplace.filters.verified')}
          checked={filters.isVerifiedOffers}
          onChange={(event) => onChange({ isVerifiedOffers: event.target.checked })}
        />
        <CheckboxField
          id={`${id}-online`}
          label={t('marketplace.filters.online')}
          checked={filters.onlineUsers}
          onChange={(event) => onChange({ onlineUsers: event.target.checked })}
        />
      </div>
    </form>
  );
}
