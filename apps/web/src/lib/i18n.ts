import { DEFAULT_LOCALE, SUPPORTED_LOCALES, isLocale, localeDirection, type Locale } from '@p2p/shared';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { completePlurals } from '@/i18n/plurals';
import type { TranslationCatalogue } from '@/i18n/resources';

export const i18n = i18next;

type CatalogueModule = { default: TranslationCatalogue };

/**
 * Each language's catalogue is a chunk of its own (`i18n/catalogues/<code>.ts`), downloaded when
 * that language is first used. Found by name, so a new language's catalogue is wired once its
 * file exists; i18n.test.ts checks that every supported language has one.
 */
const catalogueFiles = import.meta.glob<CatalogueModule>([
  '../i18n/catalogues/*.ts',
  '!**/merge.ts',
  '!**/*.test.ts',
]);

export function hasCatalogue(locale: Locale): boolean {
  return `../i18n/catalogues/${locale}.ts` in catalogueFiles;
}

export function loadCatalogue(locale: Locale): Promise<TranslationCatalogue> {
  const load = catalogueFiles[`../i18n/catalogues/${locale}.ts`];
  if (!load) return Promise.reject(new Error(`No catalogue for ${locale}`));
  return load().then((module) => completePlurals(module.default, locale));
}

/** An i18next backend that imports the catalogue chunk of the language being switched to. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLocale(language)) {
      callback(new Error(`No catalogue for ${language}`), false);
      return;
    }
    loadCatalogue(language).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Initialises i18next and keeps `<html lang>` and `<html dir>` in step. In the browser only the active language is
 * loaded (the promise resolves once it is), and `changeLanguage` loads another one before it
 * switches. Every catalogue has every key (locales.test.ts), so there is no English fallback to
 * download as well. Tests pass the bundled `resources` to start synchronously.
 */
export function initI18n(locale: Locale = DEFAULT_LOCALE, bundled?: Resource): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve();
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    document.documentElement.dir = isLocale(language) ? localeDirection(language) : 'ltr';
  });
  if (!bundled) i18n.use(catalogueBackend);
  return i18n.use(initReactI18next).init({
    ...(bundled
      ? { resources: bundled, initAsync: false, fallbackLng: DEFAULT_LOCALE }
      : { fallbackLng: false }),
    lng: locale,
    supportedLngs: [...SUPPORTED_LOCALES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
