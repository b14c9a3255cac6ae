import { describe, expect, it } from 'vitest';
import { bioCountedLength, bioLength, validateBio } from './bio.js';
import { normalizeNotifyInterval, validateNotifyInterval } from './notify-interval.js';
import {
  BIO_COUNTED_LIMIT,
  BIO_LINE_BREAK_WEIGHT,
  BIO_MAX_LENGTH,
  NOTIFY_TRADE_MESSAGES_INTERVAL_MAX,
  PROFILE_MESSAGES,
} from './profile-messages.js';

describe('bio', () => {
  it('counts code points, so an emoji is one character', () => {
    expect(bioLength('🚀ab')).toBe(3);
  });

  it('counts each line break as BIO_LINE_BREAK_WEIGHT in the limit-counted length', () => {
    expect(bioCountedLength('ab\ncd')).toBe(4 + BIO_LINE_BREAK_WEIGHT);
    expect(bioCountedLength('ab\r\ncd')).toBe(4 + BIO_LINE_BREAK_WEIGHT);
  });

  it('accepts a full-length bio', () => {
    expect(validateBio('a'.repeat(BIO_MAX_LENGTH))).toBeNull();
  });

  it('refuses a bio over the maximum with bio_max', () => {
    expect(validateBio('a'.repeat(BIO_MAX_LENGTH + 1))).toBe('bio_max');
  });

  it('refuses contact details with bio_contact_error', () => {
    expect(validateBio('Write to me: me@example.com')).toBe('bio_contact_error');
  });

  it('refuses too many line breaks with bio_limit', () => {
    const breaks = Math.floor(BIO_COUNTED_LIMIT / BIO_LINE_BREAK_WEIGHT) + 1;
    const bio = Array.from({ length: breaks + 1 }, () => 'x').join('\n');
    expect(bioLength(bio)).toBeLessThanOrEqual(BIO_MAX_LENGTH);
    expect(validateBio(bio)).toBe('bio_limit');
    expect(validateBio('a'.repeat(BIO_MAX_LENGTH - 2) + '\n\n')).toBeNull();
  });

  it('has an English message for every key', () => {
    expect(PROFILE_MESSAGES.bio_max).toContain(String(BIO_MAX_LENGTH));
  });
});

describe('notification interval', () => {
  it.each([
    ['0', null],
    ['10', null],
    [String(NOTIFY_TRADE_MESSAGES_INTERVAL_MAX), null],
    [15, null],
    [String(NOTIFY_TRADE_MESSAGES_INTERVAL_MAX + 1), 'notification_error'],
    ['9'.repeat(400), 'notification_error'],
    ['', 'notification_digits_error'],
    ['1h', 'notification_digits_error'],
    ['-5', 'notification_digits_error'],
    ['1.5', 'notification_digits_error'],
    [' 10', 'notification_digits_error'],
    [1.5, 'notification_digits_error'],
    [-1, 'notification_digits_error'],
  ] as const)('%s → %s', (value, expected) => {
    expect(validateNotifyInterval(value)).toBe(expected);
  });

  it('carries the maximum in its message and stores digits without leading zeros', () => {
    expect(PROFILE_MESSAGES.notification_error).toContain(String(NOTIFY_TRADE_MESSAGES_INTERVAL_MAX));
    expect(normalizeNotifyInterval('015')).toBe('15');
  });
});
