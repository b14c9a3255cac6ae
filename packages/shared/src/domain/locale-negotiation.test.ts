import { describe, expect, it } from 'vitest';
import {
  isLocale,
  localeDirection,
  localeOfTag,
  negotiateFromList,
  negotiateLocale,
} from './locale-negotiation.js';

describe('language negotiation', () => {
  it('takes the highest quality supported language, ties in header order', () => {
    expect(negotiateLocale('de-DE,de;q=0.9,fr;q=0.8,es;q=0.7')).toBe('fr');
    expect(negotiateLocale('es;q=0.5,ru;q=0.9')).toBe('ru');
    expect(negotiateLocale('tr,vi')).toBe('tr');
    expect(negotiateLocale('vi;q=0.8,tr;q=0.8')).toBe('vi');
    expect(negotiateLocale('ar-EG , en;q=0.1')).toBe('ar');
  });

  it('skips languages refused with q=0, the wildcard and malformed weights', () => {
    expect(negotiateLocale('fr;q=0,es;q=0.2')).toBe('es');
    expect(negotiateLocale('*,ru;q=0.3')).toBe('ru');
    expect(negotiateLocale('fr;q=abc,pt;q=0.4')).toBe('pt');
  });

  it('falls back from a region or script to the language', () => {
    expect(negotiateLocale('pt-PT')).toBe('pt');
    expect(negotiateLocale('pt-BR,pt;q=0.9')).toBe('pt');
    expect(negotiateLocale('zh-CN,zh;q=0.9')).toBe('zh');
    expect(negotiateLocale('zh-Hans')).toBe('zh');
    expect(negotiateLocale('zh-Hant-TW')).toBe('zh');
    expect(negotiateLocale('fr-CA')).toBe('fr');
    expect(negotiateLocale('es-419')).toBe('es');
    expect(localeOfTag('ru_RU')).toBe('ru');
  });

  it('answers English for unknown, empty or missing headers', () => {
    expect(negotiateLocale('de-DE,ja;q=0.8')).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
    expect(negotiateLocale('en-GB,fr;q=0.5')).toBe('en');
  });

  it('reads navigator.languages in its order', () => {
    expect(negotiateFromList(['de', 'zh-Hans-CN', 'en-US'])).toBe('zh');
    expect(negotiateFromList(['ja'])).toBe('en');
  });

  it('knows the codes and the right-to-left language', () => {
    expect(isLocale('vi')).toBe(true);
    expect(isLocale('pt-BR')).toBe(false);
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('fr')).toBe('ltr');
  });
});
