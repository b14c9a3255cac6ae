import { DEFAULT_LOCALE, isLocale, type Locale } from '@p2p/shared';
import { completePlurals } from '@/i18n/plurals';
import type { TranslationCatalogue } from '@/i18n/resources';
import { createCatalogueLoader, type CatalogueTree } from './catalogue-loader';
import { Translator, type TranslatorOptions } from './translator';

export const i18n = new Translator();

type CatalogueModule = {
  default: TranslationCatalogue;
  areas: Record<string, () => Promise<CatalogueTree>>;
};

/**
 * Each language's core catalogue (the shell's texts) is a chunk of its own
 * (`i18n/catalogues/<code>.ts`), downloaded when that language is first used; it lists the
 * language's area files (`i18n/locales/<area>/<code>.json`), each a chunk of its own too. Found by
 * name, so a new language's catalogue is wired once its file exists; i18n.test.ts checks that every
 * supported language has one.
 */
const catalogueFiles = import.meta.glob<CatalogueModule>([
  '../i18n/catalogues/*.ts',
  '!**/merge.ts',
  '!**/*.test.ts',
]);

export function hasCatalogue(locale: Locale): boolean {
  return `../i18n/catalogues/${locale}.ts` in catalogueFiles;
}

function catalogueModule(locale: string): Promise<CatalogueModule> {
  const load = isLocale(locale) ? catalogueFiles[`../i18n/catalogues/${locale}.ts`] : undefined;
  return load ? load() : Promise.reject(new Error(`No catalogue for ${locale}`));
}

export function loadCatalogue(locale: Locale): Promise<TranslationCatalogue> {
  return catalogueModule(locale).then((module) => completePlurals(module.default, locale));
}

/** The areas of a language's catalogue: the folders of i18n/locales that have a file for it. */
export async function catalogueAreas(locale: Locale): Promise<string[]> {
  const { areas } = await catalogueModule(locale);
  return Object.keys(areas)
    .map((file) => file.split('/').at(-2) ?? '')
    .sort();
}

export async function loadAreaCatalogue(locale: string, area: string): Promise<CatalogueTree> {
  const load = (await catalogueModule(locale)).areas[`../locales/${area}/${locale}.json`];
  if (!load) throw new Error(`No ${area} catalogue for ${locale}`);
  return completePlurals(await load(), locale);
}

const loader = createCatalogueLoader(i18n, {
  core: (language) =>
    catalogueModule(language).then((module) => completePlurals(module.default as CatalogueTree, language)),
  area: loadAreaCatalogue,
});

let allBundled = false;

/**
 * Loads catalogue areas (all of them when none are named) in the active language, and in every
 * language switched to later; resolves at once where every catalogue was bundled (tests). Route
 * loaders await it (app/lazy-page.ts).
 */
export async function loadCatalogueAreas(areas?: readonly string[]): Promise<void> {
  if (allBundled) return;
  const language = i18n.language;
  const names = areas ?? (isLocale(language) ? await catalogueAreas(language) : []);
  await loader.loadAreas(names);
}

/**
 * A lazily loaded part of the shell (a menu, an overlay) that shows texts of catalogue areas: its
 * module resolves once those areas are there.
 * @example lazy(() => withCatalogueAreas(['dashboard'], () => import('./dashboard-nav')))
 */
export function withCatalogueAreas<M>(
  areas: readonly string[] | undefined,
  importer: () => Promise<M>,
): Promise<M> {
  return Promise.all([importer(), loadCatalogueAreas(areas)]).then(([module]) => module);
}

/**
 * Initialises the translator and keeps `<html lang>` and `<html dir>` in step. In the browser only the
 * active language's core catalogue is loaded (the promise resolves once it is), each route loads its
 * areas (loadCatalogueAreas), and `changeLanguage` loads the new language's core and areas before it
 * switches. Every catalogue has every key (locales.test.ts), so there is no English fallback to
 * download as well. Tests pass the bundled `resources` to start synchronously.
 */
export function initI18n(
  locale: Locale = DEFAULT_LOCALE,
  bundled?: TranslatorOptions['resources'],
): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve();
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    document.documentElement.dir = i18n.dir(language);
  });
  allBundled = bundled !== undefined;
  return i18n.init(
    bundled
      ? { language: locale, resources: bundled, fallbackLanguage: DEFAULT_LOCALE }
      : { language: locale, load: loader.loadLanguage },
  );
}
