import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { offerPath } from '@/features/marketplace/api/get-offer';
import firstVisitPages from './first-visit-pages.json';
import { routes } from './router';

// The route declarations, read as text: `lazyPage('<name>', () => import('<module>'), ...)`.
const sources = import.meta.glob<string>(['./*.tsx', '!./*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const declared = Object.values(sources).flatMap((text) =>
  [...text.matchAll(/lazyPage\(\s*'([^']+)',\s*\(\) => import\('([^']+)'\)/g)].map(([, name, module]) => ({
    name: name!,
    module: module!.replace(/^@\//, 'src/').replace(/^\.\//, 'src/app/'),
  })),
);

/** The name of the lazy page the router shows at `path`, if any. */
function pageAt(path: string): string | undefined {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  return (leaf?.lazy as { pageName?: string } | undefined)?.pageName;
}

/**
 * The server names each first-visit page's route chunk and catalogue areas in the page it sends
 * (apps/server/src/plugins/page-preloads.ts), by these paths and modules: they must be the router's.
 */
describe('first-visit pages', () => {
  it.each(Object.entries(firstVisitPages))(
    '%s: its paths are its route, with or without a language',
    (name, page) => {
      expect(page.paths.length).toBeGreaterThan(0);
      for (const path of page.paths) {
        const sample = path.replace(/:\w+/g, 'sample-1');
        expect(pageAt(sample), sample).toBe(name);
        expect(pageAt(`/es${sample === '/' ? '' : sample}`), `/es${sample}`).toBe(name);
      }
    },
  );

  it.each(Object.entries(firstVisitPages))(
    "%s: its source is the module the router's lazy page imports",
    (name, page) => {
      const modules = new Set(declared.filter((entry) => entry.name === name).map((entry) => entry.module));
      expect([...modules]).toEqual([page.source.replace(/\.tsx?$/, '')]);
    },
  );

  it("the offer page's preloaded answer is the address its query asks for, so the app takes it", () => {
    const template = firstVisitPages['view-offer'].answers;
    expect(template.map((path) => path.replace(':offerId', 'demo0010000'))).toEqual([
      offerPath('demo0010000'),
    ]);
  });
});
