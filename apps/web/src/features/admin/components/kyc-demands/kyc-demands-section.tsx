import { KYC_DEMAND_ROLES, type KycDemand, type UserRole } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime } from '@/lib/format';
import { useKycDemands } from '../../api/kyc-demands';
import { KycDemandForm } from './kyc-demand-form';
import { WithdrawDemandDialog } from './withdraw-demand-dialog';

const STATUS_VARIANT: Record<KycDemand['status'], BadgeVariant> = {
  open: 'warning',
  fulfilled: 'success',
  withdrawn: 'neutral',
};

/**
 * A user's verification demands (decision 040), open first, and what the viewer may do about them:
 * make a kind their role allows, withdraw an open one with a reason. Not of one's own account.
 */
export function KycDemandsSection({
  userId,
  username,
  role,
  self,
  identityVerified,
}: {
  userId: number;
  username: string;
  role: UserRole;
  self: boolean;
  identityVerified: boolean;
}) {
  const { t } = useTranslation();
  const demands = useKycDemands(userId);
  const [withdrawing, setWithdrawing] = useState<KycDemand | null>(null);
  if (demands.isPending) return <SkeletonLines lines={3} />;
  if (demands.isError) return <ErrorPanel error={demands.error} onRetry={() => void demands.refetch()} />;

  const sorted = [...demands.data].sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open'));
  const mayWithdraw = (demand: KycDemand) =>
    !self && demand.status === 'open' && KYC_DEMAND_ROLES[demand.kind].includes(role);

  return (
    <div className="space-y-6">
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('kycDemands.empty')}</p>
      ) : (
        <ul
          className="divide-y divide-slate-100 dark:divide-slate-800"
          aria-label={t('kycDemands.listLabel')}
        >
          {sorted.map((demand) => (
            <DemandItem
              key={demand.id}
              demand={demand}
              onWithdraw={mayWithdraw(demand) ? () => setWithdrawing(demand) : undefined}
              withdrawNote={
                demand.status === 'open' && !self && !mayWithdraw(demand)
                  ? t(`kycDemands.notForRole.${demand.kind}`)
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      <div className="border-t border-slate-200 pt-6 dark:border-slate-800">
        {self ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('kycDemands.self')}</p>
        ) : (
          <KycDemandForm
            userId={userId}
            username={username}
            role={role}
            demands={demands.data}
            identityVerified={identityVerified}
          />
        )}
      </div>
      <WithdrawDemandDialog
        userId={userId}
        username={username}
        demand={withdrawing}
        onClose={() => setWithdrawing(null)}
      />
    </div>
  );
}

function DemandItem({
  demand,
  onWithdraw,
  withdrawNote,
}: {
  demand: KycDemand;
  onWithdraw?: () => void;
  withdrawNote?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const kind = t(`kycDemands.kinds.${demand.kind}`);
  const created = formatDateTime(demand.createdAt, locale);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900 dark:text-slate-50">{kind}</span>
          <Badge variant={STATUS_VARIANT[demand.status]}>{t(`kycDemands.statuses.${demand.status}`)}</Badge>
        </div>
        <p className="break-words text-slate-800 dark:text-slate-200">{demand.reason}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {demand.createdBy
            ? t('kycDemands.createdBy', { by: demand.createdBy, date: created })
            : t('kycDemands.createdOn', { date: created })}
        </p>
        {demand.withdrawnAt ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('kycDemands.withdrawnBy', {
              by: demand.withdrawnBy ?? '—',
              date: formatDateTime(demand.withdrawnAt, locale),
              reason: demand.withdrawReason ?? '',
            })}
          </p>
        ) : null}
        {withdrawNote ? <p className="text-xs text-slate-500 dark:text-slate-400">{withdrawNote}</p> : null}
      </div>
      {onWithdraw ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={onWithdraw}
          aria-label={t('kycDemands.withdrawFor', { kind })}
        >
          {t('kycDemands.withdraw')}
        </Button>
      ) : null}
    </li>
  );
}
