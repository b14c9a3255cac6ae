import { describe, expect, it } from 'vitest';
import { isPrefixLocale, localeFromPath, localizePath, stripLocale, switchLocalePath } from './locale-path';

describe('locale paths', () => {
  it('leaves the default locale out of URLs and prefixes the others', () => {
    expect(localizePath('/login', 'en')).toBe('/login');
    expect(localizePath('/login', 'es')).toBe('/es/login');
    expect(localizePath('/', 'es')).toBe('/es');
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('register', 'ru')).toBe('/ru/register');
  });

  it('finds the locale of a path', () => {
    expect(localeFromPath('/es/login')).toBe('es');
    expect(localeFromPath('/es')).toBe('es');
    expect(localeFromPath('/ru/')).toBe('ru');
    expect(localeFromPath('/login')).toBe('en');
    expect(localeFromPath('/en/login')).toBe('en');
    expect(localeFromPath('/xx/login')).toBe('en');
    expect(localeFromPath('/')).toBe('en');
  });

  it('accepts only supported non-default locales as prefixes', () => {
    expect(isPrefixLocale('es')).toBe(true);
    expect(isPrefixLocale('ru')).toBe(true);
    expect(isPrefixLocale('en')).toBe(false);
    expect(isPrefixLocale('de')).toBe(false);
    expect(isPrefixLocale(undefined)).toBe(false);
  });

  it('strips a locale prefix', () => {
    expect(stripLocale('/es/login')).toBe('/login');
    expect(stripLocale('/es')).toBe('/');
    expect(stripLocale('/login')).toBe('/login');
    expect(stripLocale('/estate')).toBe('/estate');
  });

  it('switches the language of a path, keeping query and hash', () => {
    expect(switchLocalePath('/login', 'es', '?redirectTo=%2Fwallet', '#form')).toBe(
      '/es/login?redirectTo=%2Fwallet#form',
    );
    expect(switchLocalePath('/es/register', 'en')).toBe('/register');
    expect(switchLocalePath('/es', 'ru')).toBe('/ru');
  });
});
