/** Business constants named by the specification (platform.md §9, trading.md §9). */

export const DEFAULT_FIAT_CURRENCY_CODE = 'USD';
export const DEFAULT_FIAT_CURRENCY_ID = 144;
export const DEFAULT_CRYPTO_CURRENCY_ID = 1;
export const WORLDWIDE_COUNTRY_ID = 9999;
export const WORLDWIDE_COUNTRY_ISO = 'WORLDWIDE';
export const EXCLUDED_CRYPTO_CODES = ['XMR'] as const;

export const DEFAULT_LOCALE = 'en';
/** The web app's languages: `pt` is Brazilian Portuguese, `zh` simplified Chinese, `ar` right to left. */
export const SUPPORTED_LOCALES = ['en', 'es', 'ru', 'pt', 'fr', 'zh', 'vi', 'tr', 'ar'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
/** Languages written right to left: their pages get `<html dir="rtl">`. */
export const RTL_LOCALES: readonly Locale[] = ['ar'];
/** The cookie that remembers the language a visitor picked (read where the page is served). */
export const LOCALE_COOKIE_NAME = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const COUNTRY_PAGE_SIZE = 500;
export const LIST_PAGE_SIZE = 10;

export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_QUEUE_DELAY_MS = 500;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const THEME_COOKIE_NAME = 'theme';
export const THEME_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The 503 answer a ledger in asynchronous mode gives; POST and PUT retry it (platform.md §7). */
export const LEDGER_ASYNC_ERROR_CODE = 'ERROR_LEDGER_ASYNC_MODE';
export const LEDGER_ASYNC_MAX_RETRIES = 10_000;
export const LEDGER_ASYNC_RETRY_STEP_MS = 500;

export const RETRY_HELPER_ATTEMPTS = 3;
export const RETRY_HELPER_STEP_MS = 1000;

export const PHONE_OR_2FA_CODE_LENGTH = 6;
export const CSRF_HEADER = 'x-csrf-token';

// Constants the web app's shell reads on every page live here, in a module without schemas: a
// constant imported from a module that defines zod schemas would put zod in the first load.

/** Query parameters of the web app: the open chat, and the marker that closes it. */
export const MESSENGER_CHAT_PARAM = 'chat';
export const MESSENGER_CLOSE_PARAM = 'chat_close';
/** 403 of every API request refused by the access rules; the web shows error-ip-blocked for it. */
export const IP_BLOCKED_ERROR_CODE = 'ERROR_IP_BLOCKED';
/** The 503 code of every API answer refused during maintenance (the spec names none; see decision 036). */
export const MAINTENANCE_ERROR_CODE = 'ERROR_MAINTENANCE';
