import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@p2p/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '@/i18n/resources';

export const i18n = i18next;

/** Initialises i18next synchronously with the bundled catalogues and keeps `<html lang>` in step. */
export function initI18n(locale: Locale = DEFAULT_LOCALE): typeof i18next {
  if (i18n.isInitialized) return i18n;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18n;
}
