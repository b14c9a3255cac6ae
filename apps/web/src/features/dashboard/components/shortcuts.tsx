import { HandCoins, History, PlusCircle, ShoppingCart, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';

const SHORTCUTS: readonly { key: string; to: string; icon: LucideIcon }[] = [
  { key: 'buy', to: '/trading/buy-bitcoin', icon: ShoppingCart },
  { key: 'sell', to: '/trading/sell-bitcoin', icon: HandCoins },
  { key: 'createOffer', to: paths.offerManager.create, icon: PlusCircle },
  { key: 'wallet', to: paths.wallet, icon: Wallet },
  { key: 'history', to: paths.tradeHistory, icon: History },
];

/** The things a trader starts from the dashboard. */
export function Shortcuts() {
  const { t } = useTranslation();
  return (
    <Card title={t('dashboard.shortcuts.title')}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
        {SHORTCUTS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <LocalizedLink
              to={to}
              className="flex h-full items-center gap-2 rounded-xl border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:border-slate-800 dark:text-slate-200 dark:hover:bg-slate-800/60"
            >
              <Icon aria-hidden className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
              {t(`dashboard.shortcuts.${key}` as 'dashboard.shortcuts.buy')}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}
