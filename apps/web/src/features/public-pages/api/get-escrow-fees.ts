import { escrowFeesSchema, type EscrowFees } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { publicPagesKey } from './get-public-page';

/** GET /rest/v1/escrow-fees: each payment-method group's escrow fee as the server is configured. */
export async function getEscrowFees(): Promise<EscrowFees> {
  return escrowFeesSchema.parse(await api.get<unknown>('/rest/v1/escrow-fees'));
}

export const getEscrowFeesQueryOptions = () =>
  queryOptions({ queryKey: [...publicPagesKey, 'escrow-fees'], queryFn: getEscrowFees, staleTime: 60_000 });

export const useEscrowFees = () => useQuery(getEscrowFeesQueryOptions());
