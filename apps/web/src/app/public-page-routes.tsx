import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import type * as textPages from '@/features/public-pages/routes/text-pages';
import { lazyPage } from './lazy-page';
import { IpBlockedRoute } from './routes/ip-blocked';

const textPage = (pick: (m: typeof textPages) => ComponentType) =>
  lazyPage('public-page', () => import('@/features/public-pages/routes/text-pages'), pick);
const unprefixed = (path: string) => path.slice(1);

/**
 * The public pages (decision 037): `about-page`, `terms-of-service`, `privacy-policy`, `vendor-terms`,
 * `fees`, the wallet, gift-card, p2p gift-card, refugees and country landings, and `error-ip-blocked`.
 * The landing is the home page; `partner-program-landing` and its terms live with the partners.
 */
export const publicPageRoutes: RouteObject[] = [
  { path: unprefixed(paths.publicPages.about), lazy: textPage((m) => m.AboutRoute) },
  { path: unprefixed(paths.publicPages.terms), lazy: textPage((m) => m.TermsOfServiceRoute) },
  { path: unprefixed(paths.publicPages.privacy), lazy: textPage((m) => m.PrivacyPolicyRoute) },
  { path: unprefixed(paths.publicPages.vendorTerms), lazy: textPage((m) => m.VendorTermsRoute) },
  { path: unprefixed(paths.publicPages.walletLanding), lazy: textPage((m) => m.WalletLandingRoute) },
  { path: unprefixed(paths.publicPages.giftCardsLanding), lazy: textPage((m) => m.GiftCardsLandingRoute) },
  {
    path: unprefixed(paths.publicPages.p2pGiftCardLanding),
    lazy: textPage((m) => m.P2pGiftCardLandingRoute),
  },
  { path: unprefixed(paths.publicPages.refugeesLanding), lazy: textPage((m) => m.RefugeesLandingRoute) },
  {
    path: unprefixed(paths.publicPages.fees),
    lazy: lazyPage(
      'fees',
      () => import('@/features/public-pages/routes/fees'),
      (m) => m.FeesRoute,
    ),
  },
  {
    path: 'buy-bitcoin-in/:country',
    lazy: lazyPage(
      'country-landing',
      () => import('./routes/country-landing'),
      (m) => m.CountryLandingRoute,
    ),
  },
  { path: unprefixed(paths.publicPages.ipBlocked), Component: IpBlockedRoute },
];
