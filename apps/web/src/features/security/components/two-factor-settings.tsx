import type { TwoFactorStatus } from '@p2p/shared';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toasts';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useRegenerateBackupCodes } from '../api/regenerate-backup-codes';
import { useUpdateTwoFactorSwitches } from '../api/update-two-factor-switches';
import { CodeDialog } from './code-dialog';

const SWITCHES = ['login', 'release', 'sendout'] as const;
type SwitchKey = (typeof SWITCHES)[number];

type Pending =
  { kind: 'switch'; key: SwitchKey; next: boolean } | { kind: 'disable' } | { kind: 'backup-codes' };

/** Two-factor is on: where it is asked for, new backup codes, and turning it off. */
export function TwoFactorSettings({
  status,
  onBackupCodes,
}: {
  status: TwoFactorStatus;
  onBackupCodes: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const switches = useUpdateTwoFactorSwitches();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();

  const dialog = (() => {
    if (!pending) return null;
    if (pending.kind === 'switch') {
      const action = t(`security.switches.${pending.key}.label`);
      return {
        title: pending.next
          ? t('security.switches.turnOnTitle', { action })
          : t('security.switches.turnOffTitle', { action }),
        description: t('security.code.description'),
        confirmLabel: pending.next ? t('security.switches.turnOn') : t('security.switches.turnOff'),
        destructive: !pending.next,
        submit: async (code: string) => {
          await switches.mutateAsync({ code, [pending.key]: pending.next });
          toast.success(
            pending.next ? t('security.switches.on', { action }) : t('security.switches.off', { action }),
          );
        },
      };
    }
    if (pending.kind === 'disable') {
      return {
        title: t('security.disable.title'),
        description: t('security.disable.description'),
        confirmLabel: t('security.disable.confirm'),
        destructive: true,
        submit: async (code: string) => {
          await disable.mutateAsync({ code });
          toast.success(t('security.disable.done'));
        },
      };
    }
    return {
      title: t('security.backupCodes.regenerateTitle'),
      description: t('security.backupCodes.regenerateDescription'),
      confirmLabel: t('security.backupCodes.regenerate'),
      destructive: false,
      submit: async (code: string) => {
        const { backupCodes } = await regenerate.mutateAsync({ code });
        onBackupCodes(backupCodes);
      },
    };
  })();

  return (
    <Card
      title={t('security.enabled.title')}
      description={t('security.enabled.description', { method: t(`security.methods.${status.method}`) })}
      actions={
        <Badge variant="success">
          <ShieldCheck aria-hidden className="size-3.5" />
          {t('security.enabled.badge')}
        </Badge>
      }
    >
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {SWITCHES.map((key) => (
          <li key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0">
            <div>
              <p
                id={`switch-${key}-label`}
                className="text-sm font-medium text-slate-900 dark:text-slate-100"
              >
                {t(`security.switches.${key}.label`)}
              </p>
              <p id={`switch-${key}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
                {t(`security.switches.${key}.hint`)}
              </p>
            </div>
            <Switch
              checked={status[key]}
              aria-labelledby={`switch-${key}-label`}
              aria-describedby={`switch-${key}-hint`}
              onCheckedChange={(next) => setPending({ kind: 'switch', key, next })}
            />
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('security.backupCodes.left', { left: status.backupCodesLeft })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setPending({ kind: 'backup-codes' })}>
            {t('security.backupCodes.regenerate')}
          </Button>
          <Button variant="danger" onClick={() => setPending({ kind: 'disable' })}>
            {t('security.disable.button')}
          </Button>
        </div>
      </div>
      {dialog ? (
        <CodeDialog
          open
          onOpenChange={(open) => (open ? undefined : setPending(null))}
          title={dialog.title}
          description={dialog.description}
          confirmLabel={dialog.confirmLabel}
          destructive={dialog.destructive}
          method={status.method}
          onSubmitCode={dialog.submit}
        />
      ) : null}
    </Card>
  );
}
