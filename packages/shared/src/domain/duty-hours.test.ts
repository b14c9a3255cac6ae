import { describe, expect, it } from 'vitest';
import { isOnDuty, localDayAndMinute, mergeDutyHours, type DutyHoursInput } from './duty-hours.js';

const entry = (day: number, start: string, end: string, active = true): DutyHoursInput => ({
  day,
  start_time: start,
  end_time: end,
  active,
});

describe('mergeDutyHours', () => {
  it('returns nothing for no entries', () => {
    expect(mergeDutyHours([])).toEqual([]);
  });

  it('sorts by day, then start', () => {
    expect(
      mergeDutyHours([entry(3, '10:00', '11:00'), entry(1, '14:00', '15:00'), entry(1, '08:00', '09:00')]),
    ).toEqual([
      { day: 1, startTime: '08:00', endTime: '09:00', active: true },
      { day: 1, startTime: '14:00', endTime: '15:00', active: true },
      { day: 3, startTime: '10:00', endTime: '11:00', active: true },
    ]);
  });

  it('merges overlapping ranges into one', () => {
    expect(mergeDutyHours([entry(1, '11:00', '18:00'), entry(1, '09:00', '12:00')])).toEqual([
      { day: 1, startTime: '09:00', endTime: '18:00', active: true },
    ]);
  });

  it('merges touching ranges (contiguous) into one', () => {
    expect(mergeDutyHours([entry(2, '09:00', '12:00'), entry(2, '12:00', '17:30')])).toEqual([
      { day: 2, startTime: '09:00', endTime: '17:30', active: true },
    ]);
  });

  it('keeps a second range when not contiguous', () => {
    expect(mergeDutyHours([entry(5, '09:00', '12:00'), entry(5, '13:00', '17:00')])).toEqual([
      { day: 5, startTime: '09:00', endTime: '12:00', active: true },
      { day: 5, startTime: '13:00', endTime: '17:00', active: true },
    ]);
  });

  it('keeps at most two ranges a day: the second spans the rest', () => {
    expect(
      mergeDutyHours([entry(4, '08:00', '09:00'), entry(4, '10:00', '11:00'), entry(4, '20:00', '24:00')]),
    ).toEqual([
      { day: 4, startTime: '08:00', endTime: '09:00', active: true },
      { day: 4, startTime: '10:00', endTime: '24:00', active: true },
    ]);
  });

  it('an active range wins over an inactive one on the same day', () => {
    expect(mergeDutyHours([entry(6, '00:00', '24:00', false), entry(6, '10:00', '14:00', true)])).toEqual([
      { day: 6, startTime: '10:00', endTime: '14:00', active: true },
    ]);
  });

  it('a day with only inactive entries stays inactive', () => {
    expect(mergeDutyHours([entry(7, '09:00', '10:00', false), entry(7, '10:00', '12:00', false)])).toEqual([
      { day: 7, startTime: '09:00', endTime: '12:00', active: false },
    ]);
  });

  it('drops empty ranges', () => {
    expect(mergeDutyHours([entry(1, '10:00', '10:00')])).toEqual([]);
  });
});

describe('isOnDuty', () => {
  // 2026-11-16 is a Monday.
  const mondayNoonUtc = new Date('2026-11-16T12:00:00Z');

  it('is always on duty without duty hours', () => {
    expect(isOnDuty([], mondayNoonUtc, 'UTC')).toBe(true);
  });

  it('is on duty inside an active range, off outside (end exclusive)', () => {
    const hours = [entry(1, '09:00', '12:00'), entry(1, '13:00', '17:00')];
    expect(isOnDuty(hours, new Date('2026-11-16T11:59:00Z'), 'UTC')).toBe(true);
    expect(isOnDuty(hours, mondayNoonUtc, 'UTC')).toBe(false);
    expect(isOnDuty(hours, new Date('2026-11-16T13:00:00Z'), 'UTC')).toBe(true);
    expect(isOnDuty(hours, new Date('2026-11-17T10:00:00Z'), 'UTC')).toBe(false);
  });

  it('reads the time in the offer time zone', () => {
    // 12:00 UTC is 07:00 in New York (EST, UTC−5) on that Monday.
    expect(localDayAndMinute(mondayNoonUtc, 'America/New_York')).toEqual({ day: 1, minute: 7 * 60 });
    expect(isOnDuty([entry(1, '06:00', '08:00')], mondayNoonUtc, 'America/New_York')).toBe(true);
    expect(isOnDuty([entry(1, '06:00', '08:00')], mondayNoonUtc, 'UTC')).toBe(false);
  });

  it('is off duty when the only entries are inactive', () => {
    expect(isOnDuty([entry(1, '00:00', '24:00', false)], mondayNoonUtc, 'UTC')).toBe(false);
  });
});
