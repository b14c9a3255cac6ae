export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

const isPresent = (value: QueryValue): value is string | number | boolean =>
  value !== undefined && value !== null && value !== '';

/** Builds `?a=1&b=2`, dropping empty, null and undefined keys (platform.md §5). */
export function buildQueryString(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (isPresent(value)) search.append(key, String(value));
    }
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
