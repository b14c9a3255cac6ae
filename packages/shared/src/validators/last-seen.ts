const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** platform.md §4 and §9: the indicator's colour changes at 30 minutes and at 3 hours. */
export const LAST_SEEN_SUCCESS_WITHIN_MS = 30 * MINUTE;
export const LAST_SEEN_WARNING_WITHIN_MS = 3 * HOUR;

export type LastSeenVariant = 'success' | 'warning' | 'default';
export type LastSeenUnit = 'minute' | 'hour' | 'day' | 'week';

export interface LastSeenStatus {
  variant: LastSeenVariant;
  /** English text; `unit` and `count` let a translated UI say the same thing. */
  text: string;
  unit: LastSeenUnit | null;
  count: number | null;
}

function ago(count: number, unit: LastSeenUnit): { text: string; unit: LastSeenUnit; count: number } {
  return { text: `${count} ${unit}${count === 1 ? '' : 's'} ago`, unit, count };
}

/**
 * The last-seen indicator of a user. Variant: success when seen within 30 minutes, warning within
 * 3 hours, otherwise default. Text: "Online" under a minute; then minutes, hours, days (under 7)
 * and weeks (under 12) ago; otherwise "Online" again, as the spec says: it shows no date for
 * users away longer, and the default variant tells them apart. No timestamp (never seen) is the
 * same "otherwise" case. A time in the future (clock skew) counts as now.
 * @example lastSeenStatus(new Date(Date.now() - 5 * 60_000), new Date()) // success, '5 minutes ago'
 */
export function lastSeenStatus(
  lastSeenAt: Date | string | null | undefined,
  now: Date = new Date(),
): LastSeenStatus {
  const seen = lastSeenAt == null ? Number.NaN : new Date(lastSeenAt).getTime();
  if (Number.isNaN(seen)) return { variant: 'default', text: 'Online', unit: null, count: null };
  const elapsed = Math.max(0, now.getTime() - seen);
  const variant: LastSeenVariant =
    elapsed <= LAST_SEEN_SUCCESS_WITHIN_MS
      ? 'success'
      : elapsed <= LAST_SEEN_WARNING_WITHIN_MS
        ? 'warning'
        : 'default';
  if (elapsed < MINUTE) return { variant, text: 'Online', unit: null, count: null };
  if (elapsed < HOUR) return { variant, ...ago(Math.floor(elapsed / MINUTE), 'minute') };
  if (elapsed < DAY) return { variant, ...ago(Math.floor(elapsed / HOUR), 'hour') };
  if (elapsed < WEEK) return { variant, ...ago(Math.floor(elapsed / DAY), 'day') };
  if (elapsed < 12 * WEEK) return { variant, ...ago(Math.floor(elapsed / WEEK), 'week') };
  return { variant, text: 'Online', unit: null, count: null };
}
