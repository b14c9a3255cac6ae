import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@p2p/shared';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Only non-default locales appear in URLs: `/login` is English, `/es/login` is Spanish. */
export function isPrefixLocale(value: unknown): value is Locale {
  return isSupportedLocale(value) && value !== DEFAULT_LOCALE;
}

function firstSegment(pathname: string): string | undefined {
  return pathname.split('/')[1];
}

export function localeFromPath(pathname: string): Locale {
  const segment = firstSegment(pathname);
  return isPrefixLocale(segment) ? segment : DEFAULT_LOCALE;
}

/** `/es/login` → `/login`; paths without a locale prefix are returned unchanged. */
export function stripLocale(pathname: string): string {
  const segment = firstSegment(pathname);
  if (!isPrefixLocale(segment)) return pathname || '/';
  return pathname.slice(segment.length + 1) || '/';
}

/** Adds the prefix of `locale` to an unprefixed app path: (`/login`, `es`) → `/es/login`. */
export function localizePath(path: string, locale: Locale): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return normalized;
  return normalized === '/' ? `/${locale}` : `/${locale}${normalized}`;
}

/** The same page in another language: (`/es/login?x=1`, `ru`) → `/ru/login?x=1`. */
export function switchLocalePath(pathname: string, locale: Locale, search = '', hash = ''): string {
  return `${localizePath(stripLocale(pathname), locale)}${search}${hash}`;
}
