import type { UserRole } from '@p2p/shared';
import {
  ArrowLeftRight,
  ClipboardCheck,
  Flag,
  Gavel,
  Globe,
  Inbox,
  LifeBuoy,
  Power,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { SideNavLayout } from '@/components/layout/side-nav-layout';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';

type AdminPage = 'verifications' | 'offerReports' | 'users' | 'outbox';

/** The outbox holds live codes, so only admins see it (the server refuses everyone else). */
const PAGES: readonly { key: AdminPage; to: string; icon: LucideIcon; roles?: readonly UserRole[] }[] = [
  { key: 'verifications', to: paths.admin.verifications, icon: ClipboardCheck },
  { key: 'offerReports', to: paths.admin.offerReports, icon: Flag },
  { key: 'users', to: paths.admin.users, icon: UserCog },
  { key: 'outbox', to: paths.admin.outbox, icon: Inbox, roles: ['admin'] },
];

/** Staff pages whose label lives in their own area's catalogue. */
const AREA_PAGES: readonly {
  key: string;
  to: string;
  icon: LucideIcon;
  label:
    | 'tradeLists.nav.disputes'
    | 'support.admin.nav'
    | 'swap.liquidity.title'
    | 'platform.admin.nav'
    | 'accessRules.admin.title';
  roles?: readonly UserRole[];
}[] = [
  { key: 'disputes', to: paths.admin.disputes, icon: Gavel, label: 'tradeLists.nav.disputes' },
  { key: 'support', to: paths.admin.support, icon: LifeBuoy, label: 'support.admin.nav' },
  {
    key: 'swapLiquidity',
    to: paths.admin.swapLiquidity,
    icon: ArrowLeftRight,
    label: 'swap.liquidity.title',
    roles: ['admin'],
  },
  { key: 'platform', to: paths.admin.platform, icon: Power, label: 'platform.admin.nav', roles: ['admin'] },
  // Access by place (decision 041); staff may read the rules, admins change them.
  { key: 'accessRules', to: '/admin/access-rules', icon: Globe, label: 'accessRules.admin.title' },
];

/** The staff pages with their navigation, laid out like the account pages. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const pages = PAGES.filter(({ roles }) => !roles || (user && roles.includes(user.role)));
  return (
    <SideNavLayout
      label={t('admin.navLabel')}
      heading={t('admin.title')}
      items={[
        ...pages.map(({ key, to, icon }) => ({ key, to, icon, label: t(`admin.nav.${key}`) })),
        ...AREA_PAGES.filter(({ roles }) => !roles || (user && roles.includes(user.role))).map(
          ({ key, to, icon, label }) => ({ key, to, icon, label: t(label) }),
        ),
      ]}
    />
  );
}
