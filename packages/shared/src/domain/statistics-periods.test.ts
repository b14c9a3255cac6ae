import { describe, expect, it } from 'vitest';
import { bucketStart, bucketsOf, statisticsRange, STATISTICS_PERIODS } from './statistics-periods.js';

// A Thursday afternoon (weekday 4).
const now = new Date('2026-11-26T15:42:10.000Z');

describe('statisticsRange', () => {
  it.each([
    ['day', '2026-11-26T00:00:00.000Z', 'hour'],
    ['24h', '2026-11-25T15:42:10.000Z', 'hour'],
    ['week', '2026-11-23T00:00:00.000Z', 'day'],
    ['7d', '2026-11-19T15:42:10.000Z', 'day'],
    ['month', '2026-11-01T00:00:00.000Z', 'day'],
    ['1m', '2026-10-26T15:42:10.000Z', 'day'],
    ['year', '2025-12-01T00:00:00.000Z', 'month'],
  ] as const)('%s starts at %s, one point a %s', (period, from, bucket) => {
    const range = statisticsRange(period, now);
    expect(range).toEqual({ period, from: new Date(from), to: now, bucket });
  });

  it('a week seen on Sunday started on the Monday before; on Monday, that day', () => {
    expect(statisticsRange('week', new Date('2026-11-29T23:00:00Z')).from.toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(statisticsRange('week', new Date('2026-11-30T08:00:00Z')).from.toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
  });

  it('one month back from a day the month before lacks ends at its last day', () => {
    expect(statisticsRange('1m', new Date('2027-03-31T10:00:00Z')).from.toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    expect(statisticsRange('1m', new Date('2027-01-15T00:00:00Z')).from.toISOString()).toBe(
      '2026-12-15T00:00:00.000Z',
    );
  });

  it('covers every spec period', () => {
    expect(STATISTICS_PERIODS).toEqual(['day', '24h', 'week', '7d', 'month', '1m', 'year']);
  });
});

describe('buckets', () => {
  it('truncates a moment to its hour, day or month', () => {
    const moment = new Date('2026-11-26T15:42:10Z');
    expect(bucketStart(moment, 'hour').toISOString()).toBe('2026-11-26T15:00:00.000Z');
    expect(bucketStart(moment, 'day').toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(bucketStart(moment, 'month').toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('lists every bucket of the range, the partial first one included', () => {
    expect(bucketsOf(statisticsRange('day', now))).toHaveLength(16);
    const rolling = bucketsOf(statisticsRange('24h', now));
    expect(rolling).toHaveLength(25);
    expect(rolling[0]).toBe('2026-11-25T15:00:00.000Z');
    expect(rolling.at(-1)).toBe('2026-11-26T15:00:00.000Z');
    expect(bucketsOf(statisticsRange('week', now))).toHaveLength(4);
    expect(bucketsOf(statisticsRange('7d', now))).toHaveLength(8);
    const year = bucketsOf(statisticsRange('year', now));
    expect(year).toHaveLength(12);
    expect(year[0]).toBe('2025-12-01T00:00:00.000Z');
    expect(year.at(-1)).toBe('2026-11-01T00:00:00.000Z');
  });
});
