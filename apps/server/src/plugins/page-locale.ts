import { DEFAULT_LOCALE, isLocale, localeDirection, negotiateLocale, type Locale } from '@p2p/shared';

export interface PageLocaleInput {
  /** The request's path and query, as received. */
  url: string;
  /** The `locale` cookie, set when the visitor picks a language (or signs in with a saved one). */
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

export interface PageLocale {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** Set when an unprefixed page should be served under the remembered or negotiated language's prefix. */
  redirectTo?: string;
}

/**
 * The language a page is served in. A prefix (`/es/…`) is an explicit choice and always wins; an
 * unprefixed path (English in the app's URLs) goes to the remembered language's prefix when the
 * cookie names one, else to the best match of `Accept-Language` on a first visit; English stays put.
 * @example pageLocale({ url: '/offers?x=1', cookie: undefined, acceptLanguage: 'pt-BR' }) // redirectTo '/pt/offers?x=1'
 */
export function pageLocale({ url, cookie, acceptLanguage }: PageLocaleInput): PageLocale {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart);
  const segment = pathname.split('/')[1];
  if (isLocale(segment)) return { locale: segment, dir: localeDirection(segment) };
  const chosen = isLocale(cookie) ? cookie : negotiateLocale(acceptLanguage);
  if (chosen === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, dir: 'ltr' };
  const path = pathname === '/' || pathname === '' ? '' : pathname;
  return { locale: chosen, dir: localeDirection(chosen), redirectTo: `/${chosen}${path}${search}` };
}
