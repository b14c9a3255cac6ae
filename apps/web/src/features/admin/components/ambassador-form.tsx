import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toasts';
import { useAmbassador, useAssignAmbassador, useRevokeAmbassador } from '../api/ambassador';

/** Staff give or take the ambassador badge and set its reward share (the server audits it). */
export function AmbassadorForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const current = useAmbassador(userId);
  const assign = useAssignAmbassador(userId);
  const revoke = useRevokeAmbassador(userId);
  const [share, setShare] = useState('');
  const [error, setError] = useState<string>();
  if (current.isPending) return <SkeletonLines lines={2} />;
  const ambassador = current.data ?? null;

  const save = async () => {
    setError(undefined);
    try {
      await assign.mutateAsync(Number(share || ambassador?.rewardShareBps || 4000));
      toast.success(t('partners.admin.assigned'));
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
      setError(caught.details?.rewardShareBps?.[0] ?? caught.message);
    }
  };

  return (
    <div className="space-y-3">
      <p className="text-sm" data-testid="ambassador-status">
        {ambassador
          ? t('partners.admin.isAmbassador', { share: String(ambassador.rewardShareBps / 100) })
          : t('partners.admin.notAmbassador')}
      </p>
      <InputField
        id={`ambassador-share-${userId}`}
        label={t('partners.admin.share')}
        inputMode="numeric"
        value={share}
        placeholder={ambassador ? String(ambassador.rewardShareBps) : ''}
        error={error}
        onChange={(event) => setShare(event.target.value.trim())}
      />
      <div className="flex flex-wrap gap-3">
        <Button disabled={assign.isPending} onClick={() => void save()}>
          {ambassador ? t('partners.admin.update') : t('partners.admin.assign')}
        </Button>
        {ambassador ? (
          <Button
            variant="secondary"
            disabled={revoke.isPending}
            onClick={() => void revoke.mutateAsync().then(() => toast.success(t('partners.admin.revoked')))}
          >
            {t('partners.admin.revoke')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
