/**
 * Intl formatters made once per language and options: building one costs tens of microseconds
 * (a number format ~30 µs, a date format ~60 µs) and a listing of offers formats hundreds of amounts
 * and dates on its first render, where using one costs a tenth of that. A constructor that throws
 * (a currency code Intl refuses, a zone it does not know) throws every time and is not remembered.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
/** A page sees a handful of languages and a few hundred option sets; past this the cache starts over. */
const MAX_FORMATTERS = 1000;

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}\u0000${locale}\u0000${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, made once (the zone is part of the options). */
export function dateTimeFormatOf(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.RelativeTimeFormat(locale, options)`, made once. */
export function relativeTimeFormat(
  locale: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

/**
 * Makes the language's plain number format (the one `format.ts` reads separators from) ahead of
 * need. The first Intl formatter of a page loads the engine's locale data: on a slow phone that
 * is 60-130 ms in one piece, which otherwise lands in the render that shows the first answer
 * (listing cards, the offer page). Called once the first render is done, while the page waits for
 * its answers; a language Intl refuses is left to the formatters' own fallbacks.
 */
export function warmNumberFormat(locale: string): void {
  try {
    numberFormat(locale).format(0);
  } catch {
    // the formatters fall back on their own
  }
}
