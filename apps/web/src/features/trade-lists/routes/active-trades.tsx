import type { TradeListItem } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useActiveTrades } from '../api/get-active-trades';
import { RecentTradesSummary } from '../components/recent-trades-summary';
import { Tabs } from '../components/tabs';
import { TradeListTable } from '../components/trade-list-table';
import { useTradeListsLiveUpdates } from '../hooks/use-trade-lists-live-updates';

type Side = 'buy' | 'sell';

/**
 * /dashboard/active-trades: the open trades, polled one request at a time every 60 s; trades that need
 * the user now come first and are highlighted. Without a tab in the address it opens the buy tab
 * (trading.md §4), unless only the sell side has open trades.
 */
export function ActiveTradesRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const active = useActiveTrades();
  useTradeListsLiveUpdates();
  const chosen = params.get('tab');
  const side: Side =
    chosen === 'sell' || chosen === 'buy' ? chosen : defaultSide(active.data?.counts ?? null);

  // The choice goes in the address, so a later poll that changes the counts does not switch tabs.
  const select = (next: Side) => setParams({ tab: next }, { replace: true });

  let body;
  // Only a first load that fails says so; later polls fail silently and keep the list (trading.md §8).
  if (active.isPending) body = <SkeletonLines lines={5} />;
  else if (!active.data) body = <ErrorPanel error={active.error} onRetry={() => void active.refetch()} />;
  else {
    const rows = withAlarms(
      active.data.trades.filter((trade) => trade.type === side),
      active.data.alarmedTrades,
    );
    const alarmedHere = rows.filter((trade) => trade.alarm).length;
    body = (
      <Tabs
        label={t('tradeLists.active.tabs')}
        active={side}
        onSelect={select}
        tabs={(['buy', 'sell'] as const).map((key) => ({
          key,
          label: (
            <>
              {t(`tradeLists.active.tab.${key}`)}
              <Badge variant={key === side ? 'success' : 'neutral'}>{active.data.counts[key]}</Badge>
            </>
          ),
        }))}
      >
        <div className="space-y-4">
          {alarmedHere > 0 ? (
            <Alert variant="warning">{t('tradeLists.active.alarmed', { count: alarmedHere })}</Alert>
          ) : null}
          {rows.length === 0 ? (
            <div className="space-y-3 rounded-2xl border border-dashed border-slate-300 p-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
              <p>{t(`tradeLists.active.empty.${side}`)}</p>
              <Button asChild variant="secondary" size="sm">
                <LocalizedLink to={paths.tradeHistory}>{t('tradeLists.active.toHistory')}</LocalizedLink>
              </Button>
            </div>
          ) : (
            <TradeListTable
              trades={rows}
              caption={t(`tradeLists.active.caption.${side}`)}
              busy={active.isFetching}
            />
          )}
        </div>
      </Tabs>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeader title={t('tradeLists.active.title')} description={t('tradeLists.active.description')} />
        <Button asChild variant="secondary" size="sm">
          <LocalizedLink to={paths.tradeHistory}>{t('tradeLists.active.historyLink')}</LocalizedLink>
        </Button>
      </div>
      {body}
      <RecentTradesSummary />
    </div>
  );
}

/** The buy tab, unless the user has open trades only on the sell side. */
function defaultSide(counts: { buy: number; sell: number } | null): Side {
  return counts && counts.buy === 0 && counts.sell > 0 ? 'sell' : 'buy';
}

/**
 * The alarm of each trade (the alarmed list names the reason when the row does not), trades needing
 * the user first, each group newest first as the server sent them.
 */
function withAlarms(trades: TradeListItem[], alarmedTrades: readonly TradeListItem[]): TradeListItem[] {
  const alarms = new Map(alarmedTrades.map((trade) => [trade.tradeHash, trade.alarm] as const));
  const rows = trades.map((trade) => ({
    ...trade,
    alarm: trade.alarm ?? alarms.get(trade.tradeHash) ?? null,
  }));
  return [...rows.filter((trade) => trade.alarm), ...rows.filter((trade) => !trade.alarm)];
}
