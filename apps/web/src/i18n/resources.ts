import { SUPPORTED_LOCALES, type Locale } from '@p2p/shared';
import { deepMerge, mergeCatalogue } from './catalogues/merge';
import { completePlurals } from './plurals';
import en from './locales/en.json';
import bankAccountsEn from './locales/bank-accounts/en.json';
import tradeEn from './locales/trade/en.json';
import tradeStartEn from './locales/trade-start/en.json';
import tradeListsEn from './locales/trade-lists/en.json';
import offerManagerEn from './locales/offer-manager/en.json';
import accountRecoveryEn from './locales/account-recovery/en.json';
import accountActivityEn from './locales/account-activity/en.json';
import notificationChannelsEn from './locales/notification-channels/en.json';
import notificationsEn from './locales/notifications/en.json';
import webhooksEn from './locales/webhooks/en.json';
import messengerEn from './locales/messenger/en.json';
import supportEn from './locales/support/en.json';
import stepUpEn from './locales/step-up/en.json';
import apiAppsEn from './locales/api-apps/en.json';
import partnersEn from './locales/partners/en.json';
import giftCardsEn from './locales/gift-cards/en.json';
import referenceNamesEn from './locales/reference-names/en.json';
import publicPagesEn from './locales/public-pages/en.json';
import platformEn from './locales/platform/en.json';
import dashboardEn from './locales/dashboard/en.json';
import tradeStatisticsEn from './locales/trade-statistics/en.json';
import shareProfileEn from './locales/share-profile/en.json';
import accessRulesEn from './locales/access-rules/en.json';
import exportsEn from './locales/exports/en.json';
import mobileMoneyEn from './locales/mobile-money/en.json';
import toursEn from './locales/tours/en.json';
import demoEn from './locales/demo/en.json';
import widgetsEn from './locales/widgets/en.json';
import adminEn from './locales/admin/en.json';
import verificationEn from './locales/verification/en.json';
import walletEn from './locales/wallet/en.json';
import accountSettingsEn from './locales/account-settings/en.json';
import converterEn from './locales/converter/en.json';
import homeEn from './locales/home/en.json';
import kycDemandsEn from './locales/kyc-demands/en.json';

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** The English files merged key by key, typed as all of them at once. */
function mergeEnglish<const T extends Record<string, unknown>[]>(...files: T): Intersection<T[number]> {
  return deepMerge(...files) as Intersection<T[number]>;
}

/**
 * English, imported by name so that its shape types every `t()` key (i18next.d.ts). The core file
 * holds a few keys of some areas (what the shell shows of them) under the area's top-level key.
 */
const englishCatalogue = mergeEnglish(
  en,
  tradeEn,
  tradeStartEn,
  tradeListsEn,
  bankAccountsEn,
  offerManagerEn,
  accountRecoveryEn,
  accountActivityEn,
  notificationChannelsEn,
  notificationsEn,
  webhooksEn,
  messengerEn,
  supportEn,
  stepUpEn,
  apiAppsEn,
  partnersEn,
  giftCardsEn,
  publicPagesEn,
  platformEn,
  dashboardEn,
  tradeStatisticsEn,
  shareProfileEn,
  accessRulesEn,
  exportsEn,
  mobileMoneyEn,
  toursEn,
  demoEn,
  widgetsEn,
  adminEn,
  verificationEn,
  walletEn,
  accountSettingsEn,
  converterEn,
  homeEn,
  kycDemandsEn,
  referenceNamesEn,
);
export type TranslationCatalogue = typeof englishCatalogue;
type Resource = { translation: TranslationCatalogue };

// Every language's files, found by name, so that a language's files count as soon as they exist.
const files = import.meta.glob<Record<string, unknown>>(['./locales/*.json', './locales/*/*.json'], {
  eager: true,
  import: 'default',
});

function filesOf(locale: Locale): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(files).filter(([file]) => file.endsWith(`/${locale}.json`)));
}

/**
 * Every catalogue, for tests (the app downloads one language, lib/i18n.ts). A language whose files
 * are not written yet is absent, whatever the type says; locales.test.ts then fails for it.
 */
export const resources = {
  ...Object.fromEntries(
    SUPPORTED_LOCALES.flatMap((locale) => {
      const own = filesOf(locale);
      return Object.keys(own).length
        ? [[locale, { translation: completePlurals(mergeCatalogue(own), locale) }]]
        : [];
    }),
  ),
  en: { translation: englishCatalogue },
} as Record<Locale, Resource>;
