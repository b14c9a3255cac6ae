/** An answer other than 2xx from the marketplace (404: no such offer or vendor). */
export class WidgetLoadError extends Error {
  constructor(readonly status: number) {
    super(`The marketplace answered ${status}`);
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * GETs `path` from the marketplace and returns its `data`. A simple CORS request: no credentials (the
 * visitor's marketplace cookies are never sent from a host page) and no header that would need a
 * preflight, which the public read endpoints do not answer (decision 045).
 */
export async function getData<T>(fetchImpl: FetchLike, base: string, path: string): Promise<T> {
  const response = await fetchImpl(new URL(path, base).href, {
    mode: 'cors',
    credentials: 'omit',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new WidgetLoadError(response.status);
  return ((await response.json()) as { data: T }).data;
}
