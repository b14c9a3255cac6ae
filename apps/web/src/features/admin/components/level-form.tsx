import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toasts';
import { useSetVerificationLevel, type SetLevelInput, type UserLevel } from '../api/set-verification-level';
import { errorText } from './error-text';

type Level = SetLevelInput['level'];

/** Grants L4 or returns the user to the level their verifications give (admins only), after a confirmation. */
export function LevelForm({ userId, username }: { userId: number; username: string }) {
  const { t } = useTranslation();
  const setLevel = useSetVerificationLevel();
  const [confirming, setConfirming] = useState<Level | null>(null);
  const [result, setResult] = useState<UserLevel | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setConfirming('L4')}>
          {t('admin.users.level.grantL4')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming('auto')}>
          {t('admin.users.level.auto')}
        </Button>
      </div>
      {result ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {t('admin.users.level.current', { level: result.level })}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={
          confirming === 'auto'
            ? t('admin.users.level.autoTitle', { username })
            : t('admin.users.level.l4Title', { username })
        }
        description={
          confirming === 'auto'
            ? t('admin.users.level.autoDescription')
            : t('admin.users.level.l4Description')
        }
        confirmLabel={confirming === 'auto' ? t('admin.users.level.auto') : t('admin.users.level.grantL4')}
        pending={setLevel.isPending}
        onConfirm={() =>
          confirming &&
          setLevel.mutate(
            { userId, level: confirming },
            {
              onSuccess: (level) => {
                setConfirming(null);
                setResult(level);
                toast.success(t('admin.users.level.done', { username, level: level.level }));
              },
              onError: (error) => {
                setConfirming(null);
                toast.error(errorText(error, t('errors.generic')));
              },
            },
          )
        }
      />
    </div>
  );
}
