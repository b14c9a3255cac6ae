import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findOfferByHash, type OfferRow } from './offers.repository.js';

/** The caller's live offer by hash; anyone but the owner gets the same 404 as for no offer. */
export async function ownOffer(db: Executor, userId: number, hash: string): Promise<OfferRow> {
  const row = await findOfferByHash(db, hash);
  if (!row || row.ownerId !== userId) throw AppError.notFound('Offer');
  return row;
}
