import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { loadChunk } from '@/lib/chunk-errors';
import { withCatalogueAreas } from '@/lib/i18n';
import { areasOfPage, lazyPage } from './lazy-page';

const store = lazyPage(
  'gift-card-store',
  () => import('@/features/gift-cards/routes/gift-card-store'),
  (m) => m.GiftCardStoreRoute,
);

const product = lazyPage(
  'gift-card-product',
  () => import('@/features/gift-cards/routes/gift-card-product'),
  (m) => m.GiftCardProductRoute,
);

/**
 * The gift-card store's public views: `gift-card-store`, `buy-discounted-gift-cards` (the landing's
 * name for the same list), `gift-card-store-source-currency` (/gift-card-store/{currency}) and
 * `{product}-gift-card` (/amazon-gift-card). The product route serves the prefixed path
 * (/es/amazon-gift-card); the unprefixed one matches `:locale?` first, so LocaleLayout renders
 * `LazyGiftCardProduct` for it.
 */
export const giftCardPublicRoutes: RouteObject[] = [
  { path: 'gift-card-store', lazy: store },
  { path: 'gift-card-store/:currency', lazy: store },
  { path: 'buy-discounted-gift-cards', lazy: store },
  { path: ':product', lazy: product },
];

/** The product page for the locale layout, loaded only when such a path is opened. */
export const LazyGiftCardProduct = lazy(async () => ({
  default: (
    await loadChunk('gift-card-product', () =>
      withCatalogueAreas(
        areasOfPage('gift-card-product'),
        () => import('@/features/gift-cards/routes/gift-card-product'),
      ),
    )
  ).GiftCardProductRoute,
}));

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
