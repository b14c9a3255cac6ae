import {
  CRYPTO_CURRENCIES,
  type Country,
  type FiatCurrency,
  type PaymentMethod,
  type PaymentMethodGroup,
  type PaymentMethodShort,
  type Tag,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { ReferenceCatalog, type CountryFilter } from './reference-catalog.js';
import * as repo from './reference.repository.js';

const catalogs = new WeakMap<Executor, Promise<ReferenceCatalog>>();

/** The reference snapshot of this database, loaded on first use (see ReferenceCatalog). */
export function referenceCatalog(db: Executor): Promise<ReferenceCatalog> {
  let loading = catalogs.get(db);
  if (!loading) {
    loading = repo.loadReferenceTables(db).then((tables) => new ReferenceCatalog(tables));
    loading.catch(() => catalogs.delete(db));
    catalogs.set(db, loading);
  }
  return loading;
}

function toCountry(row: repo.CountryRow): Country {
  return { id: row.id, iso: row.iso, code: row.code, name: row.name, originalName: row.name };
}

/** The spec's rate of a fiat currency: how many units buy one USD, one BTC, one USDT. */
export type FiatRateLookup = (code: string) => { usd: string; btc: string; usdt: string } | undefined;

function toFiatCurrency(row: repo.FiatCurrencyRow, rateOf: FiatRateLookup = () => undefined): FiatCurrency {
  const rate = rateOf(row.code);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    originalName: row.name,
    urlParam: row.code.toLowerCase(),
    fullName: row.name,
    shortName: row.code,
    formattingDecimalsCount: row.digits,
    isStablecoin: false,
    icon: null,
    order: row.sortOrder,
    isPopular: row.isPopular,
    defaultAmount: null,
    // A currency the rates provider does not price has no rate rather than a made-up one.
    rate: { usd: rate?.usd ?? null, btc: rate?.btc ?? null, usdt: rate?.usdt ?? null },
  };
}

function toShort(row: repo.PaymentMethodRow): PaymentMethodShort {
  return {
    id: row.id,
    name: row.name,
    payment_method_group_id: row.groupId,
    slug: row.slug,
    originalName: row.name,
    buyOffersCount: 0,
    isBinCodeEnabled: row.isBinCodeEnabled,
    icon_url: row.icon,
  };
}

export async function listCountries(db: Executor, filter: CountryFilter) {
  const { rows, total } = (await referenceCatalog(db)).countries(filter);
  return { data: rows.map(toCountry), meta: { total, limit: filter.limit, offset: filter.offset } };
}

export async function listPhoneCountries(db: Executor, page: { limit: number; offset: number }) {
  const { rows, total } = (await referenceCatalog(db)).countries({
    ...page,
    includeIsoNull: false,
    phoneVerification: true,
  });
  return {
    data: rows.map((row) => ({ ...toCountry(row), phoneCode: row.phoneCode ?? '' })),
    meta: { total, ...page },
  };
}

export async function listFiatCurrencies(
  db: Executor,
  options: { withPopular: boolean; count?: number; rateOf?: FiatRateLookup },
) {
  const currencies = (await referenceCatalog(db))
    .fiatCurrencies(options.count)
    .map((row) => toFiatCurrency(row, options.rateOf));
  const meta = options.withPopular
    ? {
        total: currencies.length,
        popular: currencies.filter((currency) => currency.isPopular).map((c) => c.code),
      }
    : { total: currencies.length };
  return { data: currencies, meta };
}

export async function getFiatCurrency(
  db: Executor,
  code: string,
  rateOf?: FiatRateLookup,
): Promise<FiatCurrency> {
  const row = (await referenceCatalog(db)).fiatCurrency(code);
  if (!row) throw AppError.notFound('Currency');
  return toFiatCurrency(row, rateOf);
}

export async function listGroups(db: Executor): Promise<PaymentMethodGroup[]> {
  return (await referenceCatalog(db)).groups();
}

function withDetails(reference: ReferenceCatalog, rows: repo.PaymentMethodRow[]): PaymentMethod[] {
  const groupById = new Map(reference.groups().map((group) => [group.id, group]));
  return rows.map((row) => ({
    ...toShort(row),
    group: groupById.get(row.groupId)!,
    sellOffersCount: 0,
    tags: reference.tagSlugs(row.id),
  }));
}

export async function listPaymentMethods(db: Executor, mode: 'short' | 'full') {
  const reference = await referenceCatalog(db);
  const rows = reference.paymentMethods();
  return mode === 'short' ? rows.map(toShort) : withDetails(reference, rows);
}

/**
 * The most traded methods, per side of the market. Until offers exist popularity comes from the
 * catalogue's own ranking; the offers module replaces it with live offer counts per country.
 */
export async function listPopularPaymentMethods(
  db: Executor,
  options: { groupIds?: number[]; limit: number },
) {
  const methods = (await referenceCatalog(db))
    .paymentMethods({ ...options, byPopularity: true })
    .map(toShort);
  return { buy: methods, sell: methods };
}

export async function getPaymentMethod(db: Executor, key: string): Promise<PaymentMethod> {
  const reference = await referenceCatalog(db);
  const row = reference.paymentMethod(key);
  if (!row) throw AppError.notFound('Payment method');
  return withDetails(reference, [row])[0]!;
}

function resolveMethodIds(reference: ReferenceCatalog, filter: { paymentMethod?: string; group?: string }) {
  if (filter.paymentMethod === undefined && filter.group === undefined) return undefined;
  let ids: number[] | undefined;
  if (filter.group !== undefined) {
    const group = reference.group(filter.group);
    if (!group) throw AppError.validation('group', `Unknown payment method group: ${filter.group}`);
    ids = reference.paymentMethods({ groupIds: [group.id] }).map((row) => row.id);
  }
  if (filter.paymentMethod !== undefined) {
    const method = reference.paymentMethod(filter.paymentMethod);
    if (!method)
      throw AppError.validation('payment-method', `Unknown payment method: ${filter.paymentMethod}`);
    ids = ids ? ids.filter((id) => id === method.id) : [method.id];
  }
  return ids;
}

export async function listTags(
  db: Executor,
  filter: { paymentMethod?: string; group?: string },
): Promise<Tag[]> {
  const reference = await referenceCatalog(db);
  return reference.tags(resolveMethodIds(reference, filter));
}

export async function listDisputeReasons(db: Executor) {
  return (await referenceCatalog(db)).disputeReasons();
}

export function isKnownCrypto(value: string): boolean {
  const lower = value.toLowerCase();
  return CRYPTO_CURRENCIES.some((crypto) => crypto.code.toLowerCase() === lower || crypto.urlParam === lower);
}
