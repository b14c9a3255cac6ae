import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** /account/*: the signed-in user's settings pages, in the account layout. */
export const accountRoutes: RouteObject = {
  path: 'account',
  // Its menu's code and icons load with the first account page, not with every first visit.
  lazy: lazyPage(
    'account-layout',
    () => import('./layout/account-layout'),
    (m) => m.AccountLayout,
  ),
  children: [
    { index: true, element: <Navigate to="settings" replace /> },
    {
      path: 'settings',
      lazy: lazyPage(
        'account-settings',
        () => import('@/features/settings/routes/account-settings'),
        (m) => m.AccountSettingsRoute,
      ),
    },
    {
      // The spec's user-notifications-settings.
      path: 'notifications',
      lazy: lazyPage(
        'notification-settings',
        () => import('@/features/notifications/routes/notification-settings'),
        (m) => m.NotificationSettingsRoute,
      ),
    },
    {
      path: 'security',
      lazy: lazyPage(
        'account-security',
        () => import('@/features/security/routes/account-security'),
        (m) => m.AccountSecurityRoute,
      ),
    },
    {
      path: 'security/login-history',
      lazy: lazyPage(
        'login-history',
        () => import('@/features/security/routes/login-history'),
        (m) => m.LoginHistoryRoute,
      ),
    },
    {
      path: 'verification',
      lazy: lazyPage(
        'account-verification',
        () => import('@/features/verification/routes/account-verification'),
        (m) => m.AccountVerificationRoute,
      ),
    },
    {
      path: 'contacts/trusted',
      lazy: lazyPage(
        'contacts',
        () => import('@/features/users/routes/contacts'),
        (m) => m.TrustedUsersRoute,
      ),
    },
    {
      path: 'contacts/blocked',
      lazy: lazyPage(
        'contacts',
        () => import('@/features/users/routes/contacts'),
        (m) => m.BlockedUsersRoute,
      ),
    },
    {
      path: 'contacts/recent-partners',
      lazy: lazyPage(
        'contacts',
        () => import('@/features/users/routes/contacts'),
        (m) => m.RecentPartnersRoute,
      ),
    },
    {
      path: 'bank-accounts',
      lazy: lazyPage(
        'bank-accounts',
        () => import('@/features/bank-accounts/routes/bank-accounts'),
        (m) => m.BankAccountsRoute,
      ),
    },
    {
      path: 'bank-accounts/new',
      lazy: lazyPage(
        'bank-account-editor',
        () => import('@/features/bank-accounts/routes/bank-account-editor'),
        (m) => m.NewBankAccountRoute,
      ),
    },
    {
      path: 'bank-accounts/:bankAccountId/edit',
      lazy: lazyPage(
        'bank-account-editor',
        () => import('@/features/bank-accounts/routes/bank-account-editor'),
        (m) => m.EditBankAccountRoute,
      ),
    },
    {
      path: 'mobile-money',
      lazy: lazyPage(
        'mobile-money',
        () => import('@/features/mobile-money/routes/mobile-money-wallets'),
        (m) => m.MobileMoneyWalletsRoute,
      ),
    },
    {
      path: 'webhooks',
      lazy: lazyPage(
        'webhooks',
        () => import('@/features/webhooks/routes/webhooks'),
        (m) => m.WebhooksRoute,
      ),
    },
    {
      path: 'developers',
      lazy: lazyPage(
        'developers',
        () => import('@/features/api-apps/routes/developers'),
        (m) => m.DevelopersRoute,
      ),
    },
  ],
};
