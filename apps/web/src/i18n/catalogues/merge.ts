import type { TranslationCatalogue } from '../resources';

export type CatalogueTree = Record<string, unknown>;

function isTree(value: unknown): value is CatalogueTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges catalogue trees key by key: the core catalogue holds the few keys of an area that the
 * shell shows (a menu entry, a banner) under the area's own top-level key.
 */
export function deepMerge(...trees: CatalogueTree[]): CatalogueTree {
  const merged: CatalogueTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = merged[key];
      if (!isTree(value)) merged[key] = value;
      else merged[key] = isTree(current) ? deepMerge(current, value) : deepMerge(value);
    }
  }
  return merged;
}

/**
 * One language's catalogue from its files (the core file, and for tests every area file too), as
 * found by `import.meta.glob`, so a new area file is picked up without a list. The key sets are
 * checked against English by locales.test.ts.
 */
export function mergeCatalogue(files: Record<string, CatalogueTree>): TranslationCatalogue {
  return deepMerge(...Object.values(files)) as TranslationCatalogue;
}
