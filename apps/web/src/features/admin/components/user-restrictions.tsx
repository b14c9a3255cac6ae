import type { Restriction } from '@p2p/shared';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useRestrictions } from '../api/get-restrictions';
import { liftRestrictionInputSchema, useLiftRestriction } from '../api/lift-restriction';
import { errorText } from './error-text';
import { ReasonForm } from './reason-form';

/** A user's restrictions, active first, each with its history; staff who may restrict can lift them. */
export function UserRestrictions({
  userId,
  username,
  canLift,
}: {
  userId: number;
  username: string;
  canLift: boolean;
}) {
  const { t } = useTranslation();
  const restrictions = useRestrictions(userId);
  const lift = useLiftRestriction();
  const [lifting, setLifting] = useState<Restriction | null>(null);
  const formId = useId();

  if (restrictions.isPending) return <SkeletonLines lines={3} />;
  if (restrictions.isError)
    return <ErrorPanel error={restrictions.error} onRetry={() => void restrictions.refetch()} />;
  if (restrictions.data.length === 0)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin.users.restrictions.empty')}</p>
    );

  const sorted = [...restrictions.data].sort((a, b) => Number(b.active) - Number(a.active));
  const kindOf = (restriction: Restriction | null) =>
    restriction ? t(`admin.users.restrictions.kinds.${restriction.kind}`) : '';

  return (
    <>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {sorted.map((restriction) => (
          <RestrictionItem
            key={restriction.id}
            restriction={restriction}
            onLift={canLift && restriction.active ? () => setLifting(restriction) : undefined}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={lifting !== null}
        onOpenChange={(open) => (open ? undefined : setLifting(null))}
        title={t('admin.users.restrictions.liftTitle')}
        description={t('admin.users.restrictions.liftDescription', { kind: kindOf(lifting), username })}
        confirmLabel={t('admin.users.restrictions.lift')}
        formId={formId}
        pending={lift.isPending}
      >
        <ReasonForm
          id={formId}
          schema={liftRestrictionInputSchema}
          label={t('admin.users.restrictions.liftReasonLabel')}
          onSubmit={(input) => {
            if (!lifting) return;
            lift.mutate(
              { userId, restrictionId: lifting.id, ...input },
              {
                onSuccess: () => {
                  toast.success(t('admin.users.restrictions.liftDone', { kind: kindOf(lifting), username }));
                  setLifting(null);
                },
                onError: (error) => {
                  setLifting(null);
                  toast.error(errorText(error, t('errors.generic')));
                },
              },
            );
          }}
        />
      </ConfirmDialog>
    </>
  );
}

function RestrictionItem({ restriction, onLift }: { restriction: Restriction; onLift?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const kind = t(`admin.users.restrictions.kinds.${restriction.kind}`);
  const added = formatDateTime(restriction.createdAt, locale);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900 dark:text-slate-50">{kind}</span>
          <Badge variant={restriction.active ? 'danger' : 'neutral'}>
            {restriction.active ? t('admin.users.restrictions.active') : t('admin.users.restrictions.lifted')}
          </Badge>
        </div>
        <p className="break-words text-slate-800 dark:text-slate-200">{restriction.reason}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {restriction.createdBy
            ? t('admin.users.restrictions.addedBy', { by: restriction.createdBy, date: added })
            : t('admin.users.restrictions.addedOn', { date: added })}
        </p>
        {restriction.liftedAt ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {restriction.liftedBy
              ? t('admin.users.restrictions.liftedBy', {
                  by: restriction.liftedBy,
                  date: formatDateTime(restriction.liftedAt, locale),
                })
              : t('admin.users.restrictions.liftedOn', {
                  date: formatDateTime(restriction.liftedAt, locale),
                })}
            {restriction.liftReason
              ? ` ${t('admin.users.restrictions.liftReason', { reason: restriction.liftReason })}`
              : null}
          </p>
        ) : null}
      </div>
      {onLift ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={onLift}
          aria-label={t('admin.users.restrictions.liftFor', { kind })}
        >
          {t('admin.users.restrictions.lift')}
        </Button>
      ) : null}
    </li>
  );
}
