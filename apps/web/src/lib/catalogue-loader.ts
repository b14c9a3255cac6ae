import { deepMerge, type CatalogueTree } from '@/i18n/catalogues/merge';

export type { CatalogueTree };

/** What the loader needs of the translator (lib/translator.ts). */
export interface CatalogueTarget {
  readonly language: string;
  addResourceBundle(language: string, namespace: 'translation', tree: CatalogueTree): void;
}

export interface CatalogueSources {
  /** The core catalogue of a language (the shell's texts): the first download. */
  core(locale: string): Promise<CatalogueTree>;
  /** One area's catalogue of a language (`i18n/locales/<area>/<locale>.json`). */
  area(locale: string, area: string): Promise<CatalogueTree>;
}

/**
 * Loads a language's core catalogue when the translator switches to it (`loadLanguage`), and each
 * area's catalogue when a route (or a lazily loaded part of the shell) asks for it, each file once
 * per language. The areas asked for so far are remembered, so switching language loads them in the
 * new language before the translator switches: a page never shows its raw keys.
 */
export function createCatalogueLoader(i18n: CatalogueTarget, sources: CatalogueSources) {
  const wanted = new Set<string>();
  const files = new Map<string, Promise<CatalogueTree>>();
  const languages = new Map<string, Promise<CatalogueTree>>();

  const once = (key: string, load: () => Promise<CatalogueTree>) => {
    let file = files.get(key);
    if (!file) {
      file = load();
      files.set(key, file);
      // A failed download may be retried (the next navigation asks again).
      file.catch(() => files.delete(key));
    }
    return file;
  };
  const core = (locale: string) => once(locale, () => sources.core(locale));
  const area = (locale: string, name: string) => once(`${locale}/${name}`, () => sources.area(locale, name));

  /** The core plus every wanted area, including areas asked for while it loads. */
  async function loadLanguage(locale: string): Promise<CatalogueTree> {
    const trees = [await core(locale)];
    const done = new Set<string>();
    for (;;) {
      const missing = [...wanted].filter((name) => !done.has(name));
      if (missing.length === 0) return trees.length === 1 ? trees[0]! : deepMerge(...trees);
      trees.push(...(await Promise.all(missing.map((name) => area(locale, name)))));
      missing.forEach((name) => done.add(name));
    }
  }

  const language = (locale: string) => {
    let loading = languages.get(locale);
    if (!loading) {
      loading = loadLanguage(locale);
      languages.set(locale, loading);
      loading.catch(() => languages.delete(locale));
    }
    return loading;
  };

  /**
   * Resolves once the areas' texts of the active language are in the translator (and remembers them for
   * the next language). Await it in a route's lazy loader, before the page renders.
   */
  async function loadAreas(names: readonly string[]): Promise<void> {
    names.forEach((name) => wanted.add(name));
    const locale = i18n.language;
    if (!locale) return;
    // Areas go on top of the language's core, never under it.
    await language(locale);
    const results = await Promise.allSettled(names.map((name) => area(locale, name)));
    let failure: unknown;
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') {
        i18n.addResourceBundle(locale, 'translation', result.value);
      } else {
        // Not wanted until a page asks again: a language switch does not fail on it meanwhile.
        wanted.delete(names[index]!);
        failure ??= result.reason;
      }
    });
    if (failure !== undefined) throw failure;
  }

  return { loadAreas, loadLanguage: language };
}
