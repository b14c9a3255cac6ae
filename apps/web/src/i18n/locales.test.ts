import { describe, expect, it } from 'vitest';
import { resources } from './resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('translation catalogues', () => {
  const english = resources.en.translation;
  const englishKeys = keysOf(english).sort();

  it.each(Object.keys(resources).filter((locale) => locale !== 'en'))(
    '%s has exactly the English keys',
    (locale) => {
      const catalogue = resources[locale as keyof typeof resources].translation;
      expect(keysOf(catalogue).sort()).toEqual(englishKeys);
    },
  );

  it.each(Object.keys(resources))(
    '%s keeps the interpolation placeholders and has no empty text',
    (locale) => {
      const catalogue = resources[locale as keyof typeof resources].translation;
      for (const key of englishKeys) {
        const read = (root: unknown) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root);
        const text = read(catalogue) as string;
        expect(text.trim(), `${locale}:${key}`).not.toBe('');
        expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(read(english) as string));
      }
    },
  );
});
