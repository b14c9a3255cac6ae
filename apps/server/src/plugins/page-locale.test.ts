import { describe, expect, it } from 'vitest';
import { pageLocale } from './page-locale.js';

describe('the language a page is served in', () => {
  it('keeps an explicit prefix whatever the cookie and the browser say', () => {
    expect(pageLocale({ url: '/es/offers', cookie: 'ru', acceptLanguage: 'fr' })).toEqual({
      locale: 'es',
      dir: 'ltr',
    });
    expect(pageLocale({ url: '/ar', cookie: undefined, acceptLanguage: undefined })).toEqual({
      locale: 'ar',
      dir: 'rtl',
    });
  });

  it('sends an unprefixed page to the remembered language, query kept', () => {
    expect(pageLocale({ url: '/offers?coin=btc', cookie: 'vi', acceptLanguage: 'fr' })).toEqual({
      locale: 'vi',
      dir: 'ltr',
      redirectTo: '/vi/offers?coin=btc',
    });
    expect(pageLocale({ url: '/', cookie: 'ar', acceptLanguage: undefined }).redirectTo).toBe('/ar');
  });

  it('keeps English when English was picked, even from a French browser', () => {
    expect(pageLocale({ url: '/login', cookie: 'en', acceptLanguage: 'fr-FR' })).toEqual({
      locale: 'en',
      dir: 'ltr',
    });
  });

  it('negotiates Accept-Language on a first visit, ignoring an unknown cookie', () => {
    expect(
      pageLocale({ url: '/login', cookie: undefined, acceptLanguage: 'pt-PT,pt;q=0.9' }).redirectTo,
    ).toBe('/pt/login');
    expect(pageLocale({ url: '/', cookie: 'xx', acceptLanguage: 'zh-CN,zh;q=0.9,en;q=0.8' }).redirectTo).toBe(
      '/zh',
    );
    expect(pageLocale({ url: '/login', cookie: undefined, acceptLanguage: 'de-DE,ja;q=0.5' })).toEqual({
      locale: 'en',
      dir: 'ltr',
    });
    expect(
      pageLocale({ url: '/login', cookie: undefined, acceptLanguage: undefined }).redirectTo,
    ).toBeUndefined();
  });
});
