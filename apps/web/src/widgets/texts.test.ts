import { SUPPORTED_LOCALES } from '@p2p/shared';
import { describe, expect, it } from 'vitest';
import { translator, WIDGET_TEXTS, widgetLanguage } from './texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('widget texts', () => {
  it.each(SUPPORTED_LOCALES)('%s has every English key with the same placeholders', (locale) => {
    const english = WIDGET_TEXTS.en;
    const texts = WIDGET_TEXTS[locale];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim(), `${locale}.${key}`).not.toBe('');
      expect(placeholders(text), `${locale}.${key}`).toEqual(
        placeholders(english[key as keyof typeof english]),
      );
    }
  });

  it('fills placeholders and picks the language', () => {
    expect(translator('fr')('buyOn', { coin: 'BTC', site: 'x.example' })).toBe(
      'Acheter des BTC sur x.example',
    );
    expect(widgetLanguage(undefined, 'pt-BR')).toBe('pt');
    expect(widgetLanguage(undefined, 'de')).toBe('en');
    expect(widgetLanguage('ar', 'es')).toBe('ar');
  });
});
