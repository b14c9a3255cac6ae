import { isCryptoCode, type PublicUser } from '@p2p/shared';
import { CheckCircle2, MinusCircle, ThumbsDown, ThumbsUp, Users } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount, formatDate, formatDecimal } from '@/lib/format';
import { LastSeen } from './last-seen';
import { RelationButtons } from './relation-buttons';

const CHECKS = ['email', 'phone', 'id'] as const;

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        {icon}
      </span>
      <p className="flex min-w-0 flex-col">
        <span className="text-xs text-slate-500 dark:text-slate-400">{label}</span>
        <span className="text-lg font-semibold text-slate-900 tabular-nums dark:text-white">{value}</span>
      </p>
    </li>
  );
}

/** The user-profile view: who they are, how verified, how trusted, what they traded. */
export function PublicProfile({
  user,
  canRelate,
  MessageAction,
}: {
  user: PublicUser;
  canRelate: boolean;
  MessageAction?: ComponentType<{ username: string }>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const volume = Object.entries(user.tradeVolume);

  return (
    <div className="space-y-6">
      <title>{t('app.pageTitle', { title: user.username })}</title>
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <Avatar src={user.avatarUrl} name={user.username} size="lg" />
          <div className="min-w-0 flex-1 space-y-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
                {user.username}
              </h1>
              {user.badge !== 'no_badge' ? (
                <Badge variant="success">{t(`users.badges.${user.badge}`)}</Badge>
              ) : null}
              {user.closed ? <Badge variant="neutral">{t('accountActivity.profileClosed')}</Badge> : null}
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
              {user.closed ? null : <LastSeen lastSeenAt={user.lastSeenAt} />}
              {user.country ? <span>{user.country.name}</span> : null}
              <span>{t('users.profile.memberSince', { date: formatDate(user.registeredAt, locale) })}</span>
            </div>
            <ul aria-label={t('users.profile.verifications')} className="flex flex-wrap gap-2 pt-1">
              {CHECKS.map((check) => (
                <li key={check}>
                  <Badge
                    variant={user.verified[check] ? 'success' : 'neutral'}
                    title={user.verified[check] ? t('common.verified') : t('common.notVerified')}
                  >
                    {user.verified[check] ? (
                      <CheckCircle2 aria-hidden className="size-3.5" />
                    ) : (
                      <MinusCircle aria-hidden className="size-3.5" />
                    )}
                    {t(`users.profile.checks.${check}`)}
                    <span className="sr-only">
                      {': '}
                      {user.verified[check] ? t('common.verified') : t('common.notVerified')}
                    </span>
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
          {canRelate && !user.closed ? (
            <div className="flex flex-wrap items-center gap-2">
              {MessageAction ? <MessageAction username={user.username} /> : null}
              <RelationButtons username={user.username} initial={user.viewerRelation} />
            </div>
          ) : null}
        </div>
        {user.profile.bio ? (
          <p className="mt-5 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
            {user.profile.bio}
          </p>
        ) : null}
      </section>

      <ul aria-label={t('users.profile.stats')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          icon={<Users aria-hidden className="size-4" />}
          label={t('users.profile.trustedBy')}
          value={user.trustedCount}
        />
        <Stat
          icon={<ThumbsUp aria-hidden className="size-4" />}
          label={t('users.profile.positive')}
          value={user.feedback.positive}
        />
        <Stat
          icon={<ThumbsDown aria-hidden className="size-4" />}
          label={t('users.profile.negative')}
          value={user.feedback.negative}
        />
        <Stat
          icon={<CheckCircle2 aria-hidden className="size-4" />}
          label={t('users.profile.completedTrades')}
          value={user.completedTrades}
        />
      </ul>

      <Card title={t('users.profile.tradeVolume')}>
        {volume.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('users.profile.noVolume')}</p>
        ) : (
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {volume.map(([currency, value]) => (
              <div
                key={currency}
                className="flex justify-between gap-4 border-b border-slate-100 py-1.5 text-sm dark:border-slate-800"
              >
                <dt className="font-medium text-slate-700 dark:text-slate-300">{currency}</dt>
                <dd className="text-slate-900 tabular-nums dark:text-white">
                  {/* A coin in its own precision, trailing zeros dropped: "0.001 BTC", not "BTC 0.00100000". */}
                  {isCryptoCode(currency)
                    ? `${formatDecimal(value, locale, { minFraction: 2 })} ${currency}`
                    : formatAmount(value, currency, locale)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
    </div>
  );
}
