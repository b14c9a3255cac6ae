import { SUPPORTED_LOCALES } from '@p2p/shared';
import { describe, expect, it } from 'vitest';
import { resources } from '@/i18n/resources';
import { hasCatalogue, i18n, loadCatalogue } from './i18n';

describe('catalogues loaded per language', () => {
  it.each(SUPPORTED_LOCALES)('%s has a catalogue chunk in i18n/catalogues', (locale) => {
    expect(hasCatalogue(locale)).toBe(true);
  });

  it.each(SUPPORTED_LOCALES.filter(hasCatalogue))(
    'the %s chunk holds every file of that language',
    async (locale) => {
      expect(await loadCatalogue(locale)).toEqual(resources[locale]?.translation);
    },
  );

  it('sets <html lang> and dir="rtl" for Arabic, back to ltr for the others', async () => {
    i18n.addResourceBundle('ar', 'translation', resources.ar?.translation ?? {}, true, true);
    await i18n.changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await i18n.changeLanguage('es');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
