import { STAFF_ROLES } from '@p2p/shared';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAuth } from './layout/require-auth';
import { lazyPage } from './lazy-page';

/** /admin/*: the staff console (moderators and up; the outbox for admins only). */
export const adminRoutes: RouteObject = {
  // The staff area: moderators and up; the outbox holds live codes and is for admins only.
  path: 'admin',
  element: <RequireAuth roles={STAFF_ROLES} />,
  children: [
    {
      // Its menu's code and icons load with the first staff page, not with every first visit.
      lazy: lazyPage(
        'admin-layout',
        () => import('./layout/admin-layout'),
        (m) => m.AdminLayout,
      ),
      children: [
        { index: true, element: <Navigate to="verifications" replace /> },
        {
          path: 'verifications',
          lazy: lazyPage(
            'admin-verifications',
            () => import('@/features/admin/routes/verification-queue'),
            (m) => m.VerificationQueueRoute,
          ),
        },
        {
          path: 'verifications/:requestId',
          lazy: lazyPage(
            'admin-verification',
            () => import('@/features/admin/routes/verification-request'),
            (m) => m.VerificationRequestRoute,
          ),
        },
        {
          path: 'offer-reports',
          lazy: lazyPage(
            'admin-offer-reports',
            () => import('@/features/admin/routes/offer-reports'),
            (m) => m.OfferReportsRoute,
          ),
        },
        {
          path: 'disputes',
          lazy: lazyPage(
            'admin-disputes',
            () => import('@/features/disputes/routes/disputes'),
            (m) => m.DisputesRoute,
          ),
        },
        {
          path: 'disputes/:tradeHash',
          lazy: lazyPage(
            'admin-dispute',
            () => import('@/features/disputes/routes/dispute'),
            (m) => m.DisputeRoute,
          ),
        },
        {
          path: 'support',
          lazy: lazyPage(
            'admin-support',
            () => import('@/features/support/routes/admin-support-inbox'),
            (m) => m.SupportInboxRoute,
          ),
        },
        {
          path: 'support/:conversationId',
          lazy: lazyPage(
            'admin-support-conversation',
            () => import('@/features/support/routes/admin-support-conversation'),
            (m) => m.SupportConversationRoute,
          ),
        },
        {
          path: 'users',
          lazy: lazyPage(
            'admin-users',
            () => import('@/features/admin/routes/user-admin'),
            (m) => m.UserAdminRoute,
          ),
        },
        {
          element: <RequireAuth roles={['admin']} />,
          children: [
            {
              path: 'outbox',
              lazy: lazyPage(
                'admin-outbox',
                () => import('@/features/admin/routes/outbox'),
                (m) => m.OutboxRoute,
              ),
            },
            {
              path: 'platform',
              lazy: lazyPage(
                'admin-platform',
                () => import('@/features/admin/routes/platform-controls'),
                (m) => m.PlatformControlsRoute,
              ),
            },
            {
              path: 'access-rules',
              lazy: lazyPage(
                'admin-access-rules',
                () => import('@/features/admin/routes/access-rules'),
                (m) => m.AccessRulesRoute,
              ),
            },
            {
              path: 'swap-liquidity',
              lazy: lazyPage(
                'admin-swap-liquidity',
                () => import('@/features/admin/routes/swap-liquidity'),
                (m) => m.SwapLiquidityRoute,
              ),
            },
          ],
        },
      ],
    },
  ],
};
