import {
  CRYPTO_CURRENCIES,
  coinPrecision,
  LAST_SEEN_SUCCESS_WITHIN_MS,
  OFFER_BOND_AMOUNTS,
  parseAmount,
  parseDecimal,
  pow10,
  RATE_SCALE,
  type CryptoCode,
  type OfferListingCard,
  type OfferListingMeta,
  type OfferListingQuery,
  type OfferSortType,
  type OfferTagRef,
} from '@p2p/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { offers } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import {
  offerReference,
  toListingCard as offersToListingCard,
  type OwnerFacts,
} from '../offers/offers.service.js';
import * as reference from '../reference/reference.service.js';
import type { RatesService } from '../rates/rates.service.js';
import type { RecentValues } from '../../lib/recent-values.js';
import * as repo from './offer-search.repository.js';

/** Listing pages: 20 cards unless the caller asks for another limit (at most 100). */
export const LISTING_DEFAULT_LIMIT = 20;
/** A vendor counts as online when seen within this window (the green last-seen indicator). */
export const ONLINE_WITHIN_MS = LAST_SEEN_SUCCESS_WITHIN_MS;

export interface Viewer {
  userId: number;
}

interface Lookups {
  methods: Map<
    number,
    { id: number; slug: string; name: string; groupId: number; isBinCodeEnabled: boolean }
  >;
  methodsBySlug: Map<string, number>;
  groups: { id: number; slug: string }[];
  tagsById: Map<number, OfferTagRef>;
  tagsBySlug: Map<string, number>;
}

const lookupCache = new WeakMap<Executor, Promise<Lookups>>();

/** Reference data as maps; it changes only when a node restarts (see ReferenceCatalog). */
function lookups(db: Executor): Promise<Lookups> {
  let loading = lookupCache.get(db);
  if (!loading) {
    loading = (async () => {
      const [methods, groups, tags] = await Promise.all([
        reference.listPaymentMethods(db, 'short'),
        reference.listGroups(db),
        reference.listTags(db, {}),
      ]);
      const list = methods as {
        id: number;
        slug: string;
        name: string;
        payment_method_group_id: number;
        isBinCodeEnabled: boolean;
      }[];
      return {
        methods: new Map(
          list.map((m) => [
            m.id,
            {
              id: m.id,
              slug: m.slug,
              name: m.name,
              groupId: m.payment_method_group_id,
              isBinCodeEnabled: m.isBinCodeEnabled,
            },
          ]),
        ),
        methodsBySlug: new Map(list.map((m) => [m.slug, m.id])),
        groups: groups.map((g) => ({ id: g.id, slug: g.slug })),
        tagsById: new Map(tags.map((t) => [t.id, { id: t.id, slug: t.slug, name: t.name }])),
        tagsBySlug: new Map(tags.map((t) => [t.slug, t.id])),
      };
    })();
    loading.catch(() => lookupCache.delete(db));
    lookupCache.set(db, loading);
  }
  return loading;
}

export interface Pricing {
  rates: RatesService;
}

/** The search rate of one currency for one coin, or undefined when the provider does not price it. */
export function searchRate(rates: RatesService, coin: CryptoCode, code: string): repo.SearchRate | undefined {
  if (!rates.hasCurrency(code)) return undefined;
  const currency = rates.currency(code);
  const scaled = parseDecimal(rates.fiatPerCoin(coin, code), RATE_SCALE) * pow10(currency.digits);
  return {
    fiatCurrencyId: currency.id,
    coin,
    coinPrecision: coinPrecision(coin),
    bondAmount: OFFER_BOND_AMOUNTS[coin].toString(),
    rateMinor: scaled.toString(),
    perUsd: rates.fiatRate(code).usd,
    digits: currency.digits,
  };
}

interface CurrencyIndex {
  codes: string[];
  byId: Map<number, { code: string; digits: number }>;
}
const currencyIndexes = new WeakMap<RatesService, CurrencyIndex>();

/** The currencies the rates service prices; fixed for the life of the service. */
function currencyIndex(rates: RatesService): CurrencyIndex {
  let index = currencyIndexes.get(rates);
  if (!index) {
    const all = rates.cryptoFiatRates();
    index = {
      codes: all.map((currency) => currency.code),
      byId: new Map(
        all.map((currency) => [currency.id, { code: currency.code, digits: currency.precision }]),
      ),
    };
    currencyIndexes.set(rates, index);
  }
  return index;
}

function ratesFor(rates: RatesService, coins: readonly CryptoCode[], fiatCode?: string): repo.SearchRate[] {
  const codes = fiatCode ? [fiatCode] : currencyIndex(rates).codes;
  return coins.flatMap((coin) =>
    codes
      .map((code) => searchRate(rates, coin, code))
      .filter((rate): rate is repo.SearchRate => rate !== undefined),
  );
}

function currencyLookup(rates: RatesService): repo.CurrencyLookup {
  const { byId } = currencyIndex(rates);
  return (id) => byId.get(id) ?? { code: '???', digits: 2 };
}

function methodLookup(found: Lookups): repo.MethodLookup {
  return (id) => found.methods.get(id) ?? { slug: 'unknown', name: 'Unknown' };
}

function coinOf(query: { crypto_currency_code?: CryptoCode; crypto_currency_id?: number }): CryptoCode {
  if (query.crypto_currency_code) return query.crypto_currency_code;
  if (query.crypto_currency_id !== undefined) {
    const coin = CRYPTO_CURRENCIES.find((c) => c.id === query.crypto_currency_id);
    if (!coin)
      throw AppError.validation(
        'crypto_currency_id',
        `Unknown crypto currency id: ${query.crypto_currency_id}`,
      );
    return coin.code;
  }
  return 'BTC';
}

function fiatMinor(value: string, digits: number, field: string): bigint {
  const parsed = parseAmount(value, digits);
  if (!parsed.ok) throw AppError.validation(field, `Use at most ${digits} decimals`);
  return parsed.value;
}

export function pageMeta(total: number, limit: number, offset: number) {
  return {
    total,
    currentPage: Math.floor(offset / limit) + 1,
    perPage: limit,
    lastPage: Math.max(1, Math.ceil(total / limit)),
  };
}

async function isIdVerified(
  db: Executor,
  userId: number,
): Promise<{ verified: boolean; countryIso: string | null }> {
  const facts = await repo.findUserFacts(db, userId);
  return {
    verified: facts
      ? (repo.ID_VERIFIED_LEVELS as readonly string[]).includes(facts.verificationLevel)
      : false,
    countryIso: facts?.country?.iso ?? null,
  };
}

/** Runs a search and maps its rows to listing cards. */
export async function searchCards(
  db: Executor,
  rates: RatesService,
  filter: Omit<repo.SearchFilter, 'rates'> & { fiatCode?: string },
  totals?: RecentValues<number>,
): Promise<{ cards: OfferListingCard[]; total: number }> {
  const found = await lookups(db);
  const coins = filter.coin ? [filter.coin as CryptoCode] : CRYPTO_CURRENCIES.map((coin) => coin.code);
  const { rows, total } = await repo.searchOffers(
    db,
    {
      ...filter,
      rates: ratesFor(rates, coins, filter.fiatCode),
      marginPricesPaused: rates.marketPricesPaused(),
    },
    { methods: methodLookup(found), currencies: currencyLookup(rates) },
    totals,
  );
  return { cards: await toCards(db, rates, rows), total };
}

/**
 * Listing cards through the offers module's mapper (one place decides what a card says): the search
 * row brings the owner and balances, the full offer row is read by id.
 */
export async function toCards(
  db: Executor,
  rates: RatesService,
  rows: readonly repo.OfferCardRow[],
): Promise<OfferListingCard[]> {
  if (rows.length === 0) return [];
  const full = await db
    .select()
    .from(offers)
    .where(
      inArray(
        offers.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(full.map((row) => [row.id, row]));
  // The owners' trading records came with the search rows (user_trade_stats, decision 035).
  const context = { rates, reference: await offerReference(db), now: new Date() };
  return rows.flatMap((row) => {
    const offer = byId.get(row.id);
    if (!offer) return [];
    return [
      offersToListingCard(offer, {
        ...context,
        owner: ownerFacts(row),
        available: row.ownerAvailable,
        bond: row.ownerBond,
        offMarket: row.ownerOffMarket,
        ownerTrading: row.ownerTrading,
        isFavorite: row.isFavorite,
      }),
    ];
  });
}

export function ownerFacts(row: repo.OfferCardRow): OwnerFacts {
  return {
    id: row.ownerId,
    username: row.ownerUsername,
    avatarUrl: row.ownerAvatarUrl,
    lastSeenAt: row.ownerLastSeenAt,
    verificationLevel: row.ownerVerificationLevel,
    fullNameVisibilityType: row.ownerFullNameVisibilityType,
    country: row.ownerCountry ? { iso: row.ownerCountry.iso, name: row.ownerCountry.name } : null,
    createdAt: row.ownerCreatedAt,
  };
}

/**
 * GET /rest/v1/offers. `type` is the visitor's side: buy lists sell offers. Paging: `limit` (20 by
 * default) with `page` (1-based) or `offset`; `page` wins when both are sent.
 */
export async function searchListing(
  db: Executor,
  rates: RatesService,
  options: {
    viewer?: Viewer;
    query: OfferListingQuery;
    /** Counts of recent searches, reused for a few seconds (SEARCH_TOTAL_CACHE_MS). */
    totals?: RecentValues<number>;
  },
): Promise<{ data: OfferListingCard[]; meta: OfferListingMeta }> {
  const { query, viewer } = options;
  const found = await lookups(db);
  const coin = coinOf(query);
  const limit = query.limit ?? LISTING_DEFAULT_LIMIT;
  const offset = query.page !== undefined ? (query.page - 1) * limit : (query.offset ?? 0);
  const currency = query.currency ? rates.currency(query.currency, 'currency') : undefined;
  const amountField = ['fiat-min', 'amount_range_min', 'amount_range_max'].find(
    (key) => query[key as keyof OfferListingQuery] !== undefined,
  );
  if (amountField && !currency)
    throw AppError.validation('currency', 'Choose a currency to filter by amount');

  let paymentMethodId: number | undefined;
  if (query['payment-method'] !== undefined) {
    const key = query['payment-method'];
    paymentMethodId = /^\d+$/.test(key)
      ? found.methods.has(Number(key))
        ? Number(key)
        : undefined
      : found.methodsBySlug.get(key);
    if (paymentMethodId === undefined)
      throw AppError.validation('payment-method', `Unknown payment method: ${key}`);
  }
  let groupId: number | undefined;
  if (query.group !== undefined && query.group !== 'all-payment-methods') {
    const key = query.group;
    const group = found.groups.find((g) => (/^\d+$/.test(key) ? g.id === Number(key) : g.slug === key));
    if (!group) throw AppError.validation('group', `Unknown payment method group: ${key}`);
    groupId = group.id;
  }
  const tagIds = query.tags?.map((slug) => {
    const id = found.tagsBySlug.get(slug);
    if (id === undefined) throw AppError.validation('tags', `Unknown tag: ${slug}`);
    return id;
  });

  // The visitor's country from the query is a guest's only: a signed-in viewer's stored one wins.
  const guestCountryIso = viewer ? undefined : query.visitor_country_iso;
  let acceptableFor: repo.SearchFilter['acceptableFor'];
  if (query.acceptableOnly) {
    const facts = viewer ? await isIdVerified(db, viewer.userId) : { verified: false, countryIso: null };
    acceptableFor = {
      userId: viewer?.userId,
      verified: facts.verified,
      countryIso: (viewer ? facts.countryIso : guestCountryIso) ?? undefined,
    };
  }

  const { cards, total } = await searchCards(
    db,
    rates,
    {
      offerType: (query.type ?? 'buy') === 'buy' ? 'sell' : 'buy',
      coin,
      fiatCode: currency?.code,
      fiatCurrencyId: currency?.id,
      paymentMethodId,
      groupId,
      fiatAmount:
        query['fiat-min'] && currency ? fiatMinor(query['fiat-min'], currency.digits, 'fiat-min') : undefined,
      amountRangeMin:
        query.amount_range_min && currency
          ? fiatMinor(query.amount_range_min, currency.digits, 'amount_range_min')
          : undefined,
      amountRangeMax:
        query.amount_range_max && currency
          ? fiatMinor(query.amount_range_max, currency.digits, 'amount_range_max')
          : undefined,
      visitorCountryIso: guestCountryIso,
      ownerCountryIso: query.users_country_iso,
      ownerCountryId: query.location_id,
      onlineSince: query.online_users ? new Date(Date.now() - ONLINE_WITHIN_MS) : undefined,
      verifiedOwnersOnly: query.isVerifiedOffers === true,
      badges: query.user_badges,
      tagIds,
      binCode: query.binCode,
      cardRegionId: query.cardRegion,
      newbieOnly: query.newbieOffers === true,
      viewerId: query.withFavorites && viewer ? viewer.userId : undefined,
      acceptableFor,
      audience: { userId: viewer?.userId },
      sort: (query.sort ?? 'default') as OfferSortType,
      limit,
      offset,
    },
    options.totals,
  );
  return { data: cards, meta: { ...pageMeta(total, limit, offset), searchId: query.searchId ?? null } };
}

/** GET /rest/v1/users/{username}/active-offers: the user's offers on the market, 10 from `offset`. */
export async function listActiveOffers(
  db: Executor,
  rates: RatesService,
  options: {
    viewer?: Viewer;
    username: string;
    offset?: number;
    type?: 'buy' | 'sell';
    coin?: CryptoCode;
    sort?: OfferSortType;
  },
) {
  const ownerId = await repo.findUserIdByUsername(db, options.username);
  if (ownerId === undefined) throw AppError.notFound('User');
  const limit = 10;
  const offset = options.offset ?? 0;
  const { cards, total } = await searchCards(db, rates, {
    offerType: options.type,
    coin: options.coin,
    ownerId,
    viewerId: options.viewer?.userId,
    audience: { userId: options.viewer?.userId },
    sort: options.sort ?? 'default',
    limit,
    offset,
  });
  return { data: cards, meta: pageMeta(total, limit, offset) };
}

export { lookups as offerLookups };
export type { Lookups as OfferLookups };
