import { SUPPORTED_LOCALES, type Locale } from '@p2p/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { completePlurals } from './plurals';
import { resources } from './resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const english = resources.en.translation;
const englishKeys = keysOf(english).sort();
const englishPluralBases = new Set(
  englishKeys.filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -6)),
);

/** The English keys, where a plural may also carry the language's own CLDR forms (`_few`, `_many`…). */
function expectedKeyProblems(locale: Locale, keys: string[]) {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const isOwnPluralForm = (key: string) => {
    const match = PLURAL_SUFFIX.exec(key);
    return (
      match !== null &&
      englishPluralBases.has(key.slice(0, match.index)) &&
      categories.includes(match[1] as Intl.LDMLPluralRule)
    );
  };
  const present = new Set(keys);
  return {
    missing: englishKeys.filter((key) => !present.has(key)),
    extra: keys.filter((key) => !englishKeys.includes(key) && !isOwnPluralForm(key)),
  };
}

describe('translation catalogues', () => {
  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    '%s has exactly the English keys',
    (locale) => {
      const catalogue = resources[locale]?.translation;
      expect(catalogue, `no catalogue files for ${locale}`).toBeDefined();
      expect(expectedKeyProblems(locale, keysOf(catalogue))).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(SUPPORTED_LOCALES.filter((locale) => resources[locale]))(
    '%s keeps the interpolation placeholders and has no empty text',
    (locale) => {
      const catalogue = resources[locale]!.translation;
      const read = (root: unknown, key: string) =>
        key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root);
      for (const key of englishKeys) {
        const text = read(catalogue, key);
        if (typeof text !== 'string') continue; // reported as missing by the test above
        expect(text.trim(), `${locale}:${key}`).not.toBe('');
        expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(read(english, key) as string));
      }
    },
  );

  it('fills a language’s missing plural forms from its _other text, keeping the written ones', () => {
    const filled = completePlurals(
      { a: { n_one: 'one {{count}}', n_other: 'many {{count}}', n_few: 'few' } },
      'ru',
    );
    expect(filled.a).toEqual({
      n_one: 'one {{count}}',
      n_other: 'many {{count}}',
      n_few: 'few',
      n_many: 'many {{count}}',
    });
  });

  it('shows a Russian count of 3 and 5 instead of the raw key', async () => {
    await i18n.changeLanguage('ru');
    expect(i18n.t('marketplace.card.trades', { count: 3 })).toContain('3');
    expect(i18n.t('marketplace.card.trades', { count: 5 })).toContain('5');
  });
});

// Each file is downloaded on its own (the core first, each area with its pages), so a key must be
// in the same file in every language, not just somewhere in the language.
const fileKeys = import.meta.glob<Record<string, unknown>>(['./locales/*.json', './locales/*/*.json'], {
  eager: true,
  import: 'default',
});
const baseKeys = (tree: unknown) =>
  [...new Set(keysOf(tree).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

describe('catalogue files', () => {
  const englishFiles = Object.keys(fileKeys).filter((file) => file.endsWith('/en.json'));

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    '%s has the keys of each English file in the file of the same name',
    (locale) => {
      for (const english of englishFiles) {
        const own = english.replace(/en\.json$/, `${locale}.json`);
        expect(own in fileKeys, `${own} is missing`).toBe(true);
        expect(baseKeys(fileKeys[own]), own).toEqual(baseKeys(fileKeys[english]));
      }
    },
  );
});
