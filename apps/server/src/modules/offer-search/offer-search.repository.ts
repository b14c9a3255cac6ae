import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { RecentValues } from '../../lib/recent-values.js';
import type { OwnerTrading } from '../offers/offers.views.js';
import { keptFigures } from '../trade-stats/trade-stats.repository.js';
import type { SearchFilter } from './offer-search.filter.js';
import { SEARCH_TOTAL_CAP, searchCountQuery, searchOffersQuery } from './offer-search.sql.js';

export * from './offer-search.filter.js';
export { SEARCH_TOTAL_CAP, searchOffersQuery } from './offer-search.sql.js';

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
  /** A restriction of the owner takes their offers off the market. */
  ownerOffMarket: boolean;
  ownerFullNameVisibilityType: string;
  ownerCreatedAt: Date;
  ownerUsername: string;
  ownerAvatarUrl: string | null;
  ownerLastSeenAt: Date | null;
  ownerVerificationLevel: string;
  ownerCountry: { iso: string | null; code: string; name: string } | null;
  /** The owner's kept trade statistics (user_trade_stats, joined in the search, decision 035). */
  ownerTrading: OwnerTrading;
  section: string | null;
  paymentWindowMinutes: number;
  createdAt: Date;
}

type RawRow = Record<string, unknown>;

async function rows(db: Executor, query: SQL): Promise<RawRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: RawRow[] };
  return result.rows;
}

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
    ownerOffMarket: Boolean(row.owner_off_market),
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
    ownerTrading: {
      completedTrades: Number(row.owner_completed_trades ?? 0),
      feedback: {
        positive: Number(row.owner_feedback_positive ?? 0),
        negative: Number(row.owner_feedback_negative ?? 0),
      },
      ...keptFigures({
        completed: row.owner_completed_trades,
        finished: row.owner_finished_trades,
        releaseSum: row.owner_release_seconds_sum,
        releaseCount: row.owner_release_count,
        badge: row.owner_badge,
        staffBadge: row.owner_staff_badge,
      }),
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

/**
 * What a search's count depends on: its filter without the page, and with the online window's start
 * left out (it moves every millisecond; a total held a few seconds is as good).
 */
export function countKey(filter: SearchFilter): string {
  return JSON.stringify(filter, (key, value: unknown) =>
    key === 'limit' || key === 'offset' || key === 'onlineSince' ? undefined : value,
  ).concat(filter.onlineSince ? '\u0000online' : '');
}

/**
 * One page of visible offers, with the total matching count (at most SEARCH_TOTAL_CAP). `totals`
 * (the listing's) reuses a count of the same filter for a few seconds: counting up to 10,000
 * matches is most of a broad search's cost, and its pages ask again on every request.
 */
export async function searchOffers(
  db: Executor,
  filter: SearchFilter,
  lookups: { methods: MethodLookup; currencies: CurrencyLookup },
  totals?: RecentValues<number>,
): Promise<{ rows: OfferCardRow[]; total: number }> {
  if (filter.rates.length === 0) return { rows: [], total: 0 };
  const found = await rows(db, searchOffersQuery(filter));
  // A short page that is not past the end is the last one: it tells the total without counting.
  const lastPage = found.length < filter.limit && (found.length > 0 || filter.offset === 0);
  let total = filter.offset + found.length;
  if (!lastPage) {
    const count = async () => {
      const [counted] = await rows(db, searchCountQuery(filter));
      return Math.min(Number(counted?.total ?? 0), SEARCH_TOTAL_CAP);
    };
    total = totals ? await totals.get(countKey(filter), count) : await count();
    // A page can show offers past a total counted a moment earlier: the page is the truth.
    if (found.length > 0) total = Math.max(total, filter.offset + found.length);
  }
  return { rows: found.map((row) => toCardRow(row, lookups.methods, lookups.currencies)), total };
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
