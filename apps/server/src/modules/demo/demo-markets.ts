import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './demo.repository.js';

// Which market a person is on (decision 044): the demo market of demo accounts, or the real one.
// Kept free of other modules so that trades and offer pages can ask without an import cycle.

export const DEMO_ERROR = 'ERROR_DEMO_ACCOUNT';

/** The one refusal of everything demo mode keeps away from real money and real people (403). */
export function demoRefusal(message: string): AppError {
  return new AppError(DEMO_ERROR, message, { _: [message] }, 403);
}

/**
 * Refuses a trade between a demo account and a real one (either way round); answers whether the
 * trade is a demo trade. A real user never reaches a demo offer through the listing, and a demo
 * visitor never through theirs: this closes the door for a hash typed by hand. The trade start reads
 * both flags with the rows it locks.
 */
export function assertSameBookOf(takerDemo: boolean, ownerDemo: boolean): boolean {
  if (takerDemo && !ownerDemo) throw demoRefusal('Demo accounts trade only on demo offers');
  if (ownerDemo && !takerDemo) throw AppError.notFound('Offer');
  return takerDemo;
}

/**
 * Whether the viewer (a guest when undefined) and the owner are on the same market: the demo market
 * of demo accounts, or the real one. An offer of the other market is answered as not found.
 */
export async function sameMarket(
  db: Executor,
  ownerId: number,
  viewerId: number | undefined,
): Promise<boolean> {
  const flags = await repo.demoFlagsOf(db, viewerId === undefined ? [ownerId] : [ownerId, viewerId]);
  const viewerDemo = viewerId === undefined ? false : (flags.get(viewerId) ?? false);
  return (flags.get(ownerId) ?? false) === viewerDemo;
}
