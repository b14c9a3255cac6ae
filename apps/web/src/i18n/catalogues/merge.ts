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
 * Merges `tree` into `target` in place: only what `tree` adds is copied, so adding an area's texts
 * to a language's catalogue costs the area's size, not the whole catalogue's. `tree` is not changed
 * and shares nothing with `target` afterwards.
 */
export function mergeInto(target: CatalogueTree, tree: CatalogueTree): void {
  for (const [key, value] of Object.entries(tree)) {
    const current = target[key];
    if (!isTree(value)) target[key] = value;
    else if (isTree(current)) mergeInto(current, value);
    else target[key] = deepMerge(value);
  }
}

/**
 * One language's catalogue from its files (the core file, and for tests every area file too), as
 * found by `import.meta.glob`, so a new area file is picked up without a list. The key sets are
 * checked against English by locales.test.ts.
 */
export function mergeCatalogue(files: Record<string, CatalogueTree>): TranslationCatalogue {
  const trees = Object.values(files);
  // One file (a language's core): nothing to merge, no copy to make.
  return (trees.length === 1 ? trees[0]! : deepMerge(...trees)) as TranslationCatalogue;
}
