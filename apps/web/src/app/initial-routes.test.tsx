import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routerInitialized } from './initial-routes';

function Home() {
  return <h1>Home</h1>;
}
function Login() {
  return <h1>Login</h1>;
}
function Failed() {
  return <h1>Could not load</h1>;
}

type LazyResult = { Component: () => React.JSX.Element };

function routerAt(path: string, home: () => Promise<LazyResult>) {
  const login = vi.fn(async () => ({ Component: Login }));
  const routes: RouteObject[] = [
    {
      id: 'root',
      HydrateFallback: () => <p>Loading…</p>,
      ErrorBoundary: Failed,
      children: [
        {
          path: ':locale?',
          children: [
            { index: true, lazy: home },
            { path: 'login', lazy: login },
          ],
        },
      ],
    },
  ];
  return { router: createMemoryRouter(routes, { initialEntries: [path] }), login };
}

describe('routerInitialized', () => {
  it("waits for the address's lazy route, after which the first render is the page", async () => {
    const { router, login } = routerAt('/es', async () => ({ Component: Home }));
    expect(router.state.initialized).toBe(false);

    await routerInitialized(router);

    expect(router.state.initialized).toBe(true);
    expect(login).not.toHaveBeenCalled();
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it("settles when the route's chunk fails, and the first render is the error", async () => {
    const { router } = routerAt('/', () =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );

    await routerInitialized(router);

    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Could not load' })).toBeTruthy();
  });

  it('answers at once for a router with nothing to load', async () => {
    const { router } = routerAt('/nowhere/at/all', async () => ({ Component: Home }));
    expect(router.state.initialized).toBe(true);
    await expect(routerInitialized(router)).resolves.toBeUndefined();
  });
});
