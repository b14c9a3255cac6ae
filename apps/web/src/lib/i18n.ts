import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@p2p/shared';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TranslationCatalogue } from '@/i18n/resources';

export const i18n = i18next;

/** Each language's catalogue is a chunk of its own, downloaded when that language is first used. */
const catalogueLoaders: Record<Locale, () => Promise<{ default: TranslationCatalogue }>> = {
  en: () => import('@/i18n/catalogues/en'),
  es: () => import('@/i18n/catalogues/es'),
  ru: () => import('@/i18n/catalogues/ru'),
};

export function loadCatalogue(locale: Locale): Promise<TranslationCatalogue> {
  return catalogueLoaders[locale]().then((module) => module.default);
}

const isLocale = (language: string): language is Locale =>
  (SUPPORTED_LOCALES as readonly string[]).includes(language);

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
 * Initialises i18next and keeps `<html lang>` in step. In the browser only the active language is
 * loaded (the promise resolves once it is), and `changeLanguage` loads another one before it
 * switches. Every catalogue has every key (locales.test.ts), so there is no English fallback to
 * download as well. Tests pass the bundled `resources` to start synchronously.
 */
export function initI18n(locale: Locale = DEFAULT_LOCALE, bundled?: Resource): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve();
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
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
