import { DISPUTE_LIST_FILTERS } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useDisputes, type DisputeListFilter } from '../api/get-disputes';
import { useDisputesLiveUpdates } from '../api/use-disputes-live-updates';
import { DisputesTable } from '../components/disputes-table';

/** /admin/disputes (moderators and up): open disputes first; ?status=open|settled|all&page= */
export function DisputesRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: DisputeListFilter = (DISPUTE_LIST_FILTERS as readonly string[]).includes(raw ?? '')
    ? (raw as DisputeListFilter)
    : 'open';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const disputes = useDisputes(status, page);
  useDisputesLiveUpdates();

  const update = (next: { status: DisputeListFilter; page: number }) => {
    const search = new URLSearchParams();
    if (next.status !== 'open') search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  let body;
  if (disputes.isPending) body = <SkeletonLines lines={5} />;
  else if (disputes.isError)
    body = <ErrorPanel error={disputes.error} onRetry={() => void disputes.refetch()} />;
  else if (disputes.data.disputes.length === 0)
    body = (
      <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {t(`tradeLists.disputes.empty.${status}`)}
      </p>
    );
  else
    body = (
      <div className="space-y-4">
        <DisputesTable disputes={disputes.data.disputes} busy={disputes.isFetching} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('tradeLists.disputes.total', { count: disputes.data.meta.total })}
          </p>
          <Pagination
            page={disputes.data.meta.currentPage}
            lastPage={Math.max(1, disputes.data.meta.lastPage)}
            disabled={disputes.isPlaceholderData}
            onPageChange={(next) => update({ status, page: next })}
          />
        </div>
      </div>
    );

  return (
    <>
      <PageHeader title={t('tradeLists.disputes.title')} description={t('tradeLists.disputes.description')} />
      <div className="mb-4 max-w-xs">
        <SelectField
          id="disputes-status"
          label={t('tradeLists.disputes.show')}
          value={status}
          onChange={(event) => update({ status: event.target.value as DisputeListFilter, page: 1 })}
        >
          {DISPUTE_LIST_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`tradeLists.disputes.filter.${filter}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {body}
    </>
  );
}
