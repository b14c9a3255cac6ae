/** What a listing search asks for: the filter the search service builds and the SQL reads. */

/** Restriction kinds that take a vendor's offers off the market (they forbid 'create-offer'). */
export const HIDING_RESTRICTIONS = [
  'ban',
  'freeze',
  'suspend',
  'compromised',
  'compliance_hold',
  'on_hold',
  'restrict',
] as const;

/** Verification levels at which a user counts as ID verified (the 'id' check is part of L2). */
export const ID_VERIFIED_LEVELS = ['L2', 'L2+POA', 'L3', 'L4'] as const;

/** The market rate of one fiat currency for the searched coin. */
export interface SearchRate {
  fiatCurrencyId: number;
  coin: string;
  /** Decimals of the coin's minor unit (BTC 8, USDT 6, ETH 9). */
  coinPrecision: number;
  /** The bond a bond-requiring offer of this coin needs (OFFER_BOND_AMOUNTS), minor units. */
  bondAmount: string;
  /** The published fiat-per-coin rate × 10^18 × 10^digits, an integer string (exact). */
  rateMinor: string;
  /** Fiat units per one US dollar, decimal string. */
  perUsd: string;
  digits: number;
}

export type SearchSort =
  'default' | 'crypto_usd_price_desc' | 'crypto_usd_price_asc' | 'release_time_asc' | 'release_time_desc';

export interface SearchFilter {
  /** The offers' own type (both when absent). */
  offerType?: 'buy' | 'sell';
  /** Every coin the rates cover when absent. */
  coin?: string;
  /** One row per priced (currency, coin) pair; offers without a row are left out. */
  rates: SearchRate[];
  fiatCurrencyId?: number;
  paymentMethodId?: number;
  groupId?: number;
  /** Fiat minor units the taker wants to trade: the offer's range must hold it. */
  fiatAmount?: bigint;
  amountRangeMin?: bigint;
  amountRangeMax?: bigint;
  visitorCountryIso?: string;
  ownerCountryIso?: string;
  ownerCountryId?: number;
  ownerId?: number;
  onlineSince?: Date;
  verifiedOwnersOnly?: boolean;
  /** The owner's badge must be one of these ('no_badge' until badges are earned with trades). */
  badges?: string[];
  tagIds?: number[];
  binCode?: string;
  cardRegionId?: number;
  newbieOnly?: boolean;
  /** Offers the viewer marked favourite; with `favoritesOnly` only those. */
  viewerId?: number;
  favoritesOnly?: boolean;
  /** Skip the sell-balance check (a vendor's own list shows every offer). */
  includeUnfunded?: boolean;
  /** Every price feed is stale: margin-priced offers are not available (rates marketPricesPaused). */
  marginPricesPaused?: boolean;
  /** 'market' (default): available offers only; 'any': every offer not deleted, with isAvailable. */
  visibility?: 'market' | 'any';
  excludeOfferId?: number;
  /** Only offers this visitor could start (the listing's acceptableOnly). */
  acceptableFor?: { userId?: number; verified: boolean; countryIso?: string };
  /**
   * Who is looking (a guest has no userId): trusted-only offers of owners who do not trust them and
   * offers across a block in either direction are left out; their own offers stay.
   */
  audience?: { userId?: number };
  sort: SearchSort;
  limit: number;
  offset: number;
}
