import { describe, expect, it } from 'vitest';
import { localizePath } from '@/lib/locale-path';
import {
  buildListingQuery,
  DEFAULT_FILTERS,
  GIFT_CARD_SEGMENTS,
  activeFilterCount,
  giftCardListingPath,
  isUnfilteredListing,
  listingPath,
  normalizeSlug,
  parseGiftCardSegment,
  parseListingQuery,
  parseMarketSegment,
} from './listing-url';
import { OFFER_SOURCE_IDS, parseViewOfferQuery, viewOfferPath } from './view-offer-query';

describe('listing paths', () => {
  it('builds /trading/{pageType}-{cryptoType}/{slug}, with the locale prefix only off English', () => {
    const path = listingPath({ pageType: 'buy', crypto: 'bitcoin' }, 'paypal');
    expect(path).toBe('/trading/buy-bitcoin/paypal');
    expect(localizePath(path, 'en')).toBe('/trading/buy-bitcoin/paypal');
    expect(localizePath(listingPath({ pageType: 'sell', crypto: 'tether' }), 'es')).toBe(
      '/es/trading/sell-tether/all-payment-methods',
    );
  });

  it('reads the market segment of the three coins and refuses anything else', () => {
    expect(parseMarketSegment('buy-bitcoin')).toEqual({ pageType: 'buy', crypto: 'bitcoin' });
    expect(parseMarketSegment('sell-ethereum')).toEqual({ pageType: 'sell', crypto: 'ethereum' });
    expect(parseMarketSegment('sell-tether')).toEqual({ pageType: 'sell', crypto: 'tether' });
    for (const bad of ['buy-doge', 'trade-bitcoin', 'Buy-bitcoin', 'buy-bitcoin-x', 'buy', ''])
      expect(parseMarketSegment(bad)).toBeNull();
  });

  it('writes the gift-card listing without "-for-" for bitcoin and with it for the others', () => {
    expect(giftCardListingPath({ pageType: 'buy', crypto: 'bitcoin' }, 'amazon-gift-card')).toBe(
      '/buy-giftcard/amazon-gift-card',
    );
    expect(giftCardListingPath({ pageType: 'sell', crypto: 'tether' }, 'steam-gift-card')).toBe(
      '/sell-giftcard-for-tether/steam-gift-card',
    );
    expect(parseGiftCardSegment('buy-giftcard')).toEqual({ pageType: 'buy', crypto: 'bitcoin' });
    expect(parseGiftCardSegment('sell-giftcard-for-ethereum')).toEqual({
      pageType: 'sell',
      crypto: 'ethereum',
    });
    expect(parseGiftCardSegment('buy-giftcard-for-bitcoin')).toBeNull();
    expect(parseGiftCardSegment('buy-giftcard-for-doge')).toBeNull();
    expect(parseGiftCardSegment('rent-giftcard')).toBeNull();
    expect([...GIFT_CARD_SEGMENTS].sort()).toEqual([
      'buy-giftcard',
      'buy-giftcard-for-ethereum',
      'buy-giftcard-for-tether',
      'sell-giftcard',
      'sell-giftcard-for-ethereum',
      'sell-giftcard-for-tether',
    ]);
  });

  it('lower-cases the legacy slug and turns spaces into hyphens', () => {
    expect(normalizeSlug('PayPal')).toBe('paypal');
    expect(normalizeSlug('Bank Transfer')).toBe('bank-transfer');
    expect(normalizeSlug('  Amazon   Gift Card ')).toBe('amazon-gift-card');
    expect(normalizeSlug('already-fine')).toBe('already-fine');
  });
});

describe('listing query', () => {
  it('drops default, empty and false keys, and keeps the spec key names', () => {
    expect(buildListingQuery(DEFAULT_FILTERS)).toBe('');
    expect(buildListingQuery({ currencyCode: 'USD', group: '', fiatMin: undefined, tags: [] })).toBe('');
    const query = buildListingQuery({
      currencyCode: 'EUR',
      group: 'bank-transfers',
      fiatMin: '150',
      isVerifiedOffers: true,
      countryIso: 'DE',
      usersCountryIso: 'FR',
      onlineUsers: true,
      tags: ['no-vpn', 'cash-only'],
      binCode: '411111',
      cardRegion: '12',
      sortType: 'crypto_usd_price_asc',
      page: 3,
    });
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      currencyCode: 'EUR',
      group: 'bank-transfers',
      'fiat-min': '150',
      isVerifiedOffers: '1',
      countryIso: 'DE',
      usersCountryIso: 'FR',
      onlineUsers: '1',
      tags: 'no-vpn,cash-only',
      binCode: '411111',
      cardRegion: '12',
      sortType: 'crypto_usd_price_asc',
      page: '3',
    });
  });

  it('reads back what it writes', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      currencyCode: 'NGN',
      fiatMin: '25000.50',
      onlineUsers: true,
      acceptableOnly: true,
      tags: ['no-id-needed'],
      sortType: 'release_time_asc' as const,
      page: 2,
    };
    expect(parseListingQuery(buildListingQuery(filters))).toEqual(filters);
  });

  it('ignores values that do not fit their key', () => {
    const filters = parseListingQuery(
      'currencyCode=euro&fiat-min=1e5&countryIso=Germany&sortType=cheapest&page=-2&tags=ok,<b>&binCode=12',
    );
    expect(filters.currencyCode).toBe('USD');
    expect(filters.fiatMin).toBeUndefined();
    expect(filters.countryIso).toBeUndefined();
    expect(filters.sortType).toBe('default');
    expect(filters.page).toBe(1);
    expect(filters.tags).toEqual(['ok']);
    expect(filters.binCode).toBeUndefined();
    expect(parseListingQuery('currencyCode=eur&countryIso=de').currencyCode).toBe('EUR');
  });
});

describe('view-offer query', () => {
  it('accepts fiat-min only when numeric', () => {
    expect(parseViewOfferQuery('fiat-min=100').fiatMin).toBe('100');
    expect(parseViewOfferQuery('fiat-min=99.95').fiatMin).toBe('99.95');
    for (const bad of ['abc', '1e3', '-5', '10,5', '', '0x10', '.5'])
      expect(parseViewOfferQuery(`fiat-min=${encodeURIComponent(bad)}`).fiatMin).toBeUndefined();
  });

  it('accepts sourceId only from the allowed set', () => {
    for (const source of OFFER_SOURCE_IDS)
      expect(parseViewOfferQuery(`sourceId=${source}`).sourceId).toBe(source);
    expect(parseViewOfferQuery('sourceId=evil<script>').sourceId).toBeUndefined();
    expect(parseViewOfferQuery('sourceId=LISTING').sourceId).toBeUndefined();
  });

  it('builds the offer link with the valid keys only', () => {
    expect(viewOfferPath('abc123')).toBe('/offer/abc123');
    expect(viewOfferPath('abc123', { fiatMin: '50', sourceId: 'listing' })).toBe(
      '/offer/abc123?fiat-min=50&sourceId=listing',
    );
    expect(viewOfferPath('abc123', { fiatMin: 'x', sourceId: 'nope' })).toBe('/offer/abc123');
  });
});

describe('isUnfilteredListing', () => {
  it('is true only for every payment method with the default filters, whatever the page', () => {
    expect(isUnfilteredListing({ ...DEFAULT_FILTERS, page: 3 }, 'all-payment-methods')).toBe(true);
    expect(isUnfilteredListing(DEFAULT_FILTERS, 'bank-transfer')).toBe(false);
    expect(isUnfilteredListing({ ...DEFAULT_FILTERS, fiatMin: '50' }, 'all-payment-methods')).toBe(false);
    expect(isUnfilteredListing({ ...DEFAULT_FILTERS, tags: ['no-receipt'] }, 'all-payment-methods')).toBe(
      false,
    );
    expect(isUnfilteredListing({ ...DEFAULT_FILTERS, currencyCode: 'EUR' }, 'all-payment-methods')).toBe(
      false,
    );
    expect(isUnfilteredListing({ ...DEFAULT_FILTERS, onlineUsers: true }, 'all-payment-methods')).toBe(false);
  });
});

describe('activeFilterCount', () => {
  it('counts the path method, tags once and each non-default filter', () => {
    expect(activeFilterCount({ ...DEFAULT_FILTERS, page: 2 }, 'all-payment-methods')).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_FILTERS, tags: ['a', 'b'], fiatMin: '10', onlineUsers: true }, 'paypal'),
    ).toBe(4);
  });
});
