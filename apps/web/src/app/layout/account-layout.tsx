import {
  BadgeCheck,
  Bell,
  Clock,
  KeyRound,
  Landmark,
  Settings,
  Smartphone,
  ShieldCheck,
  ShieldOff,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { SideNavLayout } from '@/components/layout/side-nav-layout';
import { paths } from '@/config/paths';

type AccountPage = 'settings' | 'security' | 'verification' | 'trusted' | 'blocked' | 'recentPartners';

/** Pages whose label lives in their own area's catalogue. */
const AREA_LABELS = {
  bankAccounts: 'bankAccounts.nav',
  mobileMoney: 'mobileMoney.nav',
  notifications: 'notifications.settings.title',
  webhooks: 'webhooks.nav',
  developers: 'apiApps.nav',
} as const;

const PAGES: readonly { key: AccountPage; to: string; icon: LucideIcon }[] = [
  { key: 'settings', to: paths.account.settings, icon: Settings },
  { key: 'security', to: paths.account.security, icon: ShieldCheck },
  { key: 'verification', to: paths.account.verification, icon: BadgeCheck },
  { key: 'trusted', to: paths.account.trusted, icon: Users },
  { key: 'blocked', to: paths.account.blocked, icon: ShieldOff },
  { key: 'recentPartners', to: paths.account.recentPartners, icon: Clock },
];

const AREA_PAGES: readonly { key: keyof typeof AREA_LABELS; to: string; icon: LucideIcon }[] = [
  { key: 'bankAccounts', to: paths.account.bankAccounts, icon: Landmark },
  { key: 'mobileMoney', to: paths.account.mobileMoney, icon: Smartphone },
  { key: 'notifications', to: paths.notifications.settings, icon: Bell },
  { key: 'webhooks', to: paths.account.webhooks, icon: Webhook },
  { key: 'developers', to: paths.account.developers, icon: KeyRound },
];

/** The account pages with their navigation. */
export function AccountLayout() {
  const { t } = useTranslation();
  return (
    <SideNavLayout
      label={t('account.navLabel')}
      items={[
        ...PAGES.map((page) => ({ ...page, label: t(`account.nav.${page.key}`) })),
        ...AREA_PAGES.map((page) => ({ ...page, label: t(AREA_LABELS[page.key]) })),
      ]}
    />
  );
}
