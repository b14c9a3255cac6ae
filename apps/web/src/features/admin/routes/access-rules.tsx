import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useAccessRules } from '../api/access-rules';
import { NoticesPanel } from '../components/access-rules/notices-panel';
import { RulesPanel } from '../components/access-rules/rules-panel';

/** /admin/access-rules: access by country and IP range, and the regional notices (decision 041). */
export function AccessRulesRoute() {
  const { t } = useTranslation();
  const overview = useAccessRules();
  return (
    <div className="space-y-6">
      <PageHeader title={t('accessRules.admin.title')} description={t('accessRules.admin.intro')} />
      {overview.isPending ? (
        <SkeletonLines />
      ) : overview.isError ? (
        <ErrorPanel error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <RulesPanel rules={overview.data.rules} />
          <NoticesPanel notices={overview.data.notices} />
        </>
      )}
    </div>
  );
}
