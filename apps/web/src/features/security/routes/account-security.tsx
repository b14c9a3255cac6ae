import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { AccountCredentials } from '../components/account-credentials';
import { ActiveSessions } from '../components/active-sessions';
import { BackupCodes } from '../components/backup-codes';
import { CloseAccount } from '../components/close-account';
import { TwoFactorSettings } from '../components/two-factor-settings';
import { TwoFactorSetup } from '../components/two-factor-setup';

/**
 * /account/security (userSecurityPage): two-factor authentication, password and e-mail, active
 * sessions and closing the account.
 */
export function AccountSecurityRoute() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  // Kept here, above the setup, which unmounts as soon as two-factor is on: the codes are shown once.
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);

  return (
    <>
      <PageHeader title={t('security.title')} description={t('security.subtitle')} />
      <div className="space-y-6">
        {backupCodes ? <BackupCodes codes={backupCodes} onDone={() => setBackupCodes(null)} /> : null}
        {status.isPending ? (
          <Card title={t('security.setup.title')}>
            <SkeletonLines lines={4} />
          </Card>
        ) : status.isError ? (
          <ErrorPanel error={status.error} onRetry={() => void status.refetch()} />
        ) : status.data.state === 'enabled' ? (
          <TwoFactorSettings status={status.data} onBackupCodes={setBackupCodes} />
        ) : (
          <TwoFactorSetup status={status.data} onEnabled={setBackupCodes} />
        )}
        <AccountCredentials twoFactor={status.data} />
        <ActiveSessions />
        <CloseAccount twoFactorMethod={status.data?.state === 'enabled' ? status.data.method : null} />
      </div>
    </>
  );
}
