import { SUPPORTED_LOCALES } from '@p2p/shared';
import { describe, expect, it } from 'vitest';
import { resources } from '@/i18n/resources';
import { deepMerge } from '@/i18n/catalogues/merge';
import { catalogueAreas, hasCatalogue, i18n, loadAreaCatalogue, loadCatalogue } from './i18n';

describe('catalogues loaded per language', () => {
  it.each(SUPPORTED_LOCALES)('%s has a catalogue chunk in i18n/catalogues', (locale) => {
    expect(hasCatalogue(locale)).toBe(true);
  });

  it.each(SUPPORTED_LOCALES.filter(hasCatalogue))(
    'the %s core chunk and its area chunks hold every file of that language',
    async (locale) => {
      const core = await loadCatalogue(locale);
      const names = await catalogueAreas(locale);
      const areas = await Promise.all(names.map((area) => loadAreaCatalogue(locale, area)));
      expect(deepMerge(core, ...areas)).toEqual(resources[locale]?.translation);
    },
  );

  it('keeps out of the core chunk the areas that load with their pages', async () => {
    const core = await loadCatalogue('en');
    expect(await catalogueAreas('en')).toEqual(
      expect.arrayContaining(['trade', 'bank-accounts', 'webhooks', 'dashboard']),
    );
    expect(Object.keys(core)).not.toContain('trades');
    // The shell's few keys of an area are in the core under the area's key, the rest is not.
    expect(core.webhooks).toEqual({ nav: resources.en.translation.webhooks.nav });
  });

  it('sets <html lang> and dir="rtl" for Arabic, back to ltr for the others', async () => {
    i18n.addResourceBundle('ar', 'translation', resources.ar?.translation ?? {});
    await i18n.changeLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await i18n.changeLanguage('es');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
