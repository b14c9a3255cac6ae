import {
  isFinalStatus,
  type TradeParty,
  type TradeRowStatus,
  type TradeView,
  type TradeViewerRole,
} from '@p2p/shared';
import type { BadgeVariant } from '@/components/ui/badge';

/** The badge colour of a status; a settled dispute by its outcome for the viewer (neutral to staff). */
export function statusVariant(status: TradeRowStatus, role?: TradeViewerRole): BadgeVariant {
  if (status === 'dispute_won_buyer' || status === 'dispute_won_seller') {
    if (role !== 'buyer' && role !== 'seller') return 'neutral';
    return (status === 'dispute_won_buyer') === (role === 'buyer') ? 'success' : 'danger';
  }
  switch (status) {
    case 'released':
      return 'success';
    case 'paid':
    case 'not_funded':
      return 'warning';
    case 'dispute_open':
    case 'cancelled_buyer':
    case 'cancelled_seller':
    case 'cancelled_system':
    case 'expired':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** The payment (or funding) window runs while the trade waits for the buyer or the seller's funding. */
export function windowRunning(status: TradeRowStatus): boolean {
  return status === 'active_funded' || status === 'not_funded';
}

export function isOpen(trade: TradeView): boolean {
  return !isFinalStatus(trade.status);
}

/**
 * The other party (trading.md §6: isVendor decides it). A moderator sees both; the seller is shown as
 * the "counterparty" there only for layout.
 */
export function counterpartyOf(trade: TradeView): TradeParty {
  if (trade.role === 'buyer') return trade.seller;
  if (trade.role === 'seller') return trade.buyer;
  return trade.seller;
}

/**
 * How a trade ended when the crypto did not go to the buyer: cancelled (by either party or the system),
 * expired, or a dispute decided for the seller. Null for any other status.
 */
export type StoppedKind = 'cancelled' | 'expired' | 'dispute_won_seller';
export function stoppedKind(status: TradeRowStatus): StoppedKind | null {
  if (status === 'cancelled_buyer' || status === 'cancelled_seller' || status === 'cancelled_system')
    return 'cancelled';
  if (status === 'expired') return 'expired';
  if (status === 'dispute_won_seller') return 'dispute_won_seller';
  return null;
}
