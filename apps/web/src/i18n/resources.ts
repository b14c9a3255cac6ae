import type { Locale } from '@p2p/shared';
import en from './locales/en.json';
import es from './locales/es.json';
import ru from './locales/ru.json';
import bankAccountsEn from './locales/bank-accounts/en.json';
import bankAccountsEs from './locales/bank-accounts/es.json';
import bankAccountsRu from './locales/bank-accounts/ru.json';
import tradeEn from './locales/trade/en.json';
import tradeEs from './locales/trade/es.json';
import tradeRu from './locales/trade/ru.json';
import tradeListsEn from './locales/trade-lists/en.json';
import tradeListsEs from './locales/trade-lists/es.json';
import tradeListsRu from './locales/trade-lists/ru.json';
import offerManagerEn from './locales/offer-manager/en.json';
import offerManagerEs from './locales/offer-manager/es.json';
import offerManagerRu from './locales/offer-manager/ru.json';
import accountRecoveryEn from './locales/account-recovery/en.json';
import accountRecoveryEs from './locales/account-recovery/es.json';
import accountRecoveryRu from './locales/account-recovery/ru.json';

/**
 * Catalogues are small, so every language ships in the main bundle and switching is instant. Each
 * language is the main catalogue plus one file per larger area (its own top-level key).
 */
const englishCatalogue = {
  ...en,
  ...tradeEn,
  ...tradeListsEn,
  ...bankAccountsEn,
  ...offerManagerEn,
  ...accountRecoveryEn,
};
export type TranslationCatalogue = typeof englishCatalogue;

export const resources = {
  en: { translation: englishCatalogue },
  es: {
    translation: {
      ...es,
      ...tradeEs,
      ...tradeListsEs,
      ...bankAccountsEs,
      ...offerManagerEs,
      ...accountRecoveryEs,
    },
  },
  ru: {
    translation: {
      ...ru,
      ...tradeRu,
      ...tradeListsRu,
      ...bankAccountsRu,
      ...offerManagerRu,
      ...accountRecoveryRu,
    },
  },
} satisfies Record<Locale, { translation: TranslationCatalogue }>;
