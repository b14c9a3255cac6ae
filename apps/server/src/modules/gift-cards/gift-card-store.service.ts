import {
  bpsToPercent,
  coinPrecision,
  formatAmount,
  offerPriceMinor,
  percentToBps,
  storeDiscountBps,
  tradeFeeBps,
  tradeFeeMinor,
  type GiftCardStore,
  type GiftCardStoreItem,
  type GiftCardStoreQuery,
} from '@p2p/shared';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { offers, users } from '../../db/schema.js';
import { pricingOf } from '../offers/offer-pricing.js';
import { offerReference } from '../offers/offers-reference.js';
import { resolveTradeAmounts } from '../trades/trade-amounts.js';
import type { TradeDeps } from '../trades/trade-deps.js';
import * as repo from './gift-cards.repository.js';

/** The face value fits the offer's amounts: inside its range, or one of its predefined amounts. */
function fitsOffer(
  offer: { amountType: string; rangeMin: bigint; rangeMax: bigint; predefinedAmounts: string[] },
  value: bigint,
) {
  if (offer.amountType === 'predefined') return offer.predefinedAmounts.includes(value.toString());
  return value >= offer.rangeMin && value <= offer.rangeMax;
}

/**
 * GET /rest/v1/gift-card-store: for each live gcc-auto buy offer, the face values its owner has cards
 * of (decision 028). Buying one is starting a trade on the offer for that value: the buyer is the
 * trade's seller, so the coin amount and the fee are what the start will lock from their balance.
 * Sorted by discount, the best first.
 */
export async function getGiftCardStore(
  deps: Pick<TradeDeps, 'db' | 'rates' | 'fees'>,
  query: GiftCardStoreQuery,
  now = new Date(),
): Promise<GiftCardStore> {
  const { db } = deps;
  const reference = await offerReference(db);
  const brandFilter = query.brand ? reference.paymentMethod(query.brand) : undefined;
  const fiatFilter = query.currency ? reference.fiatByCode(query.currency.toUpperCase()) : undefined;
  if ((query.brand && !brandFilter) || (query.currency && !fiatFilter)) return { items: [], brands: [] };
  const rows = await db
    .select({ offer: offers, vendor: users.username })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.ownerId))
    .where(
      and(
        eq(offers.type, 'buy'),
        eq(offers.flowType, 'gcc-auto'),
        eq(offers.paymentMethodGroupId, 1),
        eq(offers.isEnabled, true),
        eq(offers.isBlocked, false),
        isNull(offers.deletedAt),
        or(isNull(offers.penaltyUntil), sql`${offers.penaltyUntil} <= ${now}`),
        query.coin ? eq(offers.coin, query.coin) : undefined,
        brandFilter ? eq(offers.paymentMethodId, brandFilter.id) : undefined,
        fiatFilter ? eq(offers.fiatCurrencyId, fiatFilter.id) : undefined,
      ),
    )
    .limit(500);
  const stock = await repo.stockByValue(db, [...new Set(rows.map((row) => row.offer.paymentMethodId))]);
  const minDiscount = query.min_discount === undefined ? undefined : percentToBps(query.min_discount);
  const items: (GiftCardStoreItem & { bps: number })[] = [];
  for (const { offer, vendor } of rows) {
    const pricing = pricingOf(offer, { rates: deps.rates, reference, now });
    if (pricing.priceMinor <= 0n) continue;
    const market = offerPriceMinor(
      { priceType: 'margin', marginBps: 0, fixedPrice: null },
      pricing.rate,
      pricing.fiatDigits,
    );
    const bps = storeDiscountBps(pricing.priceMinor, market);
    if (minDiscount !== undefined && bps < minDiscount) continue;
    const coinDigits = coinPrecision(pricing.coin);
    const byValue = new Map<string, { value: bigint; regionId: number | null; count: number }>();
    for (const entry of stock) {
      if (entry.ownerId !== offer.ownerId || entry.paymentMethodId !== offer.paymentMethodId) continue;
      if (entry.fiatCurrencyId !== offer.fiatCurrencyId) continue;
      if (entry.offerId !== null && entry.offerId !== offer.id) continue;
      if (offer.cardRegionIds.length > 0 && !offer.cardRegionIds.includes(entry.regionId ?? -1)) continue;
      if (query.region_id !== undefined && entry.regionId !== query.region_id) continue;
      if (!fitsOffer(offer, entry.faceValue)) continue;
      const key = `${entry.faceValue}:${entry.regionId ?? ''}`;
      const known = byValue.get(key) ?? { value: entry.faceValue, regionId: entry.regionId, count: 0 };
      known.count += Number(entry.count);
      byValue.set(key, known);
    }
    const method = reference.paymentMethod(offer.paymentMethodId);
    for (const { value, regionId, count } of byValue.values()) {
      const { cryptoMinor } = resolveTradeAmounts(
        { fiatAmount: formatAmount(value, pricing.fiatDigits) },
        offer,
        {
          priceMinor: pricing.priceMinor,
          fiatDigits: pricing.fiatDigits,
          coinDigits,
        },
      );
      const region = regionId === null ? undefined : reference.countryById(regionId);
      items.push({
        offerHash: offer.hash,
        vendor,
        brand: { id: offer.paymentMethodId, slug: method?.slug ?? '', name: method?.name ?? '' },
        region: region ? { id: region.id, name: region.name } : null,
        currency: pricing.fiatCode,
        faceValue: formatAmount(value, pricing.fiatDigits),
        coin: pricing.coin,
        cryptoAmount: formatAmount(cryptoMinor, coinDigits),
        fee: formatAmount(tradeFeeMinor(cryptoMinor, tradeFeeBps(offer, deps.fees)), coinDigits),
        discountPercent: bpsToPercent(bps),
        inStock: count,
        bps,
      });
    }
  }
  items.sort((a, b) => b.bps - a.bps || a.faceValue.localeCompare(b.faceValue));
  const brands = new Map(
    items.map((item) => [item.brand.slug, { slug: item.brand.slug, name: item.brand.name }]),
  );
  return { items: items.map(({ bps: _bps, ...item }) => item), brands: [...brands.values()] };
}
