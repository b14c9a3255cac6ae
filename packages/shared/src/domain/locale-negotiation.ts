import { DEFAULT_LOCALE, RTL_LOCALES, SUPPORTED_LOCALES, type Locale } from '../constants.js';

/** True for one of the web app's language codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The writing direction of a language's pages. */
export function localeDirection(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/**
 * The supported language a BCP 47 tag falls back to: the tag's primary language, so `pt-PT` and
 * `pt-BR` are `pt`, and `zh-CN`, `zh-Hans`, `zh-TW` are `zh` (simplified Chinese is the only
 * Chinese, and closer to a traditional-script reader than English); undefined when unsupported.
 */
export function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

interface WeightedTag {
  tag: string;
  q: number;
  position: number;
}

function parseAcceptLanguage(header: string): WeightedTag[] {
  return header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const qParam = params.find((param) => /^q\s*=/i.test(param));
      const q = qParam === undefined ? 1 : Number(qParam.split('=')[1]);
      return { tag, q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0, position };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0);
}

/**
 * The best supported language for an `Accept-Language` header (RFC 9110 §12.5.4): tags by
 * descending quality, ties in the order given, each mapped through {@link localeOfTag}; English
 * when nothing matches.
 * @example negotiateLocale('fr-CA,fr;q=0.9,en;q=0.8') // 'fr'
 */
export function negotiateLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = parseAcceptLanguage(header).sort((a, b) => b.q - a.q || a.position - b.position);
  for (const { tag } of ranked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The same negotiation over the browser's `navigator.languages` (already in preference order).
 * @example negotiateFromList(['zh-Hans-CN', 'en-US']) // 'zh'
 */
export function negotiateFromList(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
