import { LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME, isLocale, type Locale } from '@p2p/shared';

/**
 * The language this browser picked, kept in a cookie that the server reads when it serves an
 * unprefixed page (apps/server/src/plugins/page-locale.ts): `/offers` then opens as `/es/offers`.
 */
export function rememberLocale(locale: Locale, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${LOCALE_COOKIE_NAME}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export function rememberedLocale(doc: Document = document): Locale | undefined {
  const value = doc.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE_NAME)?.[1];
  return isLocale(value) ? value : undefined;
}

/**
 * Whether a signed-in user's saved language should replace this page's: when it differs from what
 * this browser remembers, i.e. the first page after signing in on a new browser, or after the
 * setting changed elsewhere. A language picked here is saved too, so the two agree after that.
 */
export function savedLocaleToAdopt(
  saved: string | undefined,
  remembered: Locale | undefined,
): Locale | undefined {
  return isLocale(saved) && saved !== remembered ? saved : undefined;
}
