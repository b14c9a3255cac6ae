import type { MyOffer, OfferPinnedInfo } from '@p2p/shared';
import { listingPosition, toPinnedInfo } from './my-offer.views.js';
import { isPromoted } from './offer-pricing.js';
import { offerError } from './offer-errors.js';
import * as repo from './offers.repository.js';
import { myOfferOf, ownOffer, readContext, type OffersDeps } from './offers.service.js';
import { PROMOTE_SLOTS, PROMOTION_DURATION_MS } from './offers.views.js';

/** Promotions: an owner pins up to PROMOTE_SLOTS offers to the top of their listings for a while. */

export async function getPinnedInfo(
  deps: OffersDeps,
  options: { userId: number; hash: string },
): Promise<OfferPinnedInfo> {
  const row = await ownOffer(deps.db, options.userId, options.hash);
  const ctx = await readContext(deps);
  const stickied = await repo.countStickied(deps.db, options.userId, ctx.now);
  const position = listingPosition(row, await repo.listingCompetitors(deps.db, row), ctx);
  return toPinnedInfo(row, Math.max(0, PROMOTE_SLOTS - stickied), position, ctx.now);
}

/**
 * Promotes an offer to the top of its listing for PROMOTION_DURATION_MS, using one of the owner's
 * promote slots until it ends. Promoting a promoted offer changes nothing; an ended one starts anew.
 */
export async function promoteOffer(
  deps: OffersDeps,
  options: { userId: number; hash: string; now?: Date },
): Promise<MyOffer> {
  const now = options.now ?? new Date();
  const row = await ownOffer(deps.db, options.userId, options.hash);
  if (isPromoted(row, now)) return myOfferOf(deps, row, now);
  // Two promotions at once must not both take the last slot: count and set under the owner's lock.
  const promoted = await deps.db.transaction(async (tx) => {
    await repo.lockOwner(tx, options.userId);
    const stickied = await repo.countStickied(tx, options.userId, now);
    if (stickied >= PROMOTE_SLOTS) {
      throw offerError('ERROR_CONFLICT', {
        hash: row.hash,
        area: 'general',
        message: `All ${PROMOTE_SLOTS} promotions are in use; stop promoting another offer first`,
      });
    }
    return repo.updateOffer(tx, row.id, {
      isStickied: true,
      stickiedUntil: new Date(now.getTime() + PROMOTION_DURATION_MS),
    });
  });
  return myOfferOf(deps, promoted, now);
}

/** Ends the owner's promotion of an offer now (its slot is free again); ending none changes nothing. */
export async function endPromotion(
  deps: OffersDeps,
  options: { userId: number; hash: string },
): Promise<MyOffer> {
  const row = await ownOffer(deps.db, options.userId, options.hash);
  if (!row.isStickied && row.stickiedUntil === null) return myOfferOf(deps, row);
  return myOfferOf(deps, await repo.updateOffer(deps.db, row.id, { isStickied: false, stickiedUntil: null }));
}
