import type { AccountSession } from '@p2p/shared';
import { Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { relativeTime } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useDeviceText, usePlaceText } from './device-text';

const DEVICE_ICONS: Partial<Record<AccountSession['device']['type'], LucideIcon>> = {
  mobile: Smartphone,
  tablet: Tablet,
};

type Pending = { kind: 'one'; session: AccountSession } | { kind: 'others' } | null;

/** session-notifications: the signed-in sessions of this account, with sign-out of one or all others. */
export function ActiveSessions() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const deviceText = useDeviceText();
  const placeText = usePlaceText();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [pending, setPending] = useState<Pending>(null);

  const fail = (error: unknown) =>
    toast.error(error instanceof ApiError && error.status < 500 ? error.message : t('errors.generic'));

  const confirm = () => {
    if (pending?.kind === 'one') {
      revokeOne.mutate(pending.session.id, {
        onSuccess: (result) => {
          setPending(null);
          if (result.signedOut) {
            void navigate(localize(paths.login), { replace: true });
            return;
          }
          toast.success(t('accountActivity.sessions.signedOutOne'));
        },
        onError: fail,
      });
    } else if (pending?.kind === 'others') {
      revokeOthers.mutate(undefined, {
        onSuccess: (result) => {
          setPending(null);
          toast.success(t('accountActivity.sessions.signedOutOthers', { count: result.revoked }));
        },
        onError: fail,
      });
    }
  };

  // This device first, then the others by last activity (the server's order).
  const list = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const hasOthers = list.some((session) => !session.current);

  return (
    <Card
      title={t('accountActivity.sessions.title')}
      description={t('accountActivity.sessions.description')}
      actions={
        <LocalizedLink
          to={paths.account.loginHistory}
          className="text-sm font-medium text-emerald-700 underline underline-offset-4 dark:text-emerald-400"
        >
          {t('accountActivity.sessions.historyLink')}
        </LocalizedLink>
      }
    >
      {sessions.isPending ? (
        <SkeletonLines lines={3} />
      ) : sessions.isError ? (
        <ErrorPanel error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <div className="space-y-4">
          <ul
            className="divide-y divide-slate-200 dark:divide-slate-800"
            aria-label={t('accountActivity.sessions.title')}
          >
            {list.map((session) => {
              const Icon = DEVICE_ICONS[session.device.type] ?? Monitor;
              const name = deviceText(session.device);
              return (
                <li key={session.id} className="flex flex-wrap items-center gap-3 py-3" aria-label={name}>
                  <Icon aria-hidden className="size-6 shrink-0 text-slate-500" />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
                      <span className="break-words">{name}</span>
                      {session.current ? (
                        <Badge variant="success">{t('accountActivity.sessions.current')}</Badge>
                      ) : null}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">{placeText(session.place)}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {session.current
                        ? t('accountActivity.sessions.signedIn', {
                            when: relativeTime(session.signedInAt, i18n.language),
                          })
                        : t('accountActivity.sessions.lastSeen', {
                            when: relativeTime(session.lastSeenAt, i18n.language),
                          })}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setPending({ kind: 'one', session })}
                    aria-label={`${t('accountActivity.sessions.signOut')}: ${name}`}
                  >
                    {t('accountActivity.sessions.signOut')}
                  </Button>
                </li>
              );
            })}
          </ul>
          {hasOthers ? (
            <Button
              variant="danger"
              className="w-full sm:w-auto"
              onClick={() => setPending({ kind: 'others' })}
            >
              {t('accountActivity.sessions.signOutOthers')}
            </Button>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('accountActivity.sessions.noOthers')}
            </p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={
          pending?.kind === 'others'
            ? t('accountActivity.sessions.confirmOthersTitle')
            : t('accountActivity.sessions.confirmOneTitle')
        }
        description={
          pending?.kind === 'others'
            ? t('accountActivity.sessions.confirmOthersText')
            : pending?.session.current
              ? t('accountActivity.sessions.confirmCurrentText')
              : t('accountActivity.sessions.confirmOneText', {
                  device: pending ? deviceText(pending.session.device) : '',
                })
        }
        confirmLabel={
          pending?.kind === 'others'
            ? t('accountActivity.sessions.signOutOthers')
            : t('accountActivity.sessions.signOut')
        }
        onConfirm={confirm}
        pending={revokeOne.isPending || revokeOthers.isPending}
        destructive
      />
    </Card>
  );
}
