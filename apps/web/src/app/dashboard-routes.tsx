import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** Behind sign-in: the user dashboard's home and its trader level badges page (decision 038). */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: lazyPage(
      'dashboard-home',
      () => import('./routes/dashboard-home'),
      (m) => m.DashboardHomeRoute,
    ),
  },
  {
    path: 'dashboard/badges',
    lazy: lazyPage(
      'dashboard-badges',
      () => import('@/features/dashboard/routes/badges'),
      (m) => m.BadgesRoute,
    ),
  },
];
