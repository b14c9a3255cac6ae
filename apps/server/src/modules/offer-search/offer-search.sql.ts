import { sql, type SQL } from 'drizzle-orm';
import {
  HIDING_RESTRICTIONS,
  ID_VERIFIED_LEVELS,
  type SearchFilter,
  type SearchRate,
} from './offer-search.filter.js';
import { staffBadgeSql } from '../staff-badges/staff-badge-sql.js';

/** The listing search as SQL: its FROM and WHERE, the availability test, the order and the columns. */

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

/** A restriction of the owner takes their offers off the market. */
const OWNER_OFF_MARKET_SQL = sql`exists (select 1 from user_restrictions ur where ur.user_id = o.owner_id
    and ur.lifted_at is null and ur.kind = any(${textArray(HIDING_RESTRICTIONS)}::text[]))`;

/** On the market now: enabled, not blocked, no penalty, cap not reached, owner free to trade, funded. */
function availableSql(filter: Pick<SearchFilter, 'includeUnfunded' | 'marginPricesPaused'>): SQL {
  const parts = [
    sql`o.is_enabled and not o.is_blocked`,
    sql`(o.penalty_until is null or o.penalty_until <= now())`,
    sql`not (o.offer_cap_active and o.offer_cap_amount is not null
          and coalesce(o.offer_cap_remaining, o.offer_cap_amount) < o.range_min)`,
    sql`not (o.bond_required and ${bondBalanceSql} < r.bond_amount)`,
    sql`(${PRICE_SQL}) > 0`,
    sql`not ${OWNER_OFF_MARKET_SQL}`,
  ];
  if (filter.marginPricesPaused) parts.push(sql`o.price_type = 'fixed'`);
  if (filter.includeUnfunded !== true) parts.push(FUNDED_SQL);
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
    conditions.push(availableSql(filter));
  }
  if (filter.excludeOfferId !== undefined) conditions.push(sql`o.id <> ${filter.excludeOfferId}`);
  if (filter.audience !== undefined) {
    const viewerId = filter.audience.userId;
    // Demo mode (decision 044): real people never see demo vendors' offers, demo visitors see only them.
    conditions.push(
      viewerId === undefined
        ? sql`not u.is_demo`
        : sql`u.is_demo = (select v.is_demo from users v where v.id = ${viewerId})`,
    );
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
  // The badge shown: a staff-assigned one wins over the earned one (decisions 035, 038).
  if (filter.badges !== undefined)
    conditions.push(sql`(${OWNER_BADGE_SQL}) = any(${textArray(filter.badges)}::text[])`);
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
    left join user_trade_stats ts on ts.user_id = o.owner_id
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
    // The owner's mean release time (kept statistics); owners without a release yet come after, the
    // one seen most recently first (taken to release soonest).
    case 'release_time_asc':
      return sql`${AVG_RELEASE_SQL} asc nulls last, u.last_seen_at desc nulls last, o.id asc`;
    case 'release_time_desc':
      return sql`${AVG_RELEASE_SQL} desc nulls last, u.last_seen_at asc nulls first, o.id asc`;
    default:
      return sql`${sql.raw(PROMOTED_SQL)} desc, o.is_featured desc, ${bestPrice}, o.id asc`;
  }
}

/** The owner's mean seconds from paid to release, null before their first release. */
const AVG_RELEASE_SQL = sql.raw(`(ts.release_seconds_sum::numeric / nullif(ts.release_count, 0))`);

/** The owner's staff badge (operator, ceo, ambassador) or null. */
const OWNER_STAFF_BADGE_SQL = staffBadgeSql(sql.raw('o.owner_id'));
/** The owner's badge: a staff-assigned one, else the earned one (decisions 035, 038). */
const OWNER_BADGE_SQL = sql`coalesce(${OWNER_STAFF_BADGE_SQL}, ts.badge, 'no_badge')`;

/** Promoted now: a promotion lifts the offer only until stickied_until (offers.views isPromoted). */
const PROMOTED_SQL = `(o.is_stickied and coalesce(o.stickied_until > now(), false))`;

const CARD_COLUMNS = sql.raw(`o.id, o.hash, o.type, o.coin, o.fiat_currency_id, o.payment_method_id,
  o.payment_method_group_id, o.price_type, o.margin_bps, o.range_min::text as range_min,
  o.range_max::text as range_max, o.amount_type, o.predefined_amounts,
  o.new_buyer_max_amount::text as new_buyer_max_amount, o.tag_ids, o.require_verified_id,
  o.require_min_trades, o.require_full_name, o.trusted_only, o.is_featured, ${PROMOTED_SQL} as is_stickied, o.is_blocked,
  o.is_enabled, o.created_at, o.owner_id, o.section, o.payment_window_minutes,
  u.full_name_visibility_type, u.created_at as owner_created_at, u.username, u.avatar_url, u.last_seen_at, u.verification_level,
  c.iso as country_iso, c.code as country_code, c.name as country_name,
  coalesce(ts.completed_trades, 0) as owner_completed_trades,
  coalesce(ts.finished_trades, 0) as owner_finished_trades,
  coalesce(ts.feedback_positive, 0) as owner_feedback_positive,
  coalesce(ts.feedback_negative, 0) as owner_feedback_negative,
  coalesce(ts.release_seconds_sum, 0) as owner_release_seconds_sum,
  coalesce(ts.release_count, 0) as owner_release_count,
  coalesce(ts.badge, 'no_badge') as owner_badge`);

/**
 * The most a search counts: past this the total is reported as SEARCH_TOTAL_CAP. Counting every
 * match of a broad search (one side and coin: tens of thousands of offers, each tested for funds,
 * bond and restrictions) cost more than the page itself.
 */
export const SEARCH_TOTAL_CAP = 10_000;

/** Pinned to the top of the default order: promoted now, or featured. */
const PINNED_SQL = sql.raw(`(o.is_featured or ${PROMOTED_SQL})`);
/**
 * The few pinned offers by id first: the planner then reads them through the primary key instead of
 * testing the availability of every offer of the side and coin (whose estimated cost also set off
 * PostgreSQL's JIT compiler, 0.2 s of a 20 ms search).
 */
const PINNED_IDS_SQL = sql.raw(`o.id = any(array(select p.id from offers p
    where (p.is_featured or p.is_stickied) and p.deleted_at is null))`);

/**
 * Prices in different currencies do not compare, so a default search without a currency lists the
 * pinned offers first (promoted, then featured, newest first) and then the newest offers: an order
 * the primary key serves, so a page reads about `offset + limit` offers instead of every match.
 */
function newestFirst(filter: SearchFilter): boolean {
  return filter.sort === 'default' && filter.fiatCurrencyId === undefined;
}

/** The search statement (the benchmark's bare handler runs this same statement). */
export function searchOffersQuery(filter: SearchFilter): SQL {
  const favorite =
    filter.viewerId === undefined
      ? sql`false`
      : sql`exists (select 1 from offer_favorites f where f.offer_id = o.id and f.user_id = ${filter.viewerId})`;
  const columns = sql`${CARD_COLUMNS}, (${PRICE_SQL})::text as price_minor, ${favorite} as is_favorite,
          ${availableSql(filter)} as is_available,
          r.rate_minor::text as rate_minor, r.per_usd::text as per_usd,
          ${availableBalanceSql}::text as owner_available, ${bondBalanceSql}::text as owner_bond,
          ${OWNER_OFF_MARKET_SQL} as owner_off_market, ${OWNER_STAFF_BADGE_SQL} as owner_staff_badge`;
  if (newestFirst(filter)) {
    const window = filter.offset + filter.limit;
    return sql`select * from (
          (select ${columns}, 0 as part ${searchBody(filter)} and ${PINNED_IDS_SQL} and ${PINNED_SQL}
            order by ${sql.raw(PROMOTED_SQL)} desc, o.is_featured desc, o.id desc limit ${window})
          union all
          (select ${columns}, 1 as part ${searchBody(filter)} and not ${PINNED_SQL}
            order by o.id desc limit ${window})
        ) found
        order by part, is_stickied desc, is_featured desc, id desc
        limit ${filter.limit} offset ${filter.offset}`;
  }
  return sql`select ${columns}
        ${searchBody(filter)}
        order by ${orderBy(filter)}
        limit ${filter.limit} offset ${filter.offset}`;
}

/** How many offers match, counting at most SEARCH_TOTAL_CAP + 1 of them. */
export function searchCountQuery(filter: SearchFilter): SQL {
  return sql`select count(*) as total from (select 1 ${searchBody(filter)} limit ${SEARCH_TOTAL_CAP + 1}) capped`;
}
