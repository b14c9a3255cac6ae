import type { UserRole } from '@p2p/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { paths, REDIRECT_QUERY_PARAM } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { useCurrentUser } from '@/lib/current-user';
import { ForbiddenRoute } from '../routes/forbidden';
import { DashboardNavSlot } from './dashboard-nav-slot';

/**
 * Pages behind sign-in: anonymous visitors go to the login page, which brings them back here. With
 * `roles`, signed-in users of any other role get the 403 page. The server checks every staff call
 * again; hiding the pages only spares staff-less users from a page of errors.
 */
export function RequireAuth({ roles }: { roles?: readonly UserRole[] }) {
  const { data: user, isPending, isError, error, refetch } = useCurrentUser();
  const { pathname, search } = useLocation();
  const localize = useLocalizePath();

  if (isPending) return <Spinner className="mx-auto my-20" />;
  if (isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!user) {
    const target = encodeURIComponent(`${pathname}${search}`);
    return <Navigate to={`${localize(paths.login)}?${REDIRECT_QUERY_PARAM}=${target}`} replace />;
  }
  if (roles && !roles.includes(user.role)) return <ForbiddenRoute />;
  return (
    <>
      <DashboardNavSlot />
      <Outlet />
    </>
  );
}
