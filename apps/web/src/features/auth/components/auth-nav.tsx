import { LogOut } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { withCatalogueAreas } from '@/lib/i18n';
import { toast } from '@/lib/toasts';
import { useCurrentUser } from '@/lib/current-user';
import { useLogout } from '../api/logout';

// The menu's Radix code is loaded with the first signed-in page, not with a guest's first visit.
const UserMenu = lazy(() =>
  withCatalogueAreas(['dashboard', 'partners'], () => import('./user-menu')).then((module) => ({
    default: module.UserMenu,
  })),
);

/**
 * The navbar's account corner: log in / register links, or the user's menu and a log-out button.
 * `menuItems` go into the user's menu (items of other features, given by the app).
 */
export function AuthNav({ menuItems }: { menuItems?: ReactNode } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { data: user, isPending } = useCurrentUser();
  const logoutMutation = useLogout({
    onSuccess: () => {
      toast.success(t('auth.logout.success'));
      void navigate(localize(paths.home));
    },
  });

  if (isPending) {
    // The guest's two links, hidden under the placeholder: it takes their size in every language, so
    // the bar does not move when a guest's answer arrives (CLS).
    return (
      <div
        aria-hidden
        className="flex animate-pulse items-center gap-1 rounded-lg bg-slate-200 sm:gap-2 dark:bg-slate-800"
      >
        <Button asChild variant="ghost" size="sm">
          <span className="invisible">{t('nav.login')}</span>
        </Button>
        <Button asChild size="sm">
          <span className="invisible">{t('nav.register')}</span>
        </Button>
      </div>
    );
  }

  if (!user) {
    return (
      <div className="flex items-center gap-1 sm:gap-2">
        <Button asChild variant="ghost" size="sm">
          <LocalizedLink to={paths.login}>{t('nav.login')}</LocalizedLink>
        </Button>
        <Button asChild size="sm">
          <LocalizedLink to={paths.register}>{t('nav.register')}</LocalizedLink>
        </Button>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-2">
      <Suspense fallback={<div aria-hidden className="h-9 w-9 rounded-lg sm:w-32" />}>
        <UserMenu user={user} extraItems={menuItems} />
      </Suspense>
      <Button
        variant="secondary"
        size="sm"
        disabled={logoutMutation.isPending}
        onClick={() => logoutMutation.mutate(undefined, { onError: () => toast.error(t('errors.generic')) })}
      >
        {/* An icon below 1024 px: the bar must hold nine languages' words on a phone. */}
        <LogOut aria-hidden className="size-4 lg:hidden rtl:-scale-x-100" />
        <span className="sr-only lg:not-sr-only">{t('nav.logout')}</span>
      </Button>
    </div>
  );
}
