import { OFFER_SOURCE_IDS, type OfferSourceId } from '@p2p/shared';
import { buildQueryString } from '@/lib/query-params';

export { OFFER_SOURCE_IDS, type OfferSourceId };

/**
 * `sourceId` of `/offer/{offerId}` (trading.md §2) says where the visitor came from. Only the shared
 * set OFFER_SOURCE_IDS is kept (listing, favorites, profile, recommended, home, search, my-offers);
 * anything else is dropped, so the parameter cannot carry free text into the page or the trade.
 */
const NUMERIC = /^\d+(\.\d+)?$/;

export interface ViewOfferQuery {
  /** The fiat amount to start the trade with, only when numeric. */
  fiatMin?: string;
  sourceId?: OfferSourceId;
}

export function isOfferSourceId(value: unknown): value is OfferSourceId {
  return typeof value === 'string' && (OFFER_SOURCE_IDS as readonly string[]).includes(value);
}

/** Reads `fiat-min` (numeric only) and `sourceId` (allowed set only); other values are ignored. */
export function parseViewOfferQuery(search: URLSearchParams | string): ViewOfferQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const fiatMin = params.get('fiat-min')?.trim();
  const sourceId = params.get('sourceId');
  return {
    fiatMin: fiatMin && NUMERIC.test(fiatMin) ? fiatMin : undefined,
    sourceId: isOfferSourceId(sourceId) ? sourceId : undefined,
  };
}

/** `/offer/{hash}?fiat-min=100&sourceId=listing`, dropping the keys that are not valid. */
export function viewOfferPath(
  offerHash: string,
  query: { fiatMin?: string; sourceId?: string } = {},
): string {
  const fiatMin = query.fiatMin && NUMERIC.test(query.fiatMin) ? query.fiatMin : undefined;
  const sourceId = isOfferSourceId(query.sourceId) ? query.sourceId : undefined;
  return `/offer/${encodeURIComponent(offerHash)}${buildQueryString({ 'fiat-min': fiatMin, sourceId })}`;
}
