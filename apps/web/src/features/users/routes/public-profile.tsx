import { UserX } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/current-user';
import { usePublicUser } from '../api/get-public-user';
import { ProfileTabs } from '../components/profile-tabs';
import { PublicProfile } from '../components/public-profile';
import { ReceivedFeedback } from '../components/received-feedback';
import { UserOffers } from '../components/user-offers';

/** /user/{username}: anyone may look; signed-in visitors other than the owner may trust or block. */
export function PublicProfileRoute({
  MessageAction,
}: {
  /** The messenger's "Message" button, lent by the app (features do not import each other). */
  MessageAction?: ComponentType<{ username: string }>;
} = {}) {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const profile = usePublicUser(username);
  const { data: viewer } = useCurrentUser();

  let body;
  if (profile.isPending) body = <SkeletonLines lines={6} />;
  else if (profile.isError && profile.error instanceof ApiError && profile.error.status === 404) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <title>{t('app.pageTitle', { title: t('users.profile.notFound') })}</title>
        <UserX aria-hidden className="size-10 text-slate-400" />
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">
          {t('users.profile.notFound')}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('users.profile.notFoundText', { username })}</p>
        <Button asChild variant="secondary">
          <LocalizedLink to={paths.home}>{t('errors.notFound.home')}</LocalizedLink>
        </Button>
      </div>
    );
  } else if (
    profile.isError &&
    profile.error instanceof ApiError &&
    profile.error.code === 'ERROR_PROFILE_HIDDEN'
  ) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <title>{t('app.pageTitle', { title: t('users.profile.hidden') })}</title>
        <UserX aria-hidden className="size-10 text-slate-400" />
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{t('users.profile.hidden')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('users.profile.hiddenText', { username })}</p>
      </div>
    );
  } else if (profile.isError)
    body = <ErrorPanel error={profile.error} onRetry={() => void profile.refetch()} />;
  else
    body = (
      <ProfileTabs
        profile={
          <div className="space-y-6">
            <PublicProfile
              user={profile.data}
              canRelate={Boolean(viewer) && viewer?.id !== profile.data.id}
              MessageAction={MessageAction}
            />
            <ReceivedFeedback username={profile.data.username} />
          </div>
        }
        offers={
          <div className="space-y-6">
            <title>{t('app.pageTitle', { title: profile.data.username })}</title>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
              {profile.data.username}
            </h1>
            <UserOffers username={profile.data.username} />
          </div>
        }
      />
    );

  return <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">{body}</div>;
}
