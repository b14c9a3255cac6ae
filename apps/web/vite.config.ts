import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (Brotli 11) and `<file>.gz` (gzip 9) next to every built text file of 1 KB or
 * more, so the server sends them as they are (@fastify/static `preCompressed`) instead of
 * compressing per request. index.html is left out: the server fills it in per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'p2p:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter(
          (entry) => entry.isFile() && /\.(?:js|mjs|css|svg|json|txt|webmanifest|map)$/.test(entry.name),
        )
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotliAsync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          // A variant that saves nothing is not written: the plain file is sent instead.
          if (br.length < bytes.length) await writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Writes `.vite/first-visit-pages.json` next to the manifest: the pages a first visit often opens
 * (src/app/first-visit-pages.json: paths, route module, the lazy modules and API answers the page
 * needs before its main content shows) with the catalogue areas their route
 * loader awaits (src/app/route-areas.json). The server names their chunks in the page it sends
 * (apps/server/src/plugins/page-preloads.ts). A page whose module is not in the build fails it.
 */
export function firstVisitPages(): Plugin {
  let root = '';
  let outDir = '';
  const modules = new Set<string>();
  return {
    name: 'p2p:first-visit-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && item.facadeModuleId) {
          modules.add(path.relative(root, item.facadeModuleId).split(path.sep).join('/'));
        }
      }
    },
    async writeBundle() {
      const read = async (file: string) => JSON.parse(await readFile(path.join(root, file), 'utf8'));
      const pages = (await read('src/app/first-visit-pages.json')) as Record<
        string,
        { source: string; paths: string[]; modules?: string[]; answers?: string[] }
      >;
      const areas = (await read('src/app/route-areas.json')) as Record<string, string[]>;
      const table = Object.entries(pages).map(([name, page]) => {
        for (const module of [page.source, ...(page.modules ?? [])]) {
          if (!modules.has(module)) throw new Error(`first-visit page ${name}: ${module} is not built`);
        }
        return {
          name,
          paths: page.paths,
          source: page.source,
          modules: page.modules ?? [],
          answers: page.answers ?? [],
          areas: areas[name] ?? [],
        };
      });
      await mkdir(path.join(outDir, '.vite'), { recursive: true });
      await writeFile(path.join(outDir, '.vite', 'first-visit-pages.json'), JSON.stringify({ pages: table }));
    },
  };
}

const apiTarget = 'http://localhost:3000';
const proxy = {
  '/rest': apiTarget,
  '/healthz': apiTarget,
  '/readyz': apiTarget,
  // Avatars are served by the server from its file store.
  '/static/avatars': apiTarget,
  '/ws': { target: apiTarget, ws: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), firstVisitPages()],
  resolve: {
    // Compile @p2p/shared from its TypeScript source instead of a prebuilt dist.
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/check-bundle-size.mjs find what each page loads first.
    manifest: true,
    rolldownOptions: {
      // zod's builders are pure: a schema module's unused schemas are left out (without this, a page
      // that needs one schema of a module built all of them; the shell's schemas chunk built those of
      // nine modules). Nothing here calls zod for a side effect (no z.config, no registries).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Everything the entry imports statically goes into the entry's one chunk. Left to itself,
        // Rolldown cut the entry's modules that lazy pages also import (React, the router, the API
        // client, the translator, formatting, ...) into a dozen shared chunks: every first visit
        // fetched them all anyway, one request each and each compressed on its own (8 to 9 KB gzip
        // more per page, measured in session 12).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
