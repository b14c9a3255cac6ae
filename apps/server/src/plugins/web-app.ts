import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { LOCALE_COOKIE_NAME, THEME_COOKIE_NAME } from '@p2p/shared';
import { pageLocale } from './page-locale.js';
import { escapeAttribute } from './html-attribute.js';
import { pagePreloads } from './page-preloads.js';

const API_PREFIXES = ['/rest/', '/rest', '/ws', '/healthz', '/readyz', '/internal/'];

/** Vite's hashed output (`assets/name-<hash>.js`, css, fonts…): it never changes under its name. */
const HASHED_ASSET = /^assets\/[^/]+-[\w-]{8,}\.\w+(?:\.(?:br|gz))?$/;

/** The embed script other sites load by its stable name (decision 045), and its compressed copies. */
const EMBED_SCRIPT = /^widgets\/embed\.js(?:\.(?:br|gz))?$/;

/**
 * A year for hashed assets; five minutes for the embed script, whose name never changes, so that a
 * release reaches host pages soon without every page view asking again; anything else (favicon,
 * manifest, service worker) is revalidated.
 */
export function cacheControlFor(relativePath: string): string {
  const posixPath = relativePath.split(path.sep).join('/');
  if (EMBED_SCRIPT.test(posixPath)) return 'public, max-age=300';
  return HASHED_ASSET.test(posixPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The embed script is loaded by other sites' pages: no-cors `<script>` loads need CORP cross-origin. */
export function isEmbedScript(relativePath: string): boolean {
  return EMBED_SCRIPT.test(relativePath.split(path.sep).join('/'));
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a browser navigation with the single-page app, or returns false when it is not one.
     * `head` is markup the caller built and escaped (a public profile's Open Graph tags), put before
     * `</head>`.
     */
    serveWebApp(request: FastifyRequest, reply: FastifyReply, options?: { head?: string }): boolean;
  }
}

/**
 * Serves the built React app from the same origin as the API, pre-compressed. Hashed assets are
 * cached for a year, other files revalidated; the page itself is rendered per request with this browser's CSRF token, theme class and
 * language (an unprefixed page is redirected to the remembered or negotiated language, page-locale.ts).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const indexPath = path.join(options.distDir, 'index.html');
    const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
    const preloads = pagePreloads(options.distDir);

    if (template) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        index: false,
        // One route per built file; every other GET falls through to the not-found handler,
        // which answers browser navigations with the app.
        wildcard: false,
        // The build writes a .br and a .gz next to each text file (vite.config.ts): the variant
        // the browser accepts is sent as it is, Brotli first, the plain file otherwise.
        preCompressed: true,
        // send's own Cache-Control (max-age=0) would replace the one set below.
        cacheControl: false,
        setHeaders(res, filePath) {
          const relativePath = path.relative(options.distDir, filePath);
          res.setHeader('vary', 'Accept-Encoding');
          res.setHeader('cache-control', cacheControlFor(relativePath));
          if (isEmbedScript(relativePath)) {
            res.setHeader('cross-origin-resource-policy', 'cross-origin');
            res.setHeader('access-control-allow-origin', '*');
          }
        },
      });
    } else {
      app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served');
    }

    app.decorate('serveWebApp', (request: FastifyRequest, reply: FastifyReply, extra?: { head?: string }) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isNavigation =
        request.method === 'GET' &&
        !API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) &&
        !pathname.startsWith('/rest/') &&
        !path.extname(pathname);
      if (!isNavigation) return false;
      if (!template) {
        void reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
        return true;
      }
      const page = pageLocale({
        url: request.url,
        cookie: request.cookies[LOCALE_COOKIE_NAME],
        acceptLanguage: request.headers['accept-language'],
      });
      if (page.redirectTo) {
        void reply
          .status(302)
          .header('location', page.redirectTo)
          .header('vary', 'Cookie, Accept-Language')
          .header('cache-control', 'no-store')
          .send();
        return true;
      }
      const theme = request.cookies[THEME_COOKIE_NAME] === 'dark' ? 'dark' : '';
      const html = template
        .replace('<html lang="en"', `<html lang="${page.locale}" dir="${page.dir}"`)
        .replace('__CSRF_TOKEN__', escapeAttribute(app.issueCsrfToken(request, reply)))
        .replace('__THEME_CLASS__', theme)
        // A function, so that a `$` in the added markup is not read as a replacement pattern.
        .replace('</head>', () => `${extra?.head ?? ''}${preloads(request.url, page.locale)}</head>`);
      void reply
        .status(200)
        .header('cache-control', 'no-store')
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(html);
      return true;
    });
  },
  { name: 'web-app', dependencies: ['csrf'] },
);
