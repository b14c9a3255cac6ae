import type { CurrentUser, PublicUser } from '@p2p/shared';
import { ExternalLink, UserX } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate } from '@/lib/format';
import { useLookupUser } from '../api/lookup-user';
import { AddRestrictionForm } from './add-restriction-form';
import { AmbassadorForm } from './ambassador-form';
import { CorporateDecisionForm } from './corporate-decision-form';
import { KycDemandsSection } from './kyc-demands/kyc-demands-section';
import { LevelForm } from './level-form';
import { RoleForm } from './role-form';
import { StaffBadgeForm } from './staff-badge-form';
import { UserRestrictions } from './user-restrictions';

/** Loads the account asked for and shows what the viewer's role may see and change of it. */
export function UserAdminPanel({ query }: { query: string }) {
  const { t } = useTranslation();
  const user = useLookupUser(query);
  // What the page offers depends on the viewer's role: nothing shows before it is known.
  const { data: viewer } = useCurrentUser();
  if (user.isPending || !viewer) return <SkeletonLines lines={6} />;
  if (user.isError && user.error instanceof ApiError && user.error.status === 404)
    return (
      <Alert variant="warning" role="alert">
        <span className="inline-flex items-center gap-2">
          <UserX aria-hidden className="size-4" />
          {t('admin.users.notFound', { query })}
        </span>
      </Alert>
    );
  if (user.isError) return <ErrorPanel error={user.error} onRetry={() => void user.refetch()} />;
  return <UserAdmin user={user.data} viewer={viewer} />;
}

function UserAdmin({ user, viewer }: { user: PublicUser; viewer: CurrentUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The server enforces the same rules; the page only leaves out what it would refuse.
  const canRestrict = viewer.role === 'admin' || viewer.role === 'supermoderator';
  const isAdmin = viewer.role === 'admin';
  const self = viewer.id === user.id;

  return (
    <div className="space-y-6">
      <section
        aria-label={t('admin.users.summary')}
        className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <Avatar src={user.avatarUrl} name={user.username} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-xl font-semibold text-slate-900 dark:text-white">{user.username}</h2>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <span>{t('admin.users.userId', { id: user.id })}</span>
            <span>{t('admin.users.registered', { date: formatDate(user.registeredAt, locale) })}</span>
            {user.country ? <span>{user.country.name}</span> : null}
          </p>
        </div>
        <LocalizedLink
          to={paths.user(user.username)}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-emerald-400"
        >
          <ExternalLink aria-hidden className="size-4" />
          {t('admin.users.profile')}
        </LocalizedLink>
      </section>

      {self ? <Alert variant="info">{t('admin.users.self')}</Alert> : null}

      <Card
        title={t('admin.users.restrictions.title')}
        description={t('admin.users.restrictions.description')}
      >
        <UserRestrictions userId={user.id} username={user.username} canLift={canRestrict} />
        <div className="mt-6 border-t border-slate-200 pt-6 dark:border-slate-800">
          {canRestrict && !self ? (
            <AddRestrictionForm userId={user.id} username={user.username} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {self ? t('admin.users.selfRestrict') : t('admin.users.restrictions.readOnly')}
            </p>
          )}
        </div>
      </Card>

      <Card title={t('kycDemands.title')} description={t('kycDemands.description')}>
        <KycDemandsSection
          userId={user.id}
          username={user.username}
          role={viewer.role}
          self={self}
          identityVerified={user.verified.id}
        />
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        {isAdmin && !self ? (
          <Card title={t('admin.users.role.title')} description={t('admin.users.role.description')}>
            <RoleForm userId={user.id} username={user.username} />
          </Card>
        ) : null}
        {isAdmin ? (
          <Card title={t('admin.users.level.title')} description={t('admin.users.level.description')}>
            <LevelForm userId={user.id} username={user.username} />
          </Card>
        ) : null}
        {isAdmin && !self ? (
          <Card title={t('dashboard.staffBadge.title')} description={t('dashboard.staffBadge.description')}>
            <StaffBadgeForm userId={user.id} />
          </Card>
        ) : null}
        {canRestrict && !self ? (
          <Card title={t('partners.admin.title')}>
            <AmbassadorForm userId={user.id} />
          </Card>
        ) : null}
        <Card
          title={t('admin.users.corporate.title')}
          description={t('admin.users.corporate.description')}
          className={isAdmin && !self ? 'lg:col-span-2' : undefined}
        >
          <CorporateDecisionForm userId={user.id} username={user.username} />
        </Card>
      </div>
    </div>
  );
}
