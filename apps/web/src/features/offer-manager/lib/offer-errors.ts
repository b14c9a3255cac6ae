import type { MyOffersList, OfferErrorArea } from '@p2p/shared';

/** Error texts of one offer by area (trading.md §8: general, margin, fixed price, limits). */
export type OfferAreaErrors = Partial<Record<OfferErrorArea, string>>;
/** Error texts by offer hash. */
export type OfferErrorsByHash = Record<string, OfferAreaErrors>;

/** The errors the list answer carries for each offer, keyed by hash and area. */
export function errorsFromList(list: MyOffersList): OfferErrorsByHash {
  const result: OfferErrorsByHash = {};
  const sources: [OfferErrorArea, Record<string, string[]>][] = [
    ['general', list.offerErrors],
    ['margin', list.marginErrors],
    ['fixedPrice', list.fixedPriceErrors],
    ['limits', list.limitsErrors],
  ];
  for (const [area, byHash] of sources) {
    for (const [hash, messages] of Object.entries(byHash)) {
      if (messages.length === 0) continue;
      result[hash] = { ...result[hash], [area]: messages.join(' ') };
    }
  }
  return result;
}

/** Server errors first, then what this page learnt since (a failed toggle or quick edit). */
export function mergeErrors(server: OfferErrorsByHash, local: OfferErrorsByHash): OfferErrorsByHash {
  const result: OfferErrorsByHash = { ...server };
  for (const [hash, areas] of Object.entries(local)) result[hash] = { ...result[hash], ...areas };
  return result;
}
