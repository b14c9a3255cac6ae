import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { resolveInitialRoutes } from './initial-routes';

function Home() {
  return <h1>Home</h1>;
}
function Login() {
  return <h1>Login</h1>;
}

type LazyResult = { Component: () => React.JSX.Element };

function table(home: () => Promise<LazyResult>) {
  const login = vi.fn(async () => ({ Component: Login }));
  const homeRoute: RouteObject = { index: true, lazy: vi.fn(home) };
  const loginRoute: RouteObject = { path: 'login', lazy: login };
  const routes: RouteObject[] = [
    {
      id: 'root',
      HydrateFallback: () => null,
      children: [{ path: ':locale?', children: [homeRoute, loginRoute] }],
    },
  ];
  return { routes, homeRoute, loginRoute, login };
}

describe('resolveInitialRoutes', () => {
  it("loads only the address's lazy routes, and the router then starts initialized", async () => {
    const { routes, homeRoute, loginRoute, login } = table(async () => ({ Component: Home }));
    expect(createMemoryRouter(routes, { initialEntries: ['/es'] }).state.initialized).toBe(false);

    await resolveInitialRoutes(routes, '/es');

    expect(homeRoute.Component).toBe(Home);
    expect(homeRoute.lazy).toBeUndefined();
    expect(login).not.toHaveBeenCalled();
    expect(typeof loginRoute.lazy).toBe('function');
    const router = createMemoryRouter(routes, { initialEntries: ['/es'] });
    expect(router.state.initialized).toBe(true);
    // The first render is the page, not the fallback.
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('leaves a route whose chunk failed lazy, for the router to load again', async () => {
    const { routes, homeRoute } = table(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );

    await expect(resolveInitialRoutes(routes, '/')).resolves.toBeUndefined();

    expect(typeof homeRoute.lazy).toBe('function');
    expect(homeRoute.Component).toBeUndefined();
  });

  it('does nothing for an address no route matches', async () => {
    const { routes, homeRoute, login } = table(async () => ({ Component: Home }));
    await resolveInitialRoutes(routes, '/nowhere/at/all');
    expect(typeof homeRoute.lazy).toBe('function');
    expect(login).not.toHaveBeenCalled();
  });
});
