import type { ComponentType } from 'react';
import { loadChunk } from '@/lib/chunk-errors';
import { loadCatalogueAreas } from '@/lib/i18n';
import routeAreas from './route-areas.json';

/**
 * The catalogue areas (i18n/locales/<area>) each page's texts come from, by the page's chunk name:
 * what its chunk and the chunks it loads later (dialogs) name in `t()`. A page missing here loads
 * every area, so a new page shows its texts before it is listed (route-areas.test.ts lists it).
 */
export const ROUTE_AREAS: Readonly<Record<string, readonly string[]>> = routeAreas;

/** The areas a page loads before it renders; `undefined` (every area) for a page not listed. */
export function areasOfPage(name: string): readonly string[] | undefined {
  return ROUTE_AREAS[name];
}

/**
 * A lazily loaded page whose failed or slow chunk opens the reload-required modal. It renders once
 * its chunk and its catalogue areas in the active language have arrived (no raw keys in between).
 */
export function lazyPage<M>(name: string, importer: () => Promise<M>, pick: (module: M) => ComponentType) {
  const load = async () => ({
    Component: pick(
      await loadChunk(name, () =>
        Promise.all([importer(), loadCatalogueAreas(areasOfPage(name))]).then(([module]) => module),
      ),
    ),
  });
  // The page's name stays readable on the route (first-visit-pages.test.ts matches paths to pages).
  return Object.assign(load, { pageName: name });
}
