import {
  disputeListItemSchema,
  pagedListMetaSchema,
  type DisputeListItem,
  type PagedListMeta,
} from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';

export const DISPUTES_PATH = '/rest/v1/admin/disputes';
/** Every page and every dispute; a message or an award invalidates them. */
export const disputesQueryKey = ['admin', 'disputes'] as const;

export type DisputeListFilter = 'open' | 'settled' | 'all';

export interface DisputesPage {
  disputes: DisputeListItem[];
  meta: PagedListMeta;
}

/** The disputes, open ones first (oldest first), 10 a page (moderators and up). */
export async function getDisputes({
  status,
  page,
}: {
  status: DisputeListFilter;
  page: number;
}): Promise<DisputesPage> {
  const { data, meta } = await request<unknown>('GET', DISPUTES_PATH, { params: { status, page } });
  return { disputes: z.array(disputeListItemSchema).parse(data), meta: pagedListMetaSchema.parse(meta) };
}

export function getDisputesQueryOptions(status: DisputeListFilter, page: number) {
  return queryOptions({
    queryKey: [...disputesQueryKey, 'list', status, page],
    queryFn: () => getDisputes({ status, page }),
    placeholderData: keepPreviousData,
  });
}

export function useDisputes(status: DisputeListFilter, page: number) {
  return useQuery(getDisputesQueryOptions(status, page));
}
