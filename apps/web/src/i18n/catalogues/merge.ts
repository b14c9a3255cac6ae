import type { TranslationCatalogue } from '../resources';

/**
 * One language's catalogue: its main file plus one file per larger area (each under its own
 * top-level key), as found by `import.meta.glob`, so a new area file is picked up without a list.
 * The key sets are checked against English by locales.test.ts.
 */
export function mergeCatalogue(files: Record<string, Record<string, unknown>>): TranslationCatalogue {
  return Object.assign({}, ...Object.values(files)) as TranslationCatalogue;
}
