import type { TradeHistoryStatusFilter, TradeHistoryTypeFilter } from '@p2p/shared';

/** Query keys of the trade lists; every key starts with 'trade-lists' so a status change can refresh them all. */
export const tradeListKeys = {
  all: ['trade-lists'] as const,
  active: () => [...tradeListKeys.all, 'active'] as const,
  recent: (page: number) => [...tradeListKeys.all, 'recent', page] as const,
  history: (filters: { status: TradeHistoryStatusFilter; type: TradeHistoryTypeFilter; page: number }) =>
    [...tradeListKeys.all, 'history', filters] as const,
  receipt: (invoiceUuid: string) => ['trade-receipt', invoiceUuid] as const,
};
