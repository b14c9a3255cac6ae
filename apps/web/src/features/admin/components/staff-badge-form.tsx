import { STAFF_BADGES, type StaffBadge } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SelectField } from '@/components/ui/select-field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useSetStaffBadge, useStaffBadge } from '../api/staff-badge';

/** Admins give or take the operator and ceo badges (decision 038; the server audits each change). */
export function StaffBadgeForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const current = useStaffBadge(userId);
  const set = useSetStaffBadge(userId);
  const [choice, setChoice] = useState<StaffBadge | ''>('');
  const [error, setError] = useState<string>();
  if (current.isPending) return <SkeletonLines lines={2} />;
  if (current.isError) return <ErrorPanel error={current.error} onRetry={() => void current.refetch()} />;
  const badge = current.data.badge;

  const save = async (next: StaffBadge | null) => {
    setError(undefined);
    try {
      await set.mutateAsync(next);
      toast.success(next ? t('dashboard.staffBadge.assigned') : t('dashboard.staffBadge.removed'));
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      setError(caught.details?.badge?.[0] ?? caught.message);
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm" data-testid="staff-badge-status">
        {badge
          ? t('dashboard.staffBadge.current', { badge: t(`users.badges.${badge}`) })
          : t('dashboard.staffBadge.none')}
      </p>
      <SelectField
        id={`staff-badge-${userId}`}
        label={t('dashboard.staffBadge.badge')}
        value={choice || badge || ''}
        error={error}
        onChange={(event) => setChoice(event.target.value as StaffBadge | '')}
      >
        <option value="" disabled>
          —
        </option>
        {STAFF_BADGES.map((option) => (
          <option key={option} value={option}>
            {t(`users.badges.${option}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={set.isPending || !(choice || badge)}
          onClick={() => void save((choice || badge) as StaffBadge)}
        >
          {t('dashboard.staffBadge.assign')}
        </Button>
        {badge ? (
          <Button variant="secondary" disabled={set.isPending} onClick={() => void save(null)}>
            {t('dashboard.staffBadge.remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
