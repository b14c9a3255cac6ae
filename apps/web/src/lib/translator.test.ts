import { SUPPORTED_LOCALES } from '@p2p/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { CatalogueTree } from '@/i18n/catalogues/merge';
import { resources } from '@/i18n/resources';
import { Translator } from './translator';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 21, 22, 100, 101, 1_000_000, 1.5];

function leaves(tree: CatalogueTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : leaves(value as CatalogueTree, `${prefix}${key}.`),
  );
}

/** The values a text asks for, each a text that names it. */
function valuesFor(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map(([, name]) => [name!, `<${name}>`]),
  );
}

async function both(locale: string, own?: CatalogueTree) {
  const catalogue = own ?? (resources[locale as keyof typeof resources]!.translation as CatalogueTree);
  const reference = i18next.createInstance();
  await reference.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: catalogue } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const translator = new Translator();
  await translator.init({ language: locale, resources: { [locale]: { translation: catalogue } } });
  const expected = (key: string, values?: object) => String(reference.t(key as never, values as never));
  const actual = (key: string, values?: object) => String(translator.t(key as never, values as never));
  return { catalogue, expected, actual };
}

describe('Translator gives what i18next gives', () => {
  it.each(SUPPORTED_LOCALES)(
    'for every key of the %s catalogue, with its values and counts',
    async (locale) => {
      const { catalogue, expected, actual } = await both(locale);
      const entries = leaves(catalogue);
      expect(entries.length).toBeGreaterThan(1000);
      let compared = 0;
      for (const [key, text] of entries) {
        const values = valuesFor(text);
        expect([key, actual(key, values)]).toEqual([key, expected(key, values)]);
        compared += 1;
        const base = key.replace(PLURAL_SUFFIX, '');
        if (base === key) continue;
        for (const count of COUNTS) {
          const withCount = { ...values, count };
          expect([base, count, actual(base, withCount)]).toEqual([base, count, expected(base, withCount)]);
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(entries.length);
    },
  );

  it('answers a missing key and a missing or odd value as i18next does, a group of texts with its key', async () => {
    const { expected, actual } = await both('en');
    for (const key of ['no.such.key', 'nav.home.deeper', '']) expect(actual(key)).toBe(expected(key));
    for (const [key, values] of [
      ['no.such.key', { defaultValue: 'Said by the server' }],
      ['no.such.key', { defaultValue: 'Hello, {{name}}', name: 'Ann' }],
      ['nav.home', { defaultValue: 'Not used' }],
    ] as const)
      expect(actual(key, values)).toBe(expected(key, values));
    // A key naming a group of texts: i18next answers with a sentence about it, ours with the key.
    expect(expected('nav')).toContain('returned an object');
    expect(actual('nav')).toBe('nav');
    expect(actual('dashboard.greeting')).toBe(expected('dashboard.greeting'));
    expect(actual('dashboard.greeting', { username: null })).toBe(
      expected('dashboard.greeting', { username: null }),
    );
    expect(actual('dashboard.greeting', { username: 42 })).toBe(
      expected('dashboard.greeting', { username: 42 }),
    );
  });
});

describe('Translator', () => {
  it('takes key_zero for a count of 0 in a language whose rules have no zero form, as i18next does', async () => {
    const items = { items_zero: 'No items', items_one: 'One item', items_other: '{{count}} items' };
    const { expected, actual } = await both('en', items);
    for (const count of [0, 1, 2]) expect(actual('items', { count })).toBe(expected('items', { count }));
    expect(actual('items', { count: 0 })).toBe('No items');
  });

  it('falls back to the fallback language for a key the active one lacks', async () => {
    const translator = new Translator();
    await translator.init({
      language: 'es',
      fallbackLanguage: 'en',
      resources: { en: { translation: { a: 'A', b: 'B' } }, es: { translation: { a: 'Á' } } },
    });
    expect([translator.t('a' as never), translator.t('b' as never)]).toEqual(['Á', 'B']);
  });

  it('loads a language before it switches and tells listeners once', async () => {
    const loads: string[] = [];
    const translator = new Translator();
    const heard: string[] = [];
    translator.on('languageChanged', (language) => heard.push(language));
    await translator.init({
      language: 'en',
      load: async (language) => {
        loads.push(language);
        return { hello: language === 'en' ? 'Hello' : 'Hola' };
      },
    });
    const switching = translator.changeLanguage('es');
    expect(translator.language).toBe('en');
    const t = await switching;
    expect([translator.language, t('hello' as never), loads, heard]).toEqual([
      'es',
      'Hola',
      ['en', 'es'],
      ['en', 'es'],
    ]);
    expect(translator.getFixedT('en')('hello' as never)).toBe('Hello');
  });

  it('adds an area on top of the core without losing the core', async () => {
    const translator = new Translator();
    await translator.init({
      language: 'en',
      resources: { en: { translation: { trades: { title: 'Trades' } } } },
    });
    translator.addResourceBundle('en', 'translation', { trades: { paid: 'Paid' } });
    expect([translator.t('trades.title' as never), translator.t('trades.paid' as never)]).toEqual([
      'Trades',
      'Paid',
    ]);
    expect(translator.exists('trades.paid')).toBe(true);
    expect(translator.exists('trades.none')).toBe(false);
  });
});
