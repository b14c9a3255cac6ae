import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { controlClassName } from '@/components/ui/select-field';
import { sortByDisplayName, useReferenceNames } from '@/lib/reference-names';
import { useCountries } from '../../api/get-countries';

/** A list of ISO country codes: a select adds one, each chip removes its country. */
export function CountryListField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const names = useReferenceNames();
  const id = useId();
  const countries = useCountries();
  const nameOf = (iso: string) =>
    names.country(iso, countries.data?.find((country) => country.iso === iso)?.name ?? iso);
  const countryList = sortByDisplayName(
    countries.data ?? [],
    (country) => nameOf(country.iso ?? ''),
    i18n.language,
  );
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={`${controlClassName} h-10`}
        value=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const iso = event.target.value;
          if (iso && !value.includes(iso)) onChange([...value, iso]);
        }}
      >
        <option value="">{t('offerManager.editor.countryAdd')}</option>
        {countryList.map((country) => (
          <option key={country.id} value={country.iso ?? ''} disabled={value.includes(country.iso ?? '')}>
            {nameOf(country.iso ?? '')}
          </option>
        ))}
      </select>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {value.map((iso) => (
            <li
              key={iso}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 ps-2.5 pe-1 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200"
            >
              {nameOf(iso)}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:hover:bg-slate-700"
                aria-label={t('offerManager.editor.countryRemove', { name: nameOf(iso) })}
                onClick={() => onChange(value.filter((code) => code !== iso))}
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('offerManager.editor.countryNone')}</p>
      )}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
