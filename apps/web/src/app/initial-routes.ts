/** What `routerInitialized` needs of a data router (createBrowserRouter's answer). */
interface InitializingRouter {
  readonly state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Resolves once the router has loaded the lazy routes its first address matches (the page's chunk
 * and its catalogue areas), or settled on their error. Rendered after it, the first render is the
 * page itself rather than the loading fallback followed by a second render once the route arrived.
 * The router matches the address itself (its route table flattened once), so nothing here walks
 * the table again.
 * @example const router = createAppRouter(); await routerInitialized(router); root.render(<App router={router} />);
 */
export function routerInitialized(router: InitializingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
