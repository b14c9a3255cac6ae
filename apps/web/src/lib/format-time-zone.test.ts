import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatTime,
  getDisplayTimeZone,
  relativeTime,
  setDisplayTimeZone,
} from './format';

afterEach(() => setDisplayTimeZone(undefined));

describe("dates in the user's time zone", () => {
  const moment = '2026-03-31T22:30:00Z';

  it("writes every date in the user's zone once it is set", () => {
    setDisplayTimeZone('Asia/Tokyo');
    expect(formatDate(moment, 'en-GB')).toBe('1 Apr 2026');
    expect(formatDateTime(moment, 'en-GB')).toBe('1 Apr 2026, 07:30');
    expect(formatTime(moment, 'en-GB')).toBe('07:30');
    setDisplayTimeZone('America/New_York');
    expect(formatDateTime(moment, 'en-GB')).toBe('31 Mar 2026, 18:30');
    // Past a week, the relative time is a date in the zone too.
    expect(relativeTime(moment, 'en-GB', Date.parse('2026-05-01T00:00:00Z'))).toBe('31 Mar 2026, 18:30');
  });

  it("falls back to the browser's zone for guests and for a zone the browser does not know", () => {
    setDisplayTimeZone('Mars/Olympus_Mons');
    expect(getDisplayTimeZone()).toBeUndefined();
    setDisplayTimeZone(null);
    const browser = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatDateTime(moment, 'en-GB')).toBe(browser.format(new Date(moment)));
  });

  it('leaves text that is not a date as it is', () => {
    setDisplayTimeZone('UTC');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
