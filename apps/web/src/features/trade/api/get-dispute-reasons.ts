import { DISPUTE_REASONS, type DisputeReason } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const DISPUTE_REASONS_PATH = '/rest/v1/dispute/reasons';

const isReason = (value: unknown): value is DisputeReason =>
  typeof value === 'string' && (DISPUTE_REASONS as readonly string[]).includes(value);

/**
 * GET /rest/v1/dispute/reasons: the reason ids the server accepts, in its order. Labels come from this
 * app's catalogue (the ids are the spec's), so only known ids are kept.
 */
export async function getDisputeReasons(): Promise<DisputeReason[]> {
  const data = await api.get<unknown>(DISPUTE_REASONS_PATH);
  const items = Array.isArray(data)
    ? data
    : Array.isArray((data as { reasons?: unknown })?.reasons)
      ? (data as { reasons: unknown[] }).reasons
      : [];
  return items
    .map((item) => (typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item))
    .filter(isReason);
}

export function useDisputeReasons(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['dispute-reasons'],
      queryFn: getDisputeReasons,
      staleTime: 3_600_000,
      enabled,
    }),
  );
}
