import type { TradeRequirement, TradeView } from '@p2p/shared';

// The spec's requirement rules (trading.md §4), one function each, so the page and its tests agree.

/** A corrupted requirement, or a pending one that is not optional, blocks the step. */
export function requirementsBlock(list: readonly TradeRequirement[]): boolean {
  return list.some((item) => item.status === 'CORRUPTED' || (item.status === 'PENDING' && !item.optional));
}

/** Nothing waits for review and nothing required is missing: the step is finished. */
export function requirementsFinished(list: readonly TradeRequirement[]): boolean {
  return !list.some((item) => item.status === 'UPLOADED' || (item.status === 'PENDING' && !item.optional));
}

/** Any rejected requirement is flagged to both parties. */
export function requirementsRejected(list: readonly TradeRequirement[]): boolean {
  return list.some((item) => item.status === 'REJECTED');
}

/** The requirements the viewer must provide (upload) at a step. */
export function ownRequirements(trade: TradeView, list: readonly TradeRequirement[]): TradeRequirement[] {
  return trade.role === 'moderator' ? [] : list.filter((item) => item.party === trade.role);
}

/** The requirements the viewer reviews: the other party's uploads. */
export function reviewableRequirements(
  trade: TradeView,
  list: readonly TradeRequirement[],
): TradeRequirement[] {
  return trade.role === 'moderator'
    ? []
    : list.filter((item) => item.party !== trade.role && item.status === 'UPLOADED');
}

/** An own requirement may still get a file: nothing yet, or the last one failed or was refused. */
export function canUploadFor(item: TradeRequirement): boolean {
  return item.status === 'PENDING' || item.status === 'CORRUPTED' || item.status === 'REJECTED';
}
