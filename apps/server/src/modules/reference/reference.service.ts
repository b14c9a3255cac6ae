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
import * as repo from './reference.repository.js';

function toCountry(row: repo.CountryRow): Country {
  return { id: row.id, iso: row.iso, code: row.code, name: row.name, originalName: row.name };
}

function toFiatCurrency(row: repo.FiatCurrencyRow): FiatCurrency {
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
    // Rates arrive with the rates module; until then a currency has none rather than a made-up one.
    rate: { usd: null, btc: null, usdt: null },
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

export async function listCountries(db: Executor, filter: repo.CountryFilter) {
  const { rows, total } = await repo.listCountries(db, filter);
  return { data: rows.map(toCountry), meta: { total, limit: filter.limit, offset: filter.offset } };
}

export async function listPhoneCountries(db: Executor, page: { limit: number; offset: number }) {
  const { rows, total } = await repo.listCountries(db, {
    ...page,
    includeIsoNull: false,
    phoneVerification: true,
  });
  return {
    data: rows.map((row) => ({ ...toCountry(row), phoneCode: row.phoneCode ?? '' })),
    meta: { total, ...page },
  };
}

export async function listFiatCurrencies(db: Executor, options: { withPopular: boolean; count?: number }) {
  const rows = await repo.listFiatCurrencies(db, options.count);
  const currencies = rows.map(toFiatCurrency);
  const meta = options.withPopular
    ? {
        total: currencies.length,
        popular: currencies.filter((currency) => currency.isPopular).map((c) => c.code),
      }
    : { total: currencies.length };
  return { data: currencies, meta };
}

export async function getFiatCurrency(db: Executor, code: string): Promise<FiatCurrency> {
  const row = await repo.findFiatCurrency(db, code);
  if (!row) throw AppError.notFound('Currency');
  return toFiatCurrency(row);
}

export async function listGroups(db: Executor): Promise<PaymentMethodGroup[]> {
  return repo.listGroups(db);
}

async function withDetails(db: Executor, rows: repo.PaymentMethodRow[]): Promise<PaymentMethod[]> {
  const [groups, tagsByMethod] = await Promise.all([
    repo.listGroups(db),
    repo.tagSlugsByMethod(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const groupById = new Map(groups.map((group) => [group.id, group]));
  return rows.map((row) => ({
    ...toShort(row),
    group: groupById.get(row.groupId)!,
    sellOffersCount: 0,
    tags: tagsByMethod.get(row.id) ?? [],
  }));
}

export async function listPaymentMethods(db: Executor, mode: 'short' | 'full') {
  const rows = await repo.listPaymentMethods(db);
  return mode === 'short' ? rows.map(toShort) : withDetails(db, rows);
}

/**
 * The most traded methods, per side of the market. Until offers exist popularity comes from the
 * catalogue's own ranking; the offers module replaces it with live offer counts per country.
 */
export async function listPopularPaymentMethods(
  db: Executor,
  options: { groupIds?: number[]; limit: number },
) {
  const rows = await repo.listPaymentMethods(db, { ...options, byPopularity: true });
  const methods = rows.map(toShort);
  return { buy: methods, sell: methods };
}

export async function getPaymentMethod(db: Executor, slug: string): Promise<PaymentMethod> {
  const row = await repo.findPaymentMethod(db, slug);
  if (!row) throw AppError.notFound('Payment method');
  const [method] = await withDetails(db, [row]);
  return method!;
}

async function resolveMethodIds(db: Executor, filter: { paymentMethod?: string; group?: string }) {
  if (filter.paymentMethod === undefined && filter.group === undefined) return undefined;
  let ids: number[] | undefined;
  if (filter.group !== undefined) {
    const group = await repo.findGroup(db, filter.group);
    if (!group) throw AppError.validation('group', `Unknown payment method group: ${filter.group}`);
    ids = (await repo.listPaymentMethods(db, { groupIds: [group.id] })).map((row) => row.id);
  }
  if (filter.paymentMethod !== undefined) {
    const method = await repo.findPaymentMethod(db, filter.paymentMethod);
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
  return repo.listTags(db, { methodIds: await resolveMethodIds(db, filter) });
}

export function listDisputeReasons(db: Executor) {
  return repo.listDisputeReasons(db);
}

export function isKnownCrypto(value: string): boolean {
  const lower = value.toLowerCase();
  return CRYPTO_CURRENCIES.some((crypto) => crypto.code.toLowerCase() === lower || crypto.urlParam === lower);
}
