import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadChunk } from '@/lib/chunk-errors';
import { AppLoading } from './layout/app-loading';
import { LocaleLayout } from './layout/locale-layout';
import { RootLayout } from './layout/root-layout';
import { ErrorRoute } from './routes/error';
import { NotFoundRoute } from './routes/not-found';

/** A lazily loaded page whose failed or slow chunk opens the reload-required modal. */
function lazyPage<M>(name: string, importer: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await loadChunk(name, importer)) });
}

/**
 * `:locale?` only admits the non-default supported locales (LocaleLayout checks it): `/login` is
 * English, `/es/login` Spanish, `/xx/login` is not found.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: ErrorRoute,
    HydrateFallback: AppLoading,
    children: [
      {
        path: ':locale?',
        Component: LocaleLayout,
        ErrorBoundary: ErrorRoute,
        children: [
          {
            index: true,
            lazy: lazyPage(
              'home',
              () => import('./routes/home'),
              (m) => m.HomeRoute,
            ),
          },
          {
            path: 'login',
            lazy: lazyPage(
              'login',
              () => import('@/features/auth/routes/login'),
              (m) => m.LoginRoute,
            ),
          },
          {
            path: 'register',
            lazy: lazyPage(
              'register',
              () => import('@/features/auth/routes/register'),
              (m) => m.RegisterRoute,
            ),
          },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
