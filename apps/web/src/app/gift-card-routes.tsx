import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const store = lazyPage(
  'gift-card-store',
  () => import('@/features/gift-cards/routes/gift-card-store'),
  (m) => m.GiftCardStoreRoute,
);

/**
 * The gift-card store's public views: `gift-card-store`, `buy-discounted-gift-cards` (the landing's
 * name for the same list) and `gift-card-store-source-currency` (/gift-card-store/{currency}).
 */
export const giftCardPublicRoutes: RouteObject[] = [
  { path: 'gift-card-store', lazy: store },
  { path: 'gift-card-store/:currency', lazy: store },
  { path: 'buy-discounted-gift-cards', lazy: store },
];

/** Behind sign-in: the vendor's inventory. */
export const giftCardAccountRoutes: RouteObject[] = [
  {
    path: 'dashboard/gift-cards',
    lazy: lazyPage(
      'gift-card-inventory',
      () => import('@/features/gift-cards/routes/gift-card-inventory'),
      (m) => m.GiftCardInventoryRoute,
    ),
  },
];
