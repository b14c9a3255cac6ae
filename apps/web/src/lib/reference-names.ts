import { WORLDWIDE_COUNTRY_ISO } from '@p2p/shared';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';

const displayNamesCache = new Map<string, Intl.DisplayNames>();

function displayNames(locale: string, type: 'currency' | 'region'): Intl.DisplayNames {
  const key = `${locale}:${type}`;
  let names = displayNamesCache.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type, fallback: 'none' });
    displayNamesCache.set(key, names);
  }
  return names;
}

/**
 * A currency's name in `locale` from the browser's CLDR data (`NGN` → `Naira nigeriano`), first
 * letter up as in a list; the reference name when the browser does not know the code.
 * @example currencyDisplayName('EUR', 'fr', 'Euro') // 'Euro'
 */
export function currencyDisplayName(code: string, locale: string, fallback: string): string {
  if (!/^[A-Za-z]{3}$/.test(code)) return fallback;
  const name = displayNames(locale, 'currency').of(code.toUpperCase());
  return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : fallback;
}

/**
 * A country's name in `locale` (`DE` → `Alemania`); the reference name for codes CLDR lacks.
 * @example countryDisplayName('BR', 'pt', 'Brazil') // 'Brasil'
 */
export function countryDisplayName(iso: string | null | undefined, locale: string, fallback: string): string {
  if (!iso || !/^[A-Za-z]{2}$/.test(iso)) return fallback;
  return displayNames(locale, 'region').of(iso.toUpperCase()) ?? fallback;
}

/**
 * Names of reference data in the page's language: currencies and countries from CLDR, payment-method
 * groups and offer tags from the catalogue (`referenceNames`), each falling back to the name the
 * server sends (a tag added to the reference data later shows in English until it is translated).
 */
export function useReferenceNames() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(
    () => ({
      currency: (code: string, fallback: string) => currencyDisplayName(code, locale, fallback),
      country: (iso: string | null | undefined, fallback: string) =>
        iso === WORLDWIDE_COUNTRY_ISO
          ? t('referenceNames.worldwide')
          : countryDisplayName(iso, locale, fallback),
      group: (slug: string, fallback: string) =>
        t(`referenceNames.groups.${slug}`, { defaultValue: fallback }),
      tag: (slug: string, fallback: string) => t(`referenceNames.tags.${slug}`, { defaultValue: fallback }),
    }),
    [locale, t],
  );
}

export type ReferenceNames = ReturnType<typeof useReferenceNames>;

/** Items in the alphabetical order of their names in `locale` (country lists, once translated). */
export function sortByDisplayName<T>(items: readonly T[], nameOf: (item: T) => string, locale: string): T[] {
  const collator = new Intl.Collator(locale);
  // Each name looked up once, not twice per comparison.
  return items
    .map((item) => ({ item, name: nameOf(item) }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ item }) => item);
}
