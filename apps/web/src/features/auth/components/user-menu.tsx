import type { CurrentUser } from '@p2p/shared';
import {
  ArrowLeftRight,
  BadgeCheck,
  ChevronDown,
  LayoutDashboard,
  Clock,
  ListChecks,
  PlusCircle,
  Settings,
  ShieldCheck,
  ShieldUser,
  ShieldOff,
  Star,
  UserRound,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';

type MenuKey = 'settings' | 'security' | 'verification' | 'trusted' | 'blocked' | 'recentPartners';

const ITEMS: readonly { key: MenuKey; to: string; icon: LucideIcon }[] = [
  { key: 'settings', to: paths.account.settings, icon: Settings },
  { key: 'security', to: paths.account.security, icon: ShieldCheck },
  { key: 'verification', to: paths.account.verification, icon: BadgeCheck },
  { key: 'trusted', to: paths.account.trusted, icon: Users },
  { key: 'blocked', to: paths.account.blocked, icon: ShieldOff },
  { key: 'recentPartners', to: paths.account.recentPartners, icon: Clock },
];

/**
 * The signed-in user's name in the navbar, opening the account pages (and the staff area for staff).
 * `extraItems` are menu items other features add through the app (the support chat's entry).
 */
export function UserMenu({ user, extraItems }: { user: CurrentUser; extraItems?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="inline-flex items-center gap-1.5 rounded-lg px-1.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 sm:max-w-48 dark:text-slate-100 dark:hover:bg-slate-800"
        title={t('nav.signedInAs', { username: user.username })}
        data-testid="current-username"
      >
        <Avatar src={user.avatarUrl} name={user.username} size="sm" className="size-7! text-xs" />
        {/* Phones show the picture only, so the log-out button still fits beside the menu. */}
        <span className="sr-only sm:not-sr-only sm:truncate">{user.username}</span>
        <span className="sr-only">{t('nav.accountMenu')}</span>
        <ChevronDown aria-hidden className="size-4 shrink-0 text-slate-500" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('nav.signedInAs', { username: user.username })}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <LocalizedLink to={paths.user(user.username)}>
            <UserRound aria-hidden className="size-4 text-slate-500" />
            {t('nav.publicProfile')}
          </LocalizedLink>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <LocalizedLink to={paths.dashboard.home}>
            <LayoutDashboard aria-hidden className="size-4 text-slate-500" />
            {t('dashboard.nav.menu')}
          </LocalizedLink>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <LocalizedLink to={paths.wallet}>
            <Wallet aria-hidden className="size-4 text-slate-500" />
            {t('wallet.nav')}
          </LocalizedLink>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <LocalizedLink to={paths.convert}>
            <ArrowLeftRight aria-hidden className="size-4 text-slate-500" />
            {t('swap.title')}
          </LocalizedLink>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <LocalizedLink to={paths.myOffers()}>
            <ListChecks aria-hidden className="size-4 text-slate-500" />
            {t('offerManager.nav.myOffers')}
          </LocalizedLink>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <LocalizedLink to={paths.favoriteOffers}>
            <Star aria-hidden className="size-4 text-slate-500" />
            {t('marketplace.favorites.nav')}
          </LocalizedLink>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <LocalizedLink to={paths.offerManager.create}>
            <PlusCircle aria-hidden className="size-4 text-slate-500" />
            {t('offerManager.nav.createOffer')}
          </LocalizedLink>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {ITEMS.map(({ key, to, icon: Icon }) => (
          <DropdownMenuItem key={key} asChild>
            <LocalizedLink to={to}>
              <Icon aria-hidden className="size-4 text-slate-500" />
              {t(`account.nav.${key}`)}
            </LocalizedLink>
          </DropdownMenuItem>
        ))}
        {extraItems ? (
          <>
            <DropdownMenuSeparator />
            {extraItems}
          </>
        ) : null}
        {user.isAdminOrSupermodOrModerator ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              <LocalizedLink to={paths.admin.home}>
                <ShieldUser aria-hidden className="size-4 text-slate-500" />
                {t('nav.admin')}
              </LocalizedLink>
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
