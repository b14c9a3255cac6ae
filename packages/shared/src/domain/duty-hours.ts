/**
 * Duty hours (trading.md §3): entries with a day (1 Monday … 7 Sunday), start_time, end_time and an
 * active flag are sorted and merged into one range per day, with a second range when the day's hours
 * are not contiguous; an active range wins over an inactive one.
 */

export interface DutyHoursInput {
  day: number;
  start_time: string;
  end_time: string;
  active: boolean;
}

export interface MergedDutyRange {
  day: number;
  startTime: string;
  endTime: string;
  active: boolean;
}

function minutes(time: string): number {
  const [hours, mins] = time.split(':');
  return Number(hours) * 60 + Number(mins);
}

function time(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function mergeDay(entries: readonly DutyHoursInput[]): { start: number; end: number }[] {
  const sorted = entries
    .map((entry) => ({ start: minutes(entry.start_time), end: minutes(entry.end_time) }))
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: { start: number; end: number }[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    // Touching ranges (09:00–12:00, 12:00–18:00) are contiguous and become one.
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  if (merged.length <= 2) return merged;
  // At most two ranges a day: the second spans the rest, so no active hour is lost.
  return [merged[0]!, { start: merged[1]!.start, end: merged.at(-1)!.end }];
}

/**
 * The spec's merge: per day, sorted, one range (or two when not contiguous). A day with an active
 * entry shows only its active ranges; a day with inactive entries only shows them as inactive.
 * @example mergeDutyHours([{ day: 1, start_time: '09:00', end_time: '12:00', active: true },
 *   { day: 1, start_time: '11:00', end_time: '18:00', active: true }])
 *   // [{ day: 1, startTime: '09:00', endTime: '18:00', active: true }]
 */
export function mergeDutyHours(entries: readonly DutyHoursInput[]): MergedDutyRange[] {
  const result: MergedDutyRange[] = [];
  for (let day = 1; day <= 7; day += 1) {
    const ofDay = entries.filter((entry) => entry.day === day);
    if (ofDay.length === 0) continue;
    const active = ofDay.filter((entry) => entry.active);
    const chosen = active.length > 0 ? active : ofDay;
    for (const range of mergeDay(chosen)) {
      result.push({ day, startTime: time(range.start), endTime: time(range.end), active: active.length > 0 });
    }
  }
  return result;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The weekday (1 Monday … 7 Sunday) and minute of the day of an instant in a time zone. */
export function localDayAndMinute(at: Date, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return { day: WEEKDAYS[part('weekday')] ?? 1, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

/**
 * Whether an offer is on duty at an instant: always when it has no duty hours, otherwise only inside
 * an active merged range of that day in the offer's time zone (end exclusive).
 */
export function isOnDuty(entries: readonly DutyHoursInput[], at: Date, timeZone: string): boolean {
  const ranges = mergeDutyHours(entries).filter((range) => range.active);
  if (entries.length === 0) return true;
  const { day, minute } = localDayAndMinute(at, timeZone);
  return ranges.some(
    (range) => range.day === day && minute >= minutes(range.startTime) && minute < minutes(range.endTime),
  );
}
