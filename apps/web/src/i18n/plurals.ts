/**
 * i18next picks `key_<category>` by the language's CLDR plural rules (`_few`, `_many` in Russian,
 * `_many` for millions in Spanish, French and Portuguese, six forms in Arabic) and shows the raw key
 * when that form is missing, as no other language is loaded to fall back to. A catalogue written
 * with English's `_one`/`_other` keeps working: each missing form of the language takes the text
 * of its `_other`. A translator adds the real form where the grammar needs it.
 */
export function completePlurals<T>(catalogue: T, locale: string): T {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const complete = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    const entries = Object.entries(node).map(([key, child]) => [key, complete(child)] as const);
    const result: Record<string, unknown> = Object.fromEntries(entries);
    for (const [key, value] of entries) {
      if (!key.endsWith('_other')) continue;
      const base = key.slice(0, -'_other'.length);
      for (const category of categories) result[`${base}_${category}`] ??= value;
    }
    return result;
  };
  return complete(catalogue) as T;
}
