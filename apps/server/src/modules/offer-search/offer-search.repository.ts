import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

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

export interface OfferCardRow {
  id: number;
  hash: string;
  type: 'buy' | 'sell';
  coin: string;
  fiatCurrencyId: number;
  fiatCode: string;
  fiatDigits: number;
  paymentMethodId: number;
  paymentMethodSlug: string;
  paymentMethodName: string;
  paymentMethodGroupId: number;
  priceType: 'margin' | 'fixed';
  marginBps: number;
  priceMinor: bigint;
  rangeMin: bigint;
  rangeMax: bigint;
  amountType: 'min_max' | 'predefined';
  predefinedAmounts: string[];
  newBuyerMaxAmount: bigint | null;
  tagIds: number[];
  requireVerifiedId: boolean;
  requireMinTrades: number;
  requireFullName: boolean;
  trustedOnly: boolean;
  isFeatured: boolean;
  isStickied: boolean;
  isBlocked: boolean;
  isEnabled: boolean;
  isFavorite: boolean;
  /** On the market now (enabled, not blocked or penalized, cap left, owner free, sell offer funded). */
  isAvailable: boolean;
  /** The rate row the price came from (rate × 10^18 × 10^digits) and fiat per USD. */
  rateMinor: string;
  perUsd: string;
  ownerId: number;
  /** The owner's available and bond balances of the offer's coin (search results only). */
  ownerAvailable: bigint;
  ownerBond: bigint;
  ownerFullNameVisibilityType: string;
  ownerCreatedAt: Date;
  ownerUsername: string;
  ownerAvatarUrl: string | null;
  ownerLastSeenAt: Date | null;
  ownerVerificationLevel: string;
  ownerCountry: { iso: string | null; code: string; name: string } | null;
  section: string | null;
  paymentWindowMinutes: number;
  createdAt: Date;
}

type RawRow = Record<string, unknown>;

async function rows(db: Executor, query: SQL): Promise<RawRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: RawRow[] };
  return result.rows;
}

const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '')}"`).join(',')}}`;
const intArray = (values: readonly number[]) => `{${values.map((value) => Math.trunc(value)).join(',')}}`;

/**
 * The live price in fiat minor units per coin: a fixed offer's own price, or the market rate with the
 * margin rounded half-up to the currency's minor unit, in integer arithmetic as marginPriceMinor of
 * @p2p/shared offer-price: r.rate_minor is the rate × 10^18 × 10^digits, and
 * round_half_up(a / b) = div(2a + b, 2b) for positive a and b, with b = 10^18 × 10^4.
 */
const PRICE_EXPR = sql.raw(
  `case when o.price_type = 'fixed' then o.fixed_price::numeric
        else div(2 * r.rate_minor * (10000 + o.margin_bps) + 1e22, 2e22) end`,
);
/** The price, computed once per row by the lateral join of searchBody. */
const PRICE_SQL = sql.raw('p.price_minor');

/**
 * A sell offer is on the market only while the owner's available balance covers its minimum in crypto
 * at the live price: cryptoForFiatMinor (half-up) of @p2p/shared offer-price, in integer arithmetic:
 * round_half_up(a / b) = div(2a + b, 2b) for positive a and b.
 */
const FUNDED_SQL = sql`(o.type = 'buy' or case when (${PRICE_SQL}) <= 0 then false else
    coalesce(la.balance, 0)::numeric
    >= div(2 * o.range_min::numeric * power(10::numeric, r.coin_precision) + (${PRICE_SQL}), 2 * (${PRICE_SQL})) end)`;

/** The owner's bond in the offer's coin; looked up only for offers that require one. */
const bondBalanceSql =
  sql.raw(`case when o.bond_required then coalesce((select sum(lb.balance) from ledger_accounts lb
    where lb.kind = 'bond' and lb.coin = o.coin and lb.user_id = o.owner_id), 0) else 0 end`);
const availableBalanceSql = sql.raw(`coalesce(la.balance, 0)`);

/**
 * The rates as a per-row lookup: one array per coin, indexed by fiat currency id, read with a
 * subscript (a join against a rates list made the planner rescan it for every offer). An offer whose
 * currency and coin have no rate gets nulls and is left out.
 */
function ratesLateral(rates: readonly SearchRate[]): SQL {
  const coins = [...new Set(rates.map((rate) => rate.coin))];
  const pick = (values: (rate: SearchRate) => string | number, type: 'numeric' | 'integer') => {
    const branches = coins.map((coin) => {
      const byId = new Map(
        rates.filter((rate) => rate.coin === coin).map((rate) => [rate.fiatCurrencyId, rate]),
      );
      const size = Math.max(0, ...byId.keys());
      const cells = Array.from({ length: size }, (_, index) => {
        const rate = byId.get(index + 1);
        return rate === undefined ? 'NULL' : String(values(rate));
      });
      return sql`when ${coin} then (${`{${cells.join(',')}}`}::${sql.raw(type)}[])[o.fiat_currency_id]`;
    });
    return sql`case o.coin ${sql.join(branches, sql` `)} end`;
  };
  return sql`cross join lateral (select
      ${pick((rate) => rate.rateMinor, 'numeric')} as rate_minor,
      ${pick((rate) => rate.perUsd, 'numeric')} as per_usd,
      ${pick((rate) => rate.digits, 'integer')} as digits,
      ${pick((rate) => rate.coinPrecision, 'integer')} as coin_precision,
      ${pick((rate) => rate.bondAmount, 'numeric')} as bond_amount) r`;
}

/** On the market now: enabled, not blocked, no penalty, cap not reached, owner free to trade, funded. */
function availableSql(includeUnfunded: boolean): SQL {
  const parts = [
    sql`o.is_enabled and not o.is_blocked`,
    sql`(o.penalty_until is null or o.penalty_until <= now())`,
    sql`not (o.offer_cap_active and o.offer_cap_amount is not null
          and coalesce(o.offer_cap_remaining, o.offer_cap_amount) < o.range_min)`,
    sql`not (o.bond_required and ${bondBalanceSql} < r.bond_amount)`,
    sql`(${PRICE_SQL}) > 0`,
    sql`not exists (select 1 from user_restrictions ur where ur.user_id = o.owner_id and ur.lifted_at is null
          and ur.kind = any(${textArray(HIDING_RESTRICTIONS)}::text[]))`,
  ];
  if (!includeUnfunded) parts.push(FUNDED_SQL);
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** The search's FROM and WHERE; every condition is a parameter, never spliced text. */
function searchBody(filter: SearchFilter): SQL {
  const conditions: SQL[] = [sql`o.deleted_at is null`];
  if (filter.offerType !== undefined) conditions.push(sql`o.type = ${filter.offerType}`);
  if (filter.coin !== undefined) conditions.push(sql`o.coin = ${filter.coin}`);
  // The market shows available offers only; a favourites list shows them all with their state.
  if (filter.visibility !== 'any') {
    conditions.push(sql`o.is_enabled and not o.is_blocked`);
    conditions.push(availableSql(filter.includeUnfunded === true));
  }
  if (filter.excludeOfferId !== undefined) conditions.push(sql`o.id <> ${filter.excludeOfferId}`);
  if (filter.audience !== undefined) {
    const viewerId = filter.audience.userId;
    if (viewerId === undefined) conditions.push(sql`not o.trusted_only`);
    else {
      conditions.push(
        sql`not exists (select 1 from user_relations rb where rb.relation = 'blocked' and
              ((rb.user_id = o.owner_id and rb.target_user_id = ${viewerId}) or
               (rb.user_id = ${viewerId} and rb.target_user_id = o.owner_id)))`,
      );
      conditions.push(
        sql`(not o.trusted_only or o.owner_id = ${viewerId} or exists (select 1 from user_relations rt
              where rt.relation = 'trusted' and rt.user_id = o.owner_id and rt.target_user_id = ${viewerId}))`,
      );
    }
  }
  if (filter.acceptableFor !== undefined) {
    const viewer = filter.acceptableFor;
    conditions.push(sql`not o.require_min_trades > 0`);
    if (!viewer.verified) conditions.push(sql`not o.require_verified_id`);
    if (viewer.userId === undefined) conditions.push(sql`not o.trusted_only`);
    else {
      conditions.push(sql`o.owner_id <> ${viewer.userId}`);
      conditions.push(
        sql`not exists (select 1 from user_relations rb where rb.relation = 'blocked' and
              ((rb.user_id = o.owner_id and rb.target_user_id = ${viewer.userId}) or
               (rb.user_id = ${viewer.userId} and rb.target_user_id = o.owner_id)))`,
      );
      conditions.push(
        sql`(not o.trusted_only or exists (select 1 from user_relations rt where rt.relation = 'trusted'
              and rt.user_id = o.owner_id and rt.target_user_id = ${viewer.userId}))`,
      );
    }
    if (viewer.countryIso)
      conditions.push(
        sql`(cardinality(o.countries_allowed) = 0 or ${viewer.countryIso} = any(o.countries_allowed))
            and not (${viewer.countryIso} = any(o.countries_denied))`,
      );
  }
  if (filter.fiatCurrencyId !== undefined)
    conditions.push(sql`o.fiat_currency_id = ${filter.fiatCurrencyId}`);
  if (filter.paymentMethodId !== undefined)
    conditions.push(sql`o.payment_method_id = ${filter.paymentMethodId}`);
  if (filter.groupId !== undefined) conditions.push(sql`o.payment_method_group_id = ${filter.groupId}`);
  // A predefined offer trades only its listed amounts; a min/max offer any amount in its range.
  if (filter.fiatAmount !== undefined)
    conditions.push(
      sql`o.range_min <= ${filter.fiatAmount} and o.range_max >= ${filter.fiatAmount}
          and (o.amount_type <> 'predefined'
            or o.predefined_amounts @> ${JSON.stringify([filter.fiatAmount.toString()])}::jsonb)`,
    );
  if (filter.amountRangeMin !== undefined) conditions.push(sql`o.range_max >= ${filter.amountRangeMin}`);
  if (filter.amountRangeMax !== undefined) conditions.push(sql`o.range_min <= ${filter.amountRangeMax}`);
  if (filter.visitorCountryIso !== undefined)
    conditions.push(
      sql`(cardinality(o.countries_allowed) = 0 or ${filter.visitorCountryIso} = any(o.countries_allowed))
          and not (${filter.visitorCountryIso} = any(o.countries_denied))`,
    );
  if (filter.ownerCountryIso !== undefined) conditions.push(sql`c.iso = ${filter.ownerCountryIso}`);
  if (filter.ownerCountryId !== undefined) conditions.push(sql`u.country_id = ${filter.ownerCountryId}`);
  if (filter.ownerId !== undefined) conditions.push(sql`o.owner_id = ${filter.ownerId}`);
  if (filter.onlineSince !== undefined) conditions.push(sql`u.last_seen_at >= ${filter.onlineSince}`);
  if (filter.verifiedOwnersOnly)
    conditions.push(sql`u.verification_level = any(${textArray(ID_VERIFIED_LEVELS)}::text[])`);
  // Badges come with trade history; until then every owner's badge is 'no_badge'.
  if (filter.badges !== undefined && !filter.badges.includes('no_badge')) conditions.push(sql`false`);
  if (filter.tagIds !== undefined && filter.tagIds.length > 0)
    conditions.push(sql`o.tag_ids @> ${intArray(filter.tagIds)}::integer[]`);
  if (filter.binCode !== undefined) conditions.push(sql`${filter.binCode} = any(o.bin_codes)`);
  if (filter.cardRegionId !== undefined)
    conditions.push(sql`${filter.cardRegionId} = any(o.card_region_ids)`);
  if (filter.newbieOnly) conditions.push(sql`o.new_buyer_max_amount is not null`);
  if (filter.favoritesOnly && filter.viewerId !== undefined)
    conditions.push(
      sql`exists (select 1 from offer_favorites f where f.offer_id = o.id and f.user_id = ${filter.viewerId})`,
    );
  return sql`from offers o
    ${ratesLateral(filter.rates)}
    cross join lateral (select ${PRICE_EXPR} as price_minor) p
    join users u on u.id = o.owner_id
    left join countries c on c.id = u.country_id
    left join ledger_accounts la
      on la.kind = 'available' and la.coin = o.coin and la.user_id = o.owner_id and la.ref = ''
    where ${sql.join(conditions, sql` and `)}`;
}

function orderBy(filter: SearchFilter): SQL {
  const usdPrice = sql`((${PRICE_SQL}) / power(10::numeric, r.digits) / r.per_usd)`;
  // The taker's best price first: the lowest for sell offers (they buy), the highest for buy offers.
  const bestPrice =
    filter.offerType === 'sell'
      ? sql`(${PRICE_SQL}) asc`
      : filter.offerType === 'buy'
        ? sql`(${PRICE_SQL}) desc`
        : sql`o.type desc, o.coin asc, o.fiat_currency_id asc, case when o.type = 'sell' then (${PRICE_SQL}) else -(${PRICE_SQL}) end asc`;
  switch (filter.sort) {
    case 'crypto_usd_price_asc':
      return sql`${usdPrice} asc, o.id asc`;
    case 'crypto_usd_price_desc':
      return sql`${usdPrice} desc, o.id asc`;
    // Median release time needs trades; until they exist the owner's last activity stands in for it:
    // a vendor seen most recently is taken to release soonest.
    case 'release_time_asc':
      return sql`u.last_seen_at desc nulls last, o.id asc`;
    case 'release_time_desc':
      return sql`u.last_seen_at asc nulls first, o.id asc`;
    default:
      return sql`o.is_stickied desc, o.is_featured desc, ${bestPrice}, o.id asc`;
  }
}

const CARD_COLUMNS = sql.raw(`o.id, o.hash, o.type, o.coin, o.fiat_currency_id, o.payment_method_id,
  o.payment_method_group_id, o.price_type, o.margin_bps, o.range_min::text as range_min,
  o.range_max::text as range_max, o.amount_type, o.predefined_amounts,
  o.new_buyer_max_amount::text as new_buyer_max_amount, o.tag_ids, o.require_verified_id,
  o.require_min_trades, o.require_full_name, o.trusted_only, o.is_featured, o.is_stickied, o.is_blocked,
  o.is_enabled, o.created_at, o.owner_id, o.section, o.payment_window_minutes,
  u.full_name_visibility_type, u.created_at as owner_created_at, u.username, u.avatar_url, u.last_seen_at, u.verification_level,
  c.iso as country_iso, c.code as country_code, c.name as country_name`);

function toCardRow(row: RawRow, methods: MethodLookup, currencies: CurrencyLookup): OfferCardRow {
  const method = methods(Number(row.payment_method_id));
  const currency = currencies(Number(row.fiat_currency_id));
  return {
    id: Number(row.id),
    hash: String(row.hash),
    type: row.type as 'buy' | 'sell',
    coin: String(row.coin),
    fiatCurrencyId: Number(row.fiat_currency_id),
    fiatCode: currency.code,
    fiatDigits: currency.digits,
    paymentMethodId: Number(row.payment_method_id),
    paymentMethodSlug: method.slug,
    paymentMethodName: method.name,
    paymentMethodGroupId: Number(row.payment_method_group_id),
    priceType: row.price_type as 'margin' | 'fixed',
    marginBps: Number(row.margin_bps),
    priceMinor: BigInt(String(row.price_minor)),
    rangeMin: BigInt(String(row.range_min)),
    rangeMax: BigInt(String(row.range_max)),
    amountType: row.amount_type as 'min_max' | 'predefined',
    predefinedAmounts: parseJson<string[]>(row.predefined_amounts) ?? [],
    newBuyerMaxAmount: row.new_buyer_max_amount == null ? null : BigInt(String(row.new_buyer_max_amount)),
    tagIds: parseIntArray(row.tag_ids),
    requireVerifiedId: Boolean(row.require_verified_id),
    requireMinTrades: Number(row.require_min_trades),
    requireFullName: Boolean(row.require_full_name),
    trustedOnly: Boolean(row.trusted_only),
    isFeatured: Boolean(row.is_featured),
    isStickied: Boolean(row.is_stickied),
    isBlocked: Boolean(row.is_blocked),
    isEnabled: Boolean(row.is_enabled),
    isFavorite: Boolean(row.is_favorite),
    isAvailable: Boolean(row.is_available),
    rateMinor: String(row.rate_minor ?? '0'),
    perUsd: String(row.per_usd ?? '1'),
    ownerId: Number(row.owner_id),
    ownerAvailable: BigInt(String(row.owner_available ?? '0')),
    ownerBond: BigInt(String(row.owner_bond ?? '0')),
    ownerFullNameVisibilityType: String(row.full_name_visibility_type),
    ownerCreatedAt: new Date(row.owner_created_at as string),
    ownerUsername: String(row.username),
    ownerAvatarUrl: (row.avatar_url as string | null) ?? null,
    ownerLastSeenAt: row.last_seen_at == null ? null : new Date(row.last_seen_at as string),
    ownerVerificationLevel: String(row.verification_level),
    ownerCountry:
      row.country_code == null
        ? null
        : {
            iso: (row.country_iso as string | null) ?? null,
            code: String(row.country_code),
            name: String(row.country_name),
          },
    section: (row.section as string | null) ?? null,
    paymentWindowMinutes: Number(row.payment_window_minutes),
    createdAt: new Date(row.created_at as string),
  };
}

function parseJson<T>(value: unknown): T | undefined {
  if (value == null) return undefined;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** int[] comes back as an array from both drivers; a text literal is parsed for safety. */
function parseIntArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string') return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return [];
}

export type MethodLookup = (id: number) => { slug: string; name: string };
export type CurrencyLookup = (id: number) => { code: string; digits: number };

/** One page of visible offers, with the total matching count. */
export async function searchOffers(
  db: Executor,
  filter: SearchFilter,
  lookups: { methods: MethodLookup; currencies: CurrencyLookup },
): Promise<{ rows: OfferCardRow[]; total: number }> {
  if (filter.rates.length === 0) return { rows: [], total: 0 };
  const found = await rows(db, searchOffersQuery(filter));
  let total = found.length > 0 ? Number(found[0]!.total) : 0;
  if (found.length === 0 && filter.offset > 0) {
    const [counted] = await rows(db, sql`select count(*) as total ${searchBody(filter)}`);
    total = Number(counted?.total ?? 0);
  }
  return { rows: found.map((row) => toCardRow(row, lookups.methods, lookups.currencies)), total };
}

/** The search statement (the benchmark's bare handler runs this same statement). */
export function searchOffersQuery(filter: SearchFilter): SQL {
  const favorite =
    filter.viewerId === undefined
      ? sql`false`
      : sql`exists (select 1 from offer_favorites f where f.offer_id = o.id and f.user_id = ${filter.viewerId})`;
  return sql`select ${CARD_COLUMNS}, (${PRICE_SQL})::text as price_minor, ${favorite} as is_favorite,
          ${availableSql(filter.includeUnfunded === true)} as is_available,
          r.rate_minor::text as rate_minor, r.per_usd::text as per_usd,
          ${availableBalanceSql}::text as owner_available, ${bondBalanceSql}::text as owner_bond,
          count(*) over () as total
        ${searchBody(filter)}
        order by ${orderBy(filter)}
        limit ${filter.limit} offset ${filter.offset}`;
}

export { toCardRow as mapCardRow };

/** Whether `userId` marked the offer favourite. */
export async function isFavorite(db: Executor, userId: number, offerId: number): Promise<boolean> {
  const found = await rows(
    db,
    sql`select 1 from offer_favorites where user_id = ${userId} and offer_id = ${offerId}`,
  );
  return found.length > 0;
}

/** The relation `userId` set for `targetUserId` (trusted, blocked), if any. */
export async function relationOf(
  db: Executor,
  userId: number,
  targetUserId: number,
): Promise<'trusted' | 'blocked' | undefined> {
  const [row] = await rows(
    db,
    sql`select relation from user_relations where user_id = ${userId} and target_user_id = ${targetUserId}`,
  );
  return row ? (row.relation as 'trusted' | 'blocked') : undefined;
}

/** What offer views show of a user (owner or visitor); the offers module's OwnerFacts shape. */
export async function findUserFacts(db: Executor, userId: number) {
  const [row] = await rows(
    db,
    sql`select u.id, u.username, u.avatar_url, u.last_seen_at, u.verification_level, u.full_name_visibility_type,
          u.created_at, c.iso, c.name as country_name
        from users u left join countries c on c.id = u.country_id where u.id = ${userId}`,
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    username: String(row.username),
    avatarUrl: (row.avatar_url as string | null) ?? null,
    lastSeenAt: row.last_seen_at == null ? null : new Date(row.last_seen_at as string),
    verificationLevel: String(row.verification_level),
    fullNameVisibilityType: String(row.full_name_visibility_type),
    createdAt: new Date(row.created_at as string),
    country:
      row.country_name == null
        ? null
        : { iso: (row.iso as string | null) ?? null, name: String(row.country_name) },
  };
}

export async function findUserIdByUsername(db: Executor, username: string): Promise<number | undefined> {
  const [row] = await rows(db, sql`select id from users where lower(username) = lower(${username})`);
  return row ? Number(row.id) : undefined;
}
