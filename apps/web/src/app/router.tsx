import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { GIFT_CARD_SEGMENTS } from '@/features/marketplace/utils/listing-url';
import { AppLoading } from './layout/app-loading';
import { LocaleLayout } from './layout/locale-layout';
import { RequireAuth } from './layout/require-auth';
import { RootLayout } from './layout/root-layout';
import { ErrorRoute } from './routes/error';
import { NotFoundRoute } from './routes/not-found';
import { accountRoutes } from './account-routes';
import { dashboardRoutes } from './dashboard-routes';
import { giftCardAccountRoutes, giftCardPublicRoutes } from './gift-card-routes';
import { adminRoutes } from './admin-routes';
import { lazyPage } from './lazy-page';
import { partnerAccountRoutes, partnerPublicRoutes } from './partner-routes';
import { publicPageRoutes } from './public-page-routes';
import { platformStatisticsRoutes, tradeStatisticsAccountRoutes } from './statistics-routes';

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
              () => import('./routes/home/home'),
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
          {
            path: 'demo',
            lazy: lazyPage(
              'demo',
              () => import('@/features/demo/routes/demo'),
              (m) => m.DemoRoute,
            ),
          },
          {
            path: 'forgot-password',
            lazy: lazyPage(
              'forgot-password',
              () => import('@/features/auth/routes/forgot-password'),
              (m) => m.ForgotPasswordRoute,
            ),
          },
          {
            // An e-mail's unsubscribe link: works without signing in.
            path: 'notifications/unsubscribe',
            lazy: lazyPage(
              'notifications-unsubscribe',
              () => import('@/features/notifications/routes/unsubscribe'),
              (m) => m.UnsubscribeRoute,
            ),
          },
          {
            path: 'reset-password',
            lazy: lazyPage(
              'reset-password',
              () => import('@/features/auth/routes/reset-password'),
              (m) => m.ResetPasswordRoute,
            ),
          },
          {
            path: 'email-change',
            lazy: lazyPage(
              'email-change',
              () => import('@/features/auth/routes/email-change'),
              (m) => m.EmailChangeRoute,
            ),
          },
          {
            // Account pages are behind sign-in (platform.md §6).
            Component: RequireAuth,
            children: [
              {
                path: 'wallet',
                lazy: lazyPage(
                  'wallet',
                  () => import('@/features/wallet/routes/wallet'),
                  (m) => m.WalletRoute,
                ),
              },
              {
                // The offer editor (trading.md §2): create without an id, edit with one.
                path: 'offer-manager/edit/:offerId?',
                lazy: lazyPage(
                  'offer-editor',
                  () => import('@/features/offer-manager/routes/offer-editor'),
                  (m) => m.OfferEditorRoute,
                ),
              },
              {
                path: 'offer-manager/lite/edit/:offerId',
                lazy: lazyPage(
                  'offer-lite-editor',
                  () => import('@/features/offer-manager/routes/lite-editor'),
                  (m) => m.LiteEditorRoute,
                ),
              },
              {
                // The dashboard's favourite offers (trading.md §2), 10 a page.
                path: 'dashboard/favorite-offers',
                lazy: lazyPage(
                  'favorite-offers',
                  () => import('@/features/marketplace/routes/favorites'),
                  (m) => m.FavoritesRoute,
                ),
              },
              {
                // The dashboard's `shareProfile` page: public link, QR code, link preview card.
                path: 'dashboard/share-profile',
                lazy: lazyPage(
                  'share-profile',
                  () => import('@/features/share-profile/routes/share-profile'),
                  (m) => m.ShareProfileRoute,
                ),
              },
              {
                path: 'dashboard/my-offers',
                lazy: lazyPage(
                  'my-offers',
                  () => import('@/features/offer-manager/routes/my-offers'),
                  (m) => m.MyOffersRoute,
                ),
              },
              {
                // The notification centre (the bell leads here).
                path: 'notifications',
                lazy: lazyPage(
                  'notifications',
                  () => import('@/features/notifications/routes/notifications'),
                  (m) => m.NotificationsRoute,
                ),
              },
              {
                // The messenger as a page (phones open chats here): the list, or one conversation.
                path: 'messenger/:conversationId?',
                lazy: lazyPage(
                  'messenger',
                  () => import('@/features/messenger/routes/messenger'),
                  (m) => m.MessengerRoute,
                ),
              },
              {
                // The built-in support chat (decision 023); open-support-chat leads here without Zendesk.
                path: 'support',
                lazy: lazyPage(
                  'support',
                  () => import('@/features/support/routes/support'),
                  (m) => m.SupportRoute,
                ),
              },
              {
                // The OAuth 2.0 consent page (decision 024): oidc-provider sends the browser here.
                path: 'oauth/consent/:uid',
                lazy: lazyPage(
                  'oauth-consent',
                  () => import('@/features/api-apps/routes/oauth-consent'),
                  (m) => m.OauthConsentRoute,
                ),
              },
              {
                // Open trades, polled (trading.md §4); buy tab by default.
                path: 'dashboard/active-trades',
                lazy: lazyPage(
                  'active-trades',
                  () => import('@/features/trade-lists/routes/active-trades'),
                  (m) => m.ActiveTradesRoute,
                ),
              },
              {
                path: 'dashboard/trade-history',
                lazy: lazyPage(
                  'trade-history',
                  () => import('@/features/trade-lists/routes/trade-history'),
                  (m) => m.TradeHistoryRoute,
                ),
              },
              {
                // The trade page (trading.md §2): the parties and a dispute's moderators; 404 otherwise.
                path: 'trade/:tradeHash',
                lazy: lazyPage(
                  'trade',
                  () => import('./routes/trade'),
                  (m) => m.TradePageRoute,
                ),
              },
              ...tradeStatisticsAccountRoutes,
              // The user dashboard's home and badges; every dashboard page shows its navigation (RequireAuth).
              ...dashboardRoutes,
              accountRoutes,
              ...partnerAccountRoutes,
              ...giftCardAccountRoutes,
            ],
          },
          adminRoutes,
          ...partnerPublicRoutes,
          ...giftCardPublicRoutes,
          ...publicPageRoutes,
          ...platformStatisticsRoutes,
          {
            // The converter (trading.md §2): /calculator/{btc,usdt,eth}-to-{code}, public.
            path: 'calculator',
            children: [
              { index: true, element: <Navigate to="btc-to-usd" replace /> },
              {
                path: ':pair',
                lazy: lazyPage(
                  'converter',
                  () => import('@/features/converter/routes/converter'),
                  (m) => m.ConverterRoute,
                ),
              },
            ],
          },
          {
            // The offer listing (trading.md §2): /trading/{pageType}-{cryptoType}/{paymentMethodSlug}.
            path: 'trading/:market',
            children: [
              {
                index: true,
                lazy: lazyPage(
                  'listing',
                  () => import('@/features/marketplace/routes/listing'),
                  (m) => m.TradingMarketRoute,
                ),
              },
              {
                path: ':slug',
                lazy: lazyPage(
                  'listing',
                  () => import('@/features/marketplace/routes/listing'),
                  (m) => m.TradingListingRoute,
                ),
              },
            ],
          },
          // The gift-card listing: /{pageType}-giftcard[-for-{crypto}]/{paymentMethodSlug}.
          ...GIFT_CARD_SEGMENTS.map((segment) => ({
            path: `${segment}/:slug`,
            lazy: lazyPage(
              'listing',
              () => import('@/features/marketplace/routes/listing'),
              (m) => m.GiftCardListingRoute,
            ),
          })),
          {
            // Legacy address: the slug is normalised and the canonical listing opens.
            path: 'buy/bitcoin/:slug',
            lazy: lazyPage(
              'listing',
              () => import('@/features/marketplace/routes/listing'),
              (m) => m.LegacyBuyBitcoinRoute,
            ),
          },
          {
            path: 'offer/:offerId',
            lazy: lazyPage(
              'view-offer',
              () => import('@/features/marketplace/routes/view-offer'),
              (m) => m.ViewOfferRoute,
            ),
          },
          {
            // The public receipt of a completed trade: no sign-in needed.
            path: 'trade/receipt/:invoiceUuid',
            lazy: lazyPage(
              'trade-receipt',
              () => import('@/features/trade-lists/routes/trade-receipt'),
              (m) => m.TradeReceiptRoute,
            ),
          },
          {
            path: 'user/:username',
            lazy: lazyPage(
              'public-profile',
              () => import('./routes/public-profile'),
              (m) => m.PublicProfilePageRoute,
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
