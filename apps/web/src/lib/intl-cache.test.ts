import { describe, expect, it } from 'vitest';
import { dateTimeFormatOf, numberFormat, relativeTimeFormat, warmNumberFormat } from './intl-cache';

describe('Intl formatters made once', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    const usd = numberFormat('en', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en', { style: 'currency', currency: 'USD' })).toBe(usd);
    expect(numberFormat('en', { style: 'currency', currency: 'EUR' })).not.toBe(usd);
    expect(numberFormat('de', { style: 'currency', currency: 'USD' })).not.toBe(usd);
    expect(usd.format(1234.5)).toBe('$1,234.50');
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' }).format(1234.5)).toBe('1.234,50\u00a0€');
  });

  it('keeps number, date and relative formats of the same options apart', () => {
    const date = dateTimeFormatOf('en', { timeZone: 'UTC', dateStyle: 'medium' });
    expect(dateTimeFormatOf('en', { timeZone: 'UTC', dateStyle: 'medium' })).toBe(date);
    expect(date.format(Date.UTC(2026, 10, 28))).toBe('Nov 28, 2026');
    expect(
      dateTimeFormatOf('en', { timeZone: 'Asia/Tokyo', dateStyle: 'medium' }).format(
        Date.UTC(2026, 10, 28, 20),
      ),
    ).toBe('Nov 29, 2026');
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')).toBe('yesterday');
    expect(numberFormat('en')).not.toBe(dateTimeFormatOf('en'));
  });

  it('throws every time for options Intl refuses', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'US' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'US' })).toThrow(RangeError);
    expect(() => dateTimeFormatOf('en', { timeZone: 'Mars/Base' })).toThrow(RangeError);
  });

  it('makes the plain number format ahead of need, the one the formatters then use', () => {
    const original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(original, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      warmNumberFormat('fr-CA');
      expect(made).toBe(1);
      expect(numberFormat('fr-CA').format(1.5)).toBe('1,5');
      expect(made).toBe(1);
      expect(() => warmNumberFormat('not a language!')).not.toThrow();
    } finally {
      Intl.NumberFormat = original;
    }
  });
});
