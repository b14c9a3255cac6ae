import { DISPUTE_REASONS, disputeReasonSchema, type DisputeReason } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const DISPUTE_REASONS_PATH = '/rest/v1/dispute/reasons';

const isReason = (value: string): value is DisputeReason =>
  (DISPUTE_REASONS as readonly string[]).includes(value);

/**
 * GET /rest/v1/dispute/reasons: the reasons the server accepts, as `{id, slug, title,
 * description}` rows; the slug is what a dispute posts (dispute_reason_id). Labels come from this app's
 * catalogue so they are translated, hence only known slugs are kept.
 */
export async function getDisputeReasons(): Promise<DisputeReason[]> {
  const data = z.array(disputeReasonSchema).parse(await api.get<unknown>(DISPUTE_REASONS_PATH));
  const offered = new Set(data.map((item) => item.slug).filter(isReason));
  // The shared enum's order (the commonest case first, "other" last), not the rows' id order.
  return DISPUTE_REASONS.filter((reason) => offered.has(reason));
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
