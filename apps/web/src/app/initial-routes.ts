import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Resolves the lazy routes the current address matches (the page's chunk and its catalogue areas)
 * before the router is created, so the router starts initialized and the first render is the page
 * itself rather than the loading fallback followed by a second render once the route arrived. The
 * resolved members replace `lazy` on the route objects. A route whose chunk fails is left lazy: the
 * router loads it again and shows its error.
 * @example await resolveInitialRoutes(routes, window.location.pathname); createBrowserRouter(routes);
 */
export async function resolveInitialRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      try {
        const resolved = await lazy();
        Object.assign(route, resolved, { lazy: undefined });
      } catch {
        // left lazy: the router retries it and renders the route's error
      }
    }),
  );
}
