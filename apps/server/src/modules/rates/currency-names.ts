import type { Locale } from '@p2p/shared';

const displayNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A currency's name in `locale` from ICU's CLDR data (`Nigerian Naira`, `naira nigeriano` →
 * `Naira nigeriano`), or the reference data's (ISO 4217) name where CLDR has none.
 */
export function localizedCurrencyName(code: string, referenceName: string, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' });
    displayNames.set(locale, names);
  }
  const name = names.of(code);
  if (!name || name === code) return referenceName;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
