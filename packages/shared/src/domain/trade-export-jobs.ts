// The trade history export as a job (decision 042): its statuses as the spec names them, the moves
// between them as data, the 31-day range rule and the calendar days of a range in the user's zone.

/** The spec's export report statuses. */
export const EXPORT_REPORT_STATUSES = [
  'pending',
  'in_progress',
  'generating',
  'completed',
  'failed',
  'no_data',
  'cancelled',
  'missing',
] as const;
export type ExportReportStatus = (typeof EXPORT_REPORT_STATUSES)[number];

/**
 * What happens to a job: `claim` (a worker takes a pending job, or one whose lease ran out on a dead
 * node), `rows_read` (trades found, the file is being written), `empty` (no trade in the range),
 * `stored` (the file is in the storage), `retry` (an error with attempts left), `give_up` (an error
 * with none left), `cancel` (the user, before a worker took it), `expire` (the kept time is over and
 * the file is deleted).
 */
export const EXPORT_REPORT_EVENTS = [
  'claim',
  'rows_read',
  'empty',
  'stored',
  'retry',
  'give_up',
  'cancel',
  'expire',
] as const;
export type ExportReportEvent = (typeof EXPORT_REPORT_EVENTS)[number];

export interface ExportReportTransition {
  from: ExportReportStatus;
  event: ExportReportEvent;
  to: ExportReportStatus;
}

/** Every allowed move; anything else is refused. */
export const EXPORT_REPORT_TRANSITIONS: readonly ExportReportTransition[] = [
  { from: 'pending', event: 'claim', to: 'in_progress' },
  // A lease that ran out: the node died or hung; another node takes the job again.
  { from: 'in_progress', event: 'claim', to: 'in_progress' },
  { from: 'generating', event: 'claim', to: 'in_progress' },
  { from: 'in_progress', event: 'rows_read', to: 'generating' },
  { from: 'in_progress', event: 'empty', to: 'no_data' },
  { from: 'generating', event: 'stored', to: 'completed' },
  { from: 'in_progress', event: 'retry', to: 'pending' },
  { from: 'generating', event: 'retry', to: 'pending' },
  { from: 'in_progress', event: 'give_up', to: 'failed' },
  { from: 'generating', event: 'give_up', to: 'failed' },
  { from: 'pending', event: 'cancel', to: 'cancelled' },
  { from: 'completed', event: 'expire', to: 'missing' },
];

/** The status after `event`, or null when the move is not allowed from `from`. */
export function nextExportReportStatus(
  from: ExportReportStatus,
  event: ExportReportEvent,
): ExportReportStatus | null {
  return EXPORT_REPORT_TRANSITIONS.find((move) => move.from === from && move.event === event)?.to ?? null;
}

/** Statuses a job never leaves except `completed`, which becomes `missing` once its file is deleted. */
export const FINISHED_EXPORT_REPORT_STATUSES: readonly ExportReportStatus[] = [
  'completed',
  'failed',
  'no_data',
  'cancelled',
  'missing',
];

export function isExportReportFinished(status: ExportReportStatus): boolean {
  return FINISHED_EXPORT_REPORT_STATUSES.includes(status);
}

export const canCancelExportReport = (status: ExportReportStatus) =>
  nextExportReportStatus(status, 'cancel') !== null;

/** The spec's constant 31: one export covers at most 31 calendar days, first and last included. */
export const EXPORT_RANGE_MAX_DAYS = 31;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a YYYY-MM-DD calendar day, or null when it is not a real day. */
export function calendarDayNumber(day: string): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2025-02-30 over to March: a day that does not round-trip does not exist.
  return new Date(time).toISOString().slice(0, 10) === day ? time / DAY_MS : null;
}

/**
 * How many calendar days the range covers, first and last included (null for a bad day).
 * @example exportRangeDays('2026-01-01', '2026-01-31') // 31
 */
export function exportRangeDays(startDate: string, endDate: string): number | null {
  const start = calendarDayNumber(startDate);
  const end = calendarDayNumber(endDate);
  return start === null || end === null ? null : end - start + 1;
}

/** The zone's offset from UTC at `at`, in milliseconds (Europe/Berlin in winter: 3 600 000). */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return asUtc - (at - (at % 1000));
}

/** The moment a calendar day starts in a time zone (midnight there, or the first minute after a gap). */
export function startOfDayInZone(day: string, timeZone: string): Date {
  const number = calendarDayNumber(day);
  if (number === null) throw new RangeError(`not a calendar day: ${day}`);
  const midnightUtc = number * DAY_MS;
  let guess = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  // Once more at the guess: the offset may change between UTC midnight and local midnight (DST).
  guess = midnightUtc - zoneOffsetMs(guess, timeZone);
  return new Date(guess);
}

/**
 * The instants a range of calendar days covers in the user's zone: from the start of the first day
 * to the start of the day after the last (exclusive).
 * @example exportRangeBounds('2026-03-01', '2026-03-31', 'UTC') // { from: 2026-03-01T00:00Z, to: 2026-04-01T00:00Z }
 */
export function exportRangeBounds(
  startDate: string,
  endDate: string,
  timeZone: string,
): { from: Date; to: Date } {
  const after = calendarDayNumber(endDate);
  if (after === null) throw new RangeError(`not a calendar day: ${endDate}`);
  const nextDay = new Date((after + 1) * DAY_MS).toISOString().slice(0, 10);
  return { from: startOfDayInZone(startDate, timeZone), to: startOfDayInZone(nextDay, timeZone) };
}

/** Today's calendar day in a time zone (YYYY-MM-DD). */
export function todayInZone(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .slice(0, 10);
}
