import {
  TRADE_HISTORY_STATUS_FILTERS,
  TRADE_HISTORY_TYPE_FILTERS,
  type TradeHistoryStatusFilter,
  type TradeHistoryTypeFilter,
  type TradeListItem,
} from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useTradeHistory, type TradeHistoryFilters } from '../api/get-trade-history';
import { ChargebackDialog, isChargebackReportable } from './chargeback-dialog';
import { ExportButtons } from './export-buttons';
import { ReceiptActions } from './receipt-actions';
import { TradeListTable } from './trade-list-table';

/** The finished trades by status and side, 10 a page, with exports and the chargeback report. */
export function TradeHistoryPanel({
  filters,
  onChange,
}: {
  filters: TradeHistoryFilters;
  onChange: (next: TradeHistoryFilters) => void;
}) {
  const { t } = useTranslation();
  const history = useTradeHistory(filters);
  const [reporting, setReporting] = useState<TradeListItem | null>(null);

  let body;
  if (history.isPending) body = <SkeletonLines lines={5} />;
  else if (history.isError)
    body = <ErrorPanel error={history.error} onRetry={() => void history.refetch()} />;
  else if (history.data.trades.length === 0)
    body = (
      <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {t('tradeLists.history.empty')}
      </p>
    );
  else
    body = (
      <div className="space-y-4">
        <TradeListTable
          trades={history.data.trades}
          caption={t('tradeLists.history.caption')}
          busy={history.isFetching}
          actions={(trade) => (
            <span className="inline-flex flex-wrap justify-end gap-1">
              <ReceiptActions trade={trade} />
              {isChargebackReportable(trade) ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${t('tradeLists.chargeback.open')} ${trade.tradeHash}`}
                  onClick={() => setReporting(trade)}
                >
                  {t('tradeLists.chargeback.open')}
                </Button>
              ) : null}
            </span>
          )}
        />
        <Pagination
          page={history.data.meta.currentPage}
          lastPage={Math.max(1, history.data.meta.lastPage)}
          disabled={history.isPlaceholderData}
          onPageChange={(page) => onChange({ ...filters, page })}
        />
      </div>
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid grid-cols-2 gap-3 sm:w-md">
          <SelectField
            id="history-status"
            label={t('tradeLists.history.status')}
            value={filters.status}
            onChange={(event) =>
              onChange({ ...filters, status: event.target.value as TradeHistoryStatusFilter, page: 1 })
            }
          >
            {TRADE_HISTORY_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(`tradeLists.history.statusFilter.${status}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="history-type"
            label={t('tradeLists.history.type')}
            value={filters.type}
            onChange={(event) =>
              onChange({ ...filters, type: event.target.value as TradeHistoryTypeFilter, page: 1 })
            }
          >
            {TRADE_HISTORY_TYPE_FILTERS.map((type) => (
              <option key={type} value={type}>
                {t(`tradeLists.history.typeFilter.${type}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <ExportButtons filters={{ status: filters.status, type: filters.type }} />
      </div>
      {body}
      {reporting ? (
        <ChargebackDialog
          trade={reporting}
          open
          onOpenChange={(open) => (open ? undefined : setReporting(null))}
        />
      ) : null}
    </div>
  );
}
