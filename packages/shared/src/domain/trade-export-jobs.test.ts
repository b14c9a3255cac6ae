import { describe, expect, it } from 'vitest';
import { tradeExportRequestSchema } from '../schemas/trade-export-reports.js';
import {
  EXPORT_REPORT_EVENTS,
  EXPORT_REPORT_STATUSES,
  canCancelExportReport,
  exportRangeBounds,
  exportRangeDays,
  isExportReportFinished,
  nextExportReportStatus,
  startOfDayInZone,
  todayInZone,
} from './trade-export-jobs.js';

describe('the export job state machine', () => {
  it('moves a job through its happy path and the empty range', () => {
    expect(nextExportReportStatus('pending', 'claim')).toBe('in_progress');
    expect(nextExportReportStatus('in_progress', 'rows_read')).toBe('generating');
    expect(nextExportReportStatus('generating', 'stored')).toBe('completed');
    expect(nextExportReportStatus('completed', 'expire')).toBe('missing');
    expect(nextExportReportStatus('in_progress', 'empty')).toBe('no_data');
  });

  it('lets a worker take over a leased job, retry it or give up', () => {
    expect(nextExportReportStatus('generating', 'claim')).toBe('in_progress');
    expect(nextExportReportStatus('in_progress', 'claim')).toBe('in_progress');
    expect(nextExportReportStatus('generating', 'retry')).toBe('pending');
    expect(nextExportReportStatus('in_progress', 'give_up')).toBe('failed');
  });

  it('cancels only a pending job', () => {
    const cancellable = EXPORT_REPORT_STATUSES.filter(canCancelExportReport);
    expect(cancellable).toEqual(['pending']);
    expect(nextExportReportStatus('pending', 'cancel')).toBe('cancelled');
    expect(nextExportReportStatus('generating', 'cancel')).toBeNull();
  });

  it('never moves a finished job except a completed one to missing', () => {
    for (const status of EXPORT_REPORT_STATUSES.filter(isExportReportFinished)) {
      const moves = EXPORT_REPORT_EVENTS.map((event) => [event, nextExportReportStatus(status, event)]);
      const allowed = moves.filter(([, to]) => to !== null);
      expect(allowed, status).toEqual(status === 'completed' ? [['expire', 'missing']] : []);
    }
    expect(nextExportReportStatus('pending', 'stored')).toBeNull();
    expect(nextExportReportStatus('pending', 'expire')).toBeNull();
  });
});

describe('the 31-day range', () => {
  const valid = { format: 'csv', start_date: '2026-01-01', end_date: '2026-01-31' };

  it('counts both ends and refuses more than 31 days on end_date', () => {
    expect(exportRangeDays('2026-01-01', '2026-01-31')).toBe(31);
    expect(exportRangeDays('2026-02-28', '2026-03-01')).toBe(2);
    expect(tradeExportRequestSchema.safeParse(valid).success).toBe(true);
    const long = tradeExportRequestSchema.safeParse({ ...valid, end_date: '2026-02-01' });
    expect(long.success).toBe(false);
    expect(long.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['end_date', 'An export covers at most 31 days: pick an end date closer to the start'],
    ]);
  });

  it('refuses days that do not exist, reversed ranges and unknown fields', () => {
    expect(exportRangeDays('2026-02-29', '2026-03-01')).toBeNull();
    const reversed = tradeExportRequestSchema.safeParse({ ...valid, start_date: '2026-02-02' });
    expect(reversed.error?.issues[0]?.path).toEqual(['end_date']);
    expect(tradeExportRequestSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
    expect(tradeExportRequestSchema.safeParse({ ...valid, crypto_currency_code: 'XMR' }).success).toBe(false);
  });
});

describe('calendar days in a time zone', () => {
  it('starts a day at local midnight, across daylight saving changes', () => {
    expect(startOfDayInZone('2026-01-15', 'UTC').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(startOfDayInZone('2026-01-15', 'Asia/Tokyo').toISOString()).toBe('2026-01-14T15:00:00.000Z');
    expect(startOfDayInZone('2026-07-01', 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    // Europe/Berlin moves to summer time on 2026-03-29 at 02:00: the day still starts at 00:00 +01:00.
    expect(startOfDayInZone('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayInZone('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('covers the range from the first midnight to the one after the last day', () => {
    const bounds = exportRangeBounds('2026-03-01', '2026-03-31', 'Asia/Kolkata');
    expect(bounds.from.toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(bounds.to.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(todayInZone(new Date('2026-03-31T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-04-01');
  });
});
