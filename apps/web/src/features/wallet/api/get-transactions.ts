import {
  pagedListMetaSchema,
  walletTransactionSchema,
  type CryptoCode,
  type PagedListMeta,
  type WalletTransaction,
} from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import { WALLET_PATH, WALLET_REFETCH_MS, walletKeys } from './keys';

export interface TransactionsPage {
  transactions: WalletTransaction[];
  meta: PagedListMeta;
}

/** One page (1-based) of the wallet history, newest first, of one coin or all of them. */
export async function getTransactions(code: CryptoCode | null, page: number): Promise<TransactionsPage> {
  const { data, meta } = await request<unknown>('GET', `${WALLET_PATH}/transactions`, {
    params: { crypto_currency_code: code ?? undefined, page },
  });
  return {
    transactions: z.array(walletTransactionSchema).parse(data),
    meta: pagedListMetaSchema.parse(meta),
  };
}

export function getTransactionsQueryOptions(code: CryptoCode | null, page: number) {
  return queryOptions({
    queryKey: walletKeys.transactions(code, page),
    queryFn: () => getTransactions(code, page),
    placeholderData: keepPreviousData,
    // Send-outs move from pending to sent and confirmed on their own.
    refetchInterval: WALLET_REFETCH_MS,
  });
}

export function useTransactions(code: CryptoCode | null, page: number) {
  return useQuery(getTransactionsQueryOptions(code, page));
}
