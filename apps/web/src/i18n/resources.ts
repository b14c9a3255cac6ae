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
import accountActivityEn from './locales/account-activity/en.json';
import accountActivityEs from './locales/account-activity/es.json';
import accountActivityRu from './locales/account-activity/ru.json';
import notificationChannelsEn from './locales/notification-channels/en.json';
import notificationChannelsEs from './locales/notification-channels/es.json';
import notificationChannelsRu from './locales/notification-channels/ru.json';
import notificationsEn from './locales/notifications/en.json';
import notificationsEs from './locales/notifications/es.json';
import notificationsRu from './locales/notifications/ru.json';
import webhooksEn from './locales/webhooks/en.json';
import webhooksEs from './locales/webhooks/es.json';
import webhooksRu from './locales/webhooks/ru.json';
import messengerEn from './locales/messenger/en.json';
import messengerEs from './locales/messenger/es.json';
import messengerRu from './locales/messenger/ru.json';
import supportEn from './locales/support/en.json';
import supportEs from './locales/support/es.json';
import supportRu from './locales/support/ru.json';
import stepUpEn from './locales/step-up/en.json';
import stepUpEs from './locales/step-up/es.json';
import stepUpRu from './locales/step-up/ru.json';
import apiAppsEn from './locales/api-apps/en.json';
import apiAppsEs from './locales/api-apps/es.json';
import apiAppsRu from './locales/api-apps/ru.json';
import partnersEn from './locales/partners/en.json';
import partnersEs from './locales/partners/es.json';
import partnersRu from './locales/partners/ru.json';
import giftCardsEn from './locales/gift-cards/en.json';
import giftCardsEs from './locales/gift-cards/es.json';
import giftCardsRu from './locales/gift-cards/ru.json';

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
  ...accountActivityEn,
  ...notificationChannelsEn,
  ...notificationsEn,
  ...webhooksEn,
  ...messengerEn,
  ...supportEn,
  ...stepUpEn,
  ...apiAppsEn,
  ...partnersEn,
  ...giftCardsEn,
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
      ...accountActivityEs,
      ...notificationChannelsEs,
      ...notificationsEs,
      ...webhooksEs,
      ...messengerEs,
      ...supportEs,
      ...stepUpEs,
      ...apiAppsEs,
      ...partnersEs,
      ...giftCardsEs,
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
      ...accountActivityRu,
      ...notificationChannelsRu,
      ...notificationsRu,
      ...webhooksRu,
      ...messengerRu,
      ...supportRu,
      ...stepUpRu,
      ...apiAppsRu,
      ...partnersRu,
      ...giftCardsRu,
    },
  },
} satisfies Record<Locale, { translation: TranslationCatalogue }>;
