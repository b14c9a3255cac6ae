import { SUPPORTED_LOCALES } from '@p2p/shared';
import { describe, expect, it } from 'vitest';
import { resources } from '@/i18n/resources';
import { loadCatalogue } from './i18n';

describe('catalogues loaded per language', () => {
  it.each(SUPPORTED_LOCALES)('the %s chunk holds every file of that language', async (locale) => {
    expect(await loadCatalogue(locale)).toEqual(resources[locale].translation);
  });
});
