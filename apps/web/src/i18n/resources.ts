import type { Locale } from '@p2p/shared';
import en from './locales/en.json';
import es from './locales/es.json';
import ru from './locales/ru.json';

/** Catalogues are small, so every language ships in the main bundle and switching is instant. */
export const resources = {
  en: { translation: en },
  es: { translation: es },
  ru: { translation: ru },
} satisfies Record<Locale, { translation: typeof en }>;
