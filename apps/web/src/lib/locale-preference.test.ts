import { afterEach, describe, expect, it } from 'vitest';
import { rememberLocale, rememberedLocale, savedLocaleToAdopt } from './locale-preference';

describe('the remembered language', () => {
  afterEach(() => {
    document.cookie = 'locale=; Max-Age=0; Path=/';
  });

  it('is kept in the locale cookie and read back', () => {
    expect(rememberedLocale()).toBeUndefined();
    rememberLocale('ar');
    expect(document.cookie).toContain('locale=ar');
    expect(rememberedLocale()).toBe('ar');
    rememberLocale('en');
    expect(rememberedLocale()).toBe('en');
  });

  it('ignores a cookie that names no supported language', () => {
    document.cookie = 'locale=de; Path=/';
    expect(rememberedLocale()).toBeUndefined();
  });

  it('adopts the saved setting of a signed-in user when this browser remembers another or none', () => {
    expect(savedLocaleToAdopt('tr', undefined)).toBe('tr');
    expect(savedLocaleToAdopt('tr', 'es')).toBe('tr');
    expect(savedLocaleToAdopt('tr', 'tr')).toBeUndefined();
    expect(savedLocaleToAdopt('xx', undefined)).toBeUndefined();
    expect(savedLocaleToAdopt(undefined, 'es')).toBeUndefined();
  });
});
