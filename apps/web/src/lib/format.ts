/**
 * A decimal amount string (as the API sends money) in a currency, for display only: never compute
 * with the result. Unknown currency codes fall back to "1,000.00 XYZ".
 * @example formatAmount('1000.00', 'USD', 'en') // '$1,000.00'
 */
export function formatAmount(value: string, currency: string, locale: string): string {
  const amount = Number(value);
  if (!Number.isFinite(amount)) return `${value} ${currency}`;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 }).format(
      amount,
    );
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 8 }).format(amount)} ${currency}`;
  }
}

/** A date in the page's language, e.g. "12 May 2025". */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** A moment in the page's language, e.g. "12 May 2025, 14:03". */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * A file size in the page's language, in kB below a megabyte and MB above.
 * @example formatFileSize(150_000, 'en') // '146 kB'
 */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes / 1024 / 1024;
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: megabytes >= 1 ? 1 : 0,
  }).format(value);
}
