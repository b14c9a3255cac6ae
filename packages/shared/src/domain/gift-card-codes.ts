// Rules for gift-card codes that the browser and the server share: how a code is normalised before it
// is compared, what a plausible code looks like, and the offer's BIN-code and card-region rules.

/** The spec's gift card types and statuses (platform.md, shared enumerations). */
export const GIFT_CARD_TYPES = ['physical', 'e-card'] as const;
export type GiftCardType = (typeof GIFT_CARD_TYPES)[number];

export const GIFT_CARD_STATUSES = ['free', 'in_use', 'revealed', 'used', 'deleted', 'in_offer'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** A card a trade may take: free for any matching offer, or set aside for one offer. */
export const CLAIMABLE_GIFT_CARD_STATUSES: readonly GiftCardStatus[] = ['free', 'in_offer'];

/** Codes are 6 to 64 letters and digits once spaces and dashes are removed. */
export const GIFT_CARD_CODE_MIN = 6;
export const GIFT_CARD_CODE_MAX = 64;
export const GIFT_CARD_PIN_MAX = 16;

/**
 * The form codes are compared in: upper case, without spaces or dashes (people type "ABCD-EFGH" and
 * "abcd efgh" for the same card).
 * @example normalizeGiftCardCode(' ab-cd 12 ') // 'ABCD12'
 */
export function normalizeGiftCardCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** Why a code is not plausible, or null when it is. */
export function giftCardCodeProblem(code: string): string | null {
  const normalized = normalizeGiftCardCode(code);
  if (normalized.length < GIFT_CARD_CODE_MIN) return `A code has at least ${GIFT_CARD_CODE_MIN} characters`;
  if (normalized.length > GIFT_CARD_CODE_MAX) return `A code has at most ${GIFT_CARD_CODE_MAX} characters`;
  if (!/^[A-Z0-9]+$/.test(normalized)) return 'A code has only letters, digits, spaces and dashes';
  return null;
}

/**
 * The offer's BIN codes: a card number must start with one of them (no BIN codes: any card).
 * @example binCodeAllowed('4111 1111 1111 1111', ['411111']) // true
 */
export function binCodeAllowed(cardNumber: string, binCodes: readonly string[]): boolean {
  if (binCodes.length === 0) return true;
  const digits = normalizeGiftCardCode(cardNumber);
  return binCodes.some((bin) => digits.startsWith(bin));
}

/** The offer's card regions (amazonGiftCardRegions): the card's region must be one (none: any). */
export function cardRegionAllowed(regionId: number | null, regionIds: readonly number[]): boolean {
  if (regionIds.length === 0) return true;
  return regionId !== null && regionIds.includes(regionId);
}

/**
 * The store's discount of a card bought with crypto on a vendor's buy offer: how much less than the
 * market the buyer gives, in basis points (the offer pays `price` fiat per coin where the market pays
 * `marketPrice`; a higher price means fewer coins for the same card).
 * @example storeDiscountBps(105_00n, 100_00n) // 476 (4.76 %)
 */
export function storeDiscountBps(price: bigint, marketPrice: bigint): number {
  if (price <= 0n || marketPrice <= 0n) return 0;
  // coins given = face / price; at market = face / marketPrice; discount = 1 - marketPrice / price.
  return Number(((price - marketPrice) * 10_000n) / price);
}
