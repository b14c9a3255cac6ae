import { isLocale, localeDirection } from '@p2p/shared';
import type { TFunction } from 'i18next';
import { deepMerge, mergeInto, type CatalogueTree } from '@/i18n/catalogues/merge';

// The app's translations: the part of i18next the app uses (dotted keys, `{{name}}` values, CLDR
// plural forms chosen by `count`, `defaultValue` for a key no catalogue has, a language switch that loads the catalogue first), in about 2 KB
// instead of i18next's 14 KB gzip in every first load (decision 047). i18next stays for its types:
// `TFunction` checks every key against the English catalogue (i18n/i18next.d.ts). translator.test.ts
// compares every key of every catalogue with i18next's answer.

type Listener = (language: string) => void;
type Values = Record<string, unknown> & { count?: unknown; defaultValue?: unknown };

export interface TranslatorOptions {
  language: string;
  /** Catalogues already in memory (tests); otherwise `load` fetches each language on first use. */
  resources?: Record<string, { translation: CatalogueTree }>;
  /** The language whose text shows when the active one lacks a key (none in the browser). */
  fallbackLanguage?: string | false;
  /** The catalogue of a language, loaded before the translator switches to it. */
  load?: (language: string) => Promise<CatalogueTree>;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function lookup(tree: CatalogueTree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function valueAt(values: Values, path: string): unknown {
  if (Object.hasOwn(values, path)) return values[path];
  return lookup(values as CatalogueTree, path);
}

function interpolate(text: string, values: Values | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = valueAt(values, name.trim());
    if (value === undefined) return placeholder;
    return value === null ? '' : String(value);
  });
}

/** The keys to try, most specific first, as i18next tries them. */
function candidates(rules: Intl.PluralRules, key: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const keys = count === 0 ? [`${key}_zero`] : [];
  keys.push(`${key}_${rules.select(count)}`, key);
  return keys;
}

export class Translator {
  /** The active language; empty until `init` has loaded the first one. */
  language = '';
  isInitialized = false;
  private readonly catalogues = new Map<string, CatalogueTree>();
  private readonly listeners = new Set<Listener>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly fixed = new Map<string, TFunction>();
  private fallbackLanguage: string | false = false;
  private load: TranslatorOptions['load'];

  /** Translates in the active language; a missing key shows as itself. */
  readonly t = ((key: string, values?: Values) =>
    this.translate(this.language, key, values)) as unknown as TFunction;

  /** The translating function of one language: the same function until the language changes. */
  getFixedT(language: string): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = ((key: string, values?: Values) => this.translate(language, key, values)) as unknown as TFunction;
      this.fixed.set(language, t);
    }
    return t;
  }

  exists(key: string): boolean {
    return this.resolve(this.language, key, undefined) !== undefined;
  }

  dir(language = this.language): 'ltr' | 'rtl' {
    return isLocale(language) ? localeDirection(language) : 'ltr';
  }

  /** Adds texts to a language's catalogue, over what it had (an area's catalogue on the core's). */
  addResourceBundle(language: string, _namespace: 'translation', tree: CatalogueTree): void {
    // The catalogue is the translator's own copy: what is added merges into it in place.
    const catalogue = this.catalogues.get(language);
    if (catalogue) mergeInto(catalogue, tree);
    else this.catalogues.set(language, deepMerge(tree));
  }

  /** Loads the language's catalogue, then switches to it and tells the listeners. */
  async changeLanguage(language: string): Promise<TFunction> {
    // The loader keeps each language's files, so coming back to a language downloads nothing.
    if (this.load) this.addResourceBundle(language, 'translation', await this.load(language));
    if (this.language !== language) {
      this.language = language;
      this.listeners.forEach((listener) => listener(language));
    }
    return this.getFixedT(language);
  }

  /** Calls `listener` after each language switch; returns the function that stops it. */
  on(_event: 'languageChanged', listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts in `language`: synchronously when its catalogue is in `resources`, else once it loads. */
  init(options: TranslatorOptions): Promise<TFunction> {
    this.fallbackLanguage = options.fallbackLanguage ?? false;
    this.load = options.load;
    for (const [language, { translation }] of Object.entries(options.resources ?? {}))
      this.catalogues.set(language, deepMerge(translation));
    this.isInitialized = true;
    return this.changeLanguage(options.language);
  }

  private rulesOf(language: string): Intl.PluralRules {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules;
  }

  private resolve(language: string, key: string, values: Values | undefined): string | undefined {
    const fallback = this.fallbackLanguage;
    const languages = fallback && fallback !== language ? [language, fallback] : [language];
    for (const code of languages) {
      for (const candidate of candidates(this.rulesOf(code), key, values?.count)) {
        const text = lookup(this.catalogues.get(code), candidate);
        if (typeof text === 'string') return text;
      }
    }
    return undefined;
  }

  /** A key none of the languages has shows `defaultValue` when given, else the key itself. */
  private translate(language: string, key: string, values: Values | undefined): string {
    const fallback = typeof values?.defaultValue === 'string' ? values.defaultValue : key;
    return interpolate(this.resolve(language, key, values) ?? fallback, values);
  }
}
