import {
  TRADE_HISTORY_STATUS_FILTERS,
  TRADE_HISTORY_TYPE_FILTERS,
  type TradeHistoryStatusFilter,
  type TradeHistoryTypeFilter,
} from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { TradeHistoryFilters } from '../api/get-trade-history';
import { RecentTradesPanel } from '../components/recent-trades-panel';
import { Tabs } from '../components/tabs';
import { TradeExportsSection } from '../components/trade-exports-section';
import { TradeHistoryPanel } from '../components/trade-history-panel';

type View = 'history' | 'recent';

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * /dashboard/trade-history: the finished trades with filters, paging and exports (the default view),
 * and the recent trades (?view=recent). Filters and page live in the address so a view can be shared.
 */
export function TradeHistoryRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'recent' ? 'recent' : 'history';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const filters: TradeHistoryFilters = {
    status: pick<TradeHistoryStatusFilter>(params.get('status'), TRADE_HISTORY_STATUS_FILTERS, 'all'),
    type: pick<TradeHistoryTypeFilter>(params.get('type'), TRADE_HISTORY_TYPE_FILTERS, 'all'),
    page,
  };

  const update = (next: { view?: View; page?: number; status?: string; type?: string }) => {
    const search = new URLSearchParams();
    if (next.view === 'recent') search.set('view', 'recent');
    if (next.status && next.status !== 'all') search.set('status', next.status);
    if (next.type && next.type !== 'all') search.set('type', next.type);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeader title={t('tradeLists.history.title')} description={t('tradeLists.history.description')} />
        <Button asChild variant="secondary" size="sm">
          <LocalizedLink to={paths.activeTrades}>{t('tradeLists.history.activeLink')}</LocalizedLink>
        </Button>
      </div>
      <Tabs
        label={t('tradeLists.history.views')}
        active={view}
        onSelect={(next) => update({ view: next })}
        tabs={[
          { key: 'history', label: t('tradeLists.history.tab') },
          { key: 'recent', label: t('tradeLists.recent.tab') },
        ]}
      >
        {view === 'history' ? (
          <TradeHistoryPanel filters={filters} onChange={(next) => update({ view, ...next })} />
        ) : (
          <RecentTradesPanel page={page} onPageChange={(next) => update({ view, page: next })} />
        )}
      </Tabs>
      {view === 'history' ? <TradeExportsSection /> : null}
    </div>
  );
}
