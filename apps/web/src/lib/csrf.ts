import { loadShellSchemas } from './load-shell-schemas';

export const CSRF_TOKEN_PATH = '/rest/v1/auth/csrf';

let cachedToken: Promise<string> | null = null;
let metaTokenUsed = false;

/** The token the server wrote into the page; the dev server leaves its `__CSRF_TOKEN__` placeholder. */
export function readMetaCsrfToken(doc: Document = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content?.trim();
  return content && !content.startsWith('__') ? content : null;
}

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(CSRF_TOKEN_PATH, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!response.ok) throw new Error(`CSRF token request failed with status ${response.status}`);
  const [body, { csrfTokenSchema }] = await Promise.all([
    response.json() as Promise<{ data?: unknown }>,
    loadShellSchemas(),
  ]);
  return csrfTokenSchema.parse(body.data).csrfToken;
}

export function getCsrfToken(): Promise<string> {
  if (!cachedToken) {
    const metaToken = metaTokenUsed ? null : readMetaCsrfToken();
    metaTokenUsed = true;
    cachedToken = metaToken ? Promise.resolve(metaToken) : fetchCsrfToken();
    cachedToken.catch(() => {
      cachedToken = null;
    });
  }
  return cachedToken;
}

/**
 * Forgets the cached token, e.g. after the server rejected it or the session changed (login, logout).
 * The page's meta token is never reused after that: it belongs to the session the page was served with.
 */
export function resetCsrfToken(): void {
  cachedToken = null;
  metaTokenUsed = true;
}

/** Test helper: back to the state of a freshly loaded page. */
export function clearCsrfStateForTests(): void {
  cachedToken = null;
  metaTokenUsed = false;
}
