import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES, isLocale, type Locale } from '@p2p/shared';
import { escapeAttribute } from './html-attribute.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * A page a first visit often opens (home, listing, offer), as the web build describes it in
 * `.vite/first-visit-pages.json` (apps/web/src/app/first-visit-pages.json with each page's catalogue
 * areas from route-areas.json): the route patterns that show it, its route module and its areas.
 */
interface FirstVisitPage {
  name: string;
  paths: string[];
  source: string;
  /** Lazily imported modules the page needs before its main content (its answers' schemas). */
  modules?: string[];
  /** API answers the page asks for first, with the path's `:params` (`/rest/v1/offers/:offerId`). */
  answers?: string[];
  areas: string[];
}

/** Page markup: the `<link>` tags a navigation's `<head>` gets for its language and address (path and query). */
export interface PagePreloads {
  (url: string, locale: Locale): string;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

/** The files of the manifest keys and of every chunk they import statically, in import order. */
function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.filter((imported) => imported !== 'index.html').forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const linkTags = (files: readonly string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />`).join('');

/** `/offer/:offerId` → a pattern of the whole path; each `:param` is one path segment, captured by name. */
function pathPattern(routePath: string): RegExp {
  const body = routePath
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? `(?<${segment.slice(1)}>[^/]+)`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/**
 * `/rest/v1/offers/:offerId` with the page path's parameters, each encoded as the web app encodes it
 * (encodeURIComponent of the decoded segment); undefined when a parameter is missing or malformed.
 */
function answerPath(template: string, params: Record<string, string>): string | undefined {
  let missing = false;
  const filled = template.replace(/:(\w+)/g, (_match, name: string) => {
    const raw = params[name];
    try {
      if (raw !== undefined) return encodeURIComponent(decodeURIComponent(raw));
    } catch {
      // a malformed escape: no preload
    }
    missing = true;
    return '';
  });
  return missing ? undefined : filled;
}

/**
 * The `<link rel="modulepreload">` tags a served page gets, read once from the Vite manifest:
 * - every page: its language's core catalogue chunk and the chunks it imports (apps/web/src/main.tsx
 *   waits for it before the first render);
 * - a first-visit page (home, listing, offer): also its route chunk and the catalogue areas its route
 *   loader awaits in that language, with their imports. Without them the browser learns of these only
 *   once the entry has run and the router asked for the route: one more round trip before the page
 *   can render, the largest one on a slow phone connection.
 * What index.html loads already (the entry and its imports) is not named again.
 * @example pagePreloads(distDir)('/es/offer/abc', 'es') // '<link rel="modulepreload" …>…'
 */
export function pagePreloads(distDir: string): PagePreloads {
  const manifest = readJson<Manifest>(path.join(distDir, '.vite', 'manifest.json'));
  if (!manifest) return () => '';
  const entry = new Set(staticClosure(manifest, ['index.html']));
  const catalogue = new Map<Locale, string[]>(
    SUPPORTED_LOCALES.map((locale) => [
      locale,
      staticClosure(manifest, [`src/i18n/catalogues/${locale}.ts`]).filter((file) => !entry.has(file)),
    ]),
  );
  const pages =
    readJson<{ pages: FirstVisitPage[] }>(path.join(distDir, '.vite', 'first-visit-pages.json'))?.pages ?? [];
  const routes = pages.map((page) => ({
    patterns: page.paths.map(pathPattern),
    answers: page.answers ?? [],
    tags: new Map<Locale, string>(
      SUPPORTED_LOCALES.map((locale) => {
        const already = new Set([...entry, ...(catalogue.get(locale) ?? [])]);
        const files = staticClosure(manifest, [
          page.source,
          ...(page.modules ?? []),
          ...page.areas.map((area) => `src/i18n/locales/${area}/${locale}.json`),
        ]).filter((file) => !already.has(file));
        return [locale, linkTags(files)];
      }),
    ),
  }));
  const catalogueTags = new Map([...catalogue].map(([locale, files]) => [locale, linkTags(files)]));
  return (url, locale) => {
    const [pathname = '/', query] = url.split('?');
    const segments = pathname.split('/');
    const unprefixed = isLocale(segments[1]) ? `/${segments.slice(2).join('/')}` : pathname;
    let params: Record<string, string> = {};
    const page = routes.find((route) =>
      route.patterns.some((pattern) => {
        const match = pattern.exec(unprefixed);
        if (match) params = { ...match.groups };
        return match !== null;
      }),
    );
    // The answers the page asks for first, fetched with the page as the app will ask for them
    // (same-origin credentials, which `crossorigin` gives), so the app's fetch takes the preloaded one.
    // A page address with a query (an offer opened from a listing names its source) asks with that
    // query: only the plain address is preloaded.
    const answers = (query === undefined ? (page?.answers ?? []) : [])
      .map((template) => answerPath(template, params))
      .filter((href): href is string => href !== undefined)
      .map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}" />`)
      .join('');
    return `${catalogueTags.get(locale) ?? ''}${page?.tags.get(locale) ?? ''}${answers}`;
  };
}
