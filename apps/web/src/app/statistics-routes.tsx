import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';

const unprefixed = (path: string) => path.slice(1);

/** Behind sign-in: the dashboard's trade statistics page (decision 039). */
export const tradeStatisticsAccountRoutes: RouteObject[] = [
  {
    path: unprefixed(paths.statistics.trader),
    lazy: lazyPage(
      'trade-statistics',
      () => import('@/features/trade-statistics/routes/trade-statistics'),
      (m) => m.TradeStatisticsRoute,
    ),
  },
];

/** Public: the `statistic-dashboard` page, linked from the footer. */
export const platformStatisticsRoutes: RouteObject[] = [
  {
    path: unprefixed(paths.statistics.platform),
    lazy: lazyPage(
      'platform-statistics',
      () => import('@/features/trade-statistics/routes/platform-statistics'),
      (m) => m.PlatformStatisticsRoute,
    ),
  },
];
