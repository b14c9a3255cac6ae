import { tradeReceiptSchema, type TradeReceipt } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tradeListKeys } from './keys';

/** The public receipt of a completed trade; anyone may read it, so a 401 never sends anyone to log in. */
export async function getTradeReceipt(invoiceUuid: string): Promise<TradeReceipt> {
  return tradeReceiptSchema.parse(
    await api.get<unknown>(`/rest/v1/trade/receipt/${encodeURIComponent(invoiceUuid)}`, {
      redirectOnUnauthorized: false,
    }),
  );
}

export function getTradeReceiptQueryOptions(invoiceUuid: string) {
  return queryOptions({
    queryKey: tradeListKeys.receipt(invoiceUuid),
    queryFn: () => getTradeReceipt(invoiceUuid),
  });
}

export function useTradeReceipt(invoiceUuid: string) {
  return useQuery(getTradeReceiptQueryOptions(invoiceUuid));
}
