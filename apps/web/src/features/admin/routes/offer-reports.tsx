import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { OfferReportsTable } from '../components/offer-reports-table';

/** /admin/offer-reports (moderators and up): the open offer reports; ?page= */
export function OfferReportsRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(searchParams.get('page')) || 1));
  return (
    <>
      <PageHeader title={t('adminOfferReports.title')} description={t('adminOfferReports.description')} />
      <OfferReportsTable
        page={page}
        onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
      />
    </>
  );
}
