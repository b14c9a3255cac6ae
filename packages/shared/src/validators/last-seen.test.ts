import { describe, expect, it } from 'vitest';
import { lastSeenStatus } from './last-seen.js';
import { canonicalTimeZone } from './timezone.js';

const now = new Date('2025-06-01T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('lastSeenStatus', () => {
  it.each([
    [0, 'success', 'Online'],
    [59_000, 'success', 'Online'],
    [MIN, 'success', '1 minute ago'],
    [5 * MIN, 'success', '5 minutes ago'],
    [30 * MIN, 'success', '30 minutes ago'],
    [31 * MIN, 'warning', '31 minutes ago'],
    [HOUR, 'warning', '1 hour ago'],
    [3 * HOUR, 'warning', '3 hours ago'],
    [3 * HOUR + MIN, 'default', '3 hours ago'],
    [23 * HOUR, 'default', '23 hours ago'],
    [DAY, 'default', '1 day ago'],
    [6 * DAY, 'default', '6 days ago'],
    [7 * DAY, 'default', '1 week ago'],
    [11 * 7 * DAY, 'default', '11 weeks ago'],
    [12 * 7 * DAY, 'default', 'Online'],
    [400 * DAY, 'default', 'Online'],
  ])('%i ms ago → %s, %s', (elapsed, variant, text) => {
    expect(lastSeenStatus(before(elapsed), now)).toMatchObject({ variant, text });
  });

  it('gives unit and count for translation', () => {
    expect(lastSeenStatus(before(2 * HOUR), now)).toEqual({
      variant: 'warning',
      text: '2 hours ago',
      unit: 'hour',
      count: 2,
    });
  });

  it('takes ISO strings; never seen and bad dates fall to the default case', () => {
    expect(lastSeenStatus(before(10 * MIN).toISOString(), now).text).toBe('10 minutes ago');
    expect(lastSeenStatus(null, now)).toEqual({
      variant: 'default',
      text: 'Online',
      unit: null,
      count: null,
    });
    expect(lastSeenStatus('not a date', now).variant).toBe('default');
  });

  it('treats a time in the future as now', () => {
    expect(lastSeenStatus(new Date(now.getTime() + HOUR), now)).toMatchObject({
      variant: 'success',
      text: 'Online',
    });
  });
});

describe('canonicalTimeZone', () => {
  it.each([
    ['UTC', 'UTC'],
    ['utc', 'UTC'],
    ['Europe/London', 'Europe/London'],
    ['europe/london', 'Europe/London'],
    ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
    ['Africa/Lagos', 'Africa/Lagos'],
  ])('%s → %s', (value, expected) => {
    expect(canonicalTimeZone(value)).toBe(expected);
  });

  it.each(['EST', 'Mars/Olympus', '+01:00', 'Europe/London; drop', '', 'x'.repeat(100)])(
    'refuses %s',
    (value) => {
      expect(canonicalTimeZone(value)).toBeNull();
    },
  );
});
