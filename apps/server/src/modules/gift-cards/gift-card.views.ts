import { formatAmount, type GiftCardStatus, type GiftCardType, type GiftCardView } from '@p2p/shared';
import type { OfferReference } from '../offers/offers-reference.js';
import type { GiftCardRow } from './gift-cards.repository.js';

/** A card as lists show it: what it is and where it is, never its code, PIN or photo. */
export function toGiftCardView(
  row: GiftCardRow,
  reference: OfferReference,
  links: { offerHash: string | null; tradeHash: string | null } = { offerHash: null, tradeHash: null },
): GiftCardView {
  const method = reference.paymentMethod(row.paymentMethodId);
  const fiat = reference.fiatById(row.fiatCurrencyId);
  const region = row.regionId === null ? undefined : reference.countryById(row.regionId);
  return {
    id: row.id,
    brand: { id: row.paymentMethodId, slug: method?.slug ?? '', name: method?.name ?? '' },
    region: region ? { id: region.id, name: region.name } : null,
    currency: fiat?.code ?? '',
    faceValue: formatAmount(row.faceValue, fiat?.digits ?? 2),
    type: row.type as GiftCardType,
    status: row.status as GiftCardStatus,
    hasCode: row.codeSealed !== null,
    hasPin: row.pinSealed !== null,
    hasPhoto: row.photoKey !== null,
    offerHash: links.offerHash,
    tradeHash: links.tradeHash,
    revealedAt: row.revealedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
