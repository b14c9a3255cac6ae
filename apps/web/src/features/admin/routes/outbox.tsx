import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Alert } from '@/components/ui/alert';
import type { OutboxFilter } from '../api/get-outbox';
import { OutboxTable } from '../components/outbox-table';

/** /admin/outbox (admins only): what was sent by e-mail, SMS and call; ?recipient=&page= */
export function OutboxRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: OutboxFilter = {
    recipient: searchParams.get('recipient')?.trim() ?? '',
    page: Math.max(1, Math.floor(Number(searchParams.get('page')) || 1)),
  };
  return (
    <>
      <PageHeader title={t('admin.outbox.title')} description={t('admin.outbox.description')} />
      <Alert variant="warning" className="mb-6">
        {t('admin.outbox.codesWarning')}
      </Alert>
      <OutboxTable
        filter={filter}
        onFilterChange={({ recipient, page }) =>
          setSearchParams({
            ...(recipient ? { recipient } : {}),
            ...(page > 1 ? { page: String(page) } : {}),
          })
        }
      />
    </>
  );
}
