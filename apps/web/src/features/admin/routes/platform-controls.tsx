import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { usePlatformStatus } from '@/lib/platform-status';
import { AlertPanel } from '../components/platform/alert-panel';
import { HaltsPanel } from '../components/platform/halts-panel';
import { MaintenancePanel } from '../components/platform/maintenance-panel';

/** /admin/platform (admins): maintenance, emergency halts and the message to all users (decision 036). */
export function PlatformControlsRoute() {
  const { t } = useTranslation();
  const status = usePlatformStatus();
  return (
    <div className="space-y-6">
      <PageHeader title={t('platform.admin.title')} description={t('platform.admin.description')} />
      {status.isPending ? (
        <SkeletonLines />
      ) : status.isError ? (
        <ErrorPanel error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <>
          <MaintenancePanel status={status.data} />
          <HaltsPanel status={status.data} />
          <AlertPanel status={status.data} />
        </>
      )}
    </div>
  );
}
