import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import {
  countryDisplayName,
  currencyDisplayName,
  sortByDisplayName,
  useReferenceNames,
} from './reference-names';

describe('reference names in the page language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('names currencies from CLDR, first letter up, the reference name for unknown codes', () => {
    expect(currencyDisplayName('NGN', 'es', 'Nigerian Naira')).toBe('Naira nigeriano');
    expect(currencyDisplayName('EUR', 'ru', 'Euro')).toBe('Евро');
    expect(currencyDisplayName('usd', 'en', 'US Dollar')).toBe('US Dollar');
    expect(currencyDisplayName('ZZZ1', 'fr', 'Something')).toBe('Something');
  });

  it('names countries from CLDR, the reference name for codes it lacks', () => {
    expect(countryDisplayName('DE', 'ru', 'Germany')).toBe('Германия');
    expect(countryDisplayName('BR', 'pt', 'Brazil')).toBe('Brasil');
    expect(countryDisplayName('WORLDWIDE', 'es', 'Worldwide')).toBe('Worldwide');
    expect(countryDisplayName(null, 'es', 'Unknown')).toBe('Unknown');
  });

  it('sorts by the translated name', () => {
    const names = ['Germany', 'Spain', 'Austria'];
    const isoOf: Record<string, string> = { Germany: 'DE', Spain: 'ES', Austria: 'AT' };
    const sorted = sortByDisplayName(names, (name) => countryDisplayName(isoOf[name], 'es', name), 'es');
    // Alemania, Austria, España
    expect(sorted).toEqual(['Germany', 'Austria', 'Spain']);
  });

  it('translates payment-method groups, tags and "worldwide" from the catalogue, unknown slugs as sent', async () => {
    await i18n.changeLanguage('es');
    const { result } = renderHook(() => useReferenceNames());
    expect(result.current.group('bank-transfers', 'Bank transfers')).toBe('Transferencias bancarias');
    expect(result.current.tag('receipt-required', 'Receipt required')).toBe('Recibo obligatorio');
    expect(result.current.tag('brand-new-tag', 'Brand new tag')).toBe('Brand new tag');
    expect(result.current.country('WORLDWIDE', 'Worldwide')).toBe('Todo el mundo');
    expect(result.current.currency('NGN', 'Nigerian Naira')).toBe('Naira nigeriano');
  });
});
