import type { DisputeListItem } from '@p2p/shared';

/** Who won a settled dispute, from its status (null while open or when settled by the parties). */
export function disputeWinner(dispute: Pick<DisputeListItem, 'status'>): 'buyer' | 'seller' | null {
  if (dispute.status === 'dispute_won_buyer') return 'buyer';
  if (dispute.status === 'dispute_won_seller') return 'seller';
  return null;
}
