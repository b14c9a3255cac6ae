import { BADGE_RULES, EARNED_BADGES } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useBadgeProgress } from '../api/get-badge-progress';
import { BadgeRuleCard } from '../components/badge-rule-card';
import { nextBadge } from '../utils/badge-progress';

const STAFF_BADGES = ['operator', 'ceo', 'ambassador'] as const;

/**
 * /dashboard/badges, the spec's trader level badges: my badge, every earned badge's documented rules
 * (BADGE_RULES, decision 035) with my figures and progress toward the next, and the staff badges.
 */
export function BadgesRoute() {
  const { t } = useTranslation();
  const progress = useBadgeProgress();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4 px-4 pt-4 pb-8 sm:px-6 lg:pb-10">
      <PageHeader title={t('dashboard.badges.title')} description={t('dashboard.badges.description')} />
      {progress.isPending ? (
        <SkeletonLines lines={6} />
      ) : progress.isError ? (
        <ErrorPanel error={progress.error} onRetry={() => void progress.refetch()} />
      ) : (
        <>
          <Card title={t('dashboard.badges.yours')}>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <Badge variant="success" data-testid="my-badge">
                {t(`users.badges.${progress.data.badge}`)}
              </Badge>
              {progress.data.staffBadge
                ? t('dashboard.badges.staffShown', { earned: t(`users.badges.${progress.data.earnedBadge}`) })
                : nextBadge(progress.data.earnedBadge)
                  ? t('dashboard.badges.towards', {
                      badge: t(`users.badges.${nextBadge(progress.data.earnedBadge)!}`),
                    })
                  : t('dashboard.badges.top')}
            </p>
          </Card>
          {[...BADGE_RULES].reverse().map((rule) => {
            const held =
              EARNED_BADGES.indexOf(progress.data.earnedBadge) >= EARNED_BADGES.indexOf(rule.badge);
            const state = held
              ? 'held'
              : nextBadge(progress.data.earnedBadge) === rule.badge
                ? 'next'
                : 'later';
            return <BadgeRuleCard key={rule.badge} rule={rule} progress={progress.data} state={state} />;
          })}
          <Card title={t('dashboard.badges.staffTitle')} description={t('dashboard.badges.staffDescription')}>
            <dl className="space-y-3 text-sm">
              {STAFF_BADGES.map((badge) => (
                <div key={badge}>
                  <dt className="font-medium text-slate-900 dark:text-slate-100">
                    {t(`users.badges.${badge}`)}
                  </dt>
                  <dd className="text-slate-700 dark:text-slate-300">
                    {t(`dashboard.badges.about.${badge}`)}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        </>
      )}
    </div>
  );
}
