import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** The partner programme's public pages: `partner-program-landing` and `partner-program-terms`. */
export const partnerPublicRoutes: RouteObject[] = [
  {
    path: 'partner-program',
    lazy: lazyPage(
      'partner-landing',
      () => import('@/features/partners/routes/partner-landing'),
      (m) => m.PartnerLandingRoute,
    ),
  },
  {
    path: 'partner-program/terms',
    lazy: lazyPage(
      'partner-terms',
      () => import('@/features/partners/routes/partner-terms'),
      (m) => m.PartnerTermsRoute,
    ),
  },
];

/** Behind sign-in: the dashboard's `partnerProgram` page and the wallet's `convert` (swap). */
export const partnerAccountRoutes: RouteObject[] = [
  {
    path: 'dashboard/partner-program',
    lazy: lazyPage(
      'partner-dashboard',
      () => import('@/features/partners/routes/partner-dashboard'),
      (m) => m.PartnerDashboardRoute,
    ),
  },
  {
    // The partner's payouts: each reward paid, by month, with its ledger entry.
    path: 'dashboard/partner-program/payouts',
    lazy: lazyPage(
      'partner-payouts',
      () => import('@/features/partners/routes/partner-payouts'),
      (m) => m.PartnerPayoutsRoute,
    ),
  },
  {
    path: 'convert',
    lazy: lazyPage(
      'convert',
      () => import('@/features/swap/routes/convert'),
      (m) => m.ConvertRoute,
    ),
  },
];
