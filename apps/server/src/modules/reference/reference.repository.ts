import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  countries,
  disputeReasons,
  fiatCurrencies,
  paymentMethodGroups,
  paymentMethods,
  paymentMethodTags,
  tags,
} from '../../db/schema.js';

export type CountryRow = typeof countries.$inferSelect;
export type FiatCurrencyRow = typeof fiatCurrencies.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type GroupRow = typeof paymentMethodGroups.$inferSelect;
export type TagRow = typeof tags.$inferSelect;

export interface CountryFilter {
  kyc?: boolean;
  important?: boolean;
  includeIsoNull: boolean;
  phoneVerification?: boolean;
  limit: number;
  offset: number;
}

export async function listCountries(
  db: Executor,
  filter: CountryFilter,
): Promise<{ rows: CountryRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.kyc !== undefined) conditions.push(eq(countries.kyc, filter.kyc));
  if (filter.important !== undefined) conditions.push(eq(countries.important, filter.important));
  if (!filter.includeIsoNull) conditions.push(isNotNull(countries.iso));
  if (filter.phoneVerification) conditions.push(isNotNull(countries.phoneCode), eq(countries.kyc, true));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(countries)
      .where(where)
      // WORLDWIDE (no ISO code) sorts first, then countries by name.
      .orderBy(sql`${countries.iso} is not null`, asc(countries.name))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(countries).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export function listFiatCurrencies(db: Executor, limit?: number): Promise<FiatCurrencyRow[]> {
  const query = db
    .select()
    .from(fiatCurrencies)
    .orderBy(asc(fiatCurrencies.sortOrder), asc(fiatCurrencies.code));
  return limit ? query.limit(limit) : query;
}

export async function findFiatCurrency(db: Executor, code: string): Promise<FiatCurrencyRow | undefined> {
  const [row] = await db.select().from(fiatCurrencies).where(eq(fiatCurrencies.code, code.toUpperCase()));
  return row;
}

export function listGroups(db: Executor): Promise<GroupRow[]> {
  return db.select().from(paymentMethodGroups).orderBy(asc(paymentMethodGroups.id));
}

export function listPaymentMethods(
  db: Executor,
  options: { groupIds?: number[]; limit?: number; byPopularity?: boolean } = {},
): Promise<PaymentMethodRow[]> {
  const conditions: SQL[] = [eq(paymentMethods.isActive, true)];
  if (options.groupIds?.length) conditions.push(inArray(paymentMethods.groupId, options.groupIds));
  const query = db
    .select()
    .from(paymentMethods)
    .where(and(...conditions))
    .orderBy(
      ...(options.byPopularity ? [desc(paymentMethods.popularity)] : []),
      asc(paymentMethods.name),
      asc(paymentMethods.id),
    );
  return options.limit ? query.limit(options.limit) : query;
}

/** A payment method by slug, or by numeric id when the key is all digits. */
export async function findPaymentMethod(db: Executor, key: string): Promise<PaymentMethodRow | undefined> {
  const match = /^\d{1,9}$/.test(key) ? eq(paymentMethods.id, Number(key)) : eq(paymentMethods.slug, key);
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(match, eq(paymentMethods.isActive, true)));
  return row;
}

/** Tag slugs per payment method id. */
export async function tagSlugsByMethod(db: Executor, methodIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (methodIds.length === 0) return result;
  const rows = await db
    .select({ methodId: paymentMethodTags.paymentMethodId, slug: tags.slug })
    .from(paymentMethodTags)
    .innerJoin(tags, eq(tags.id, paymentMethodTags.tagId))
    .where(inArray(paymentMethodTags.paymentMethodId, methodIds))
    .orderBy(asc(tags.id));
  for (const row of rows) result.set(row.methodId, [...(result.get(row.methodId) ?? []), row.slug]);
  return result;
}

export function listTags(db: Executor, filter: { methodIds?: number[] }): Promise<TagRow[]> {
  if (filter.methodIds === undefined) return db.select().from(tags).orderBy(asc(tags.id));
  if (filter.methodIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ id: tags.id, slug: tags.slug, name: tags.name, description: tags.description })
    .from(tags)
    .innerJoin(paymentMethodTags, eq(paymentMethodTags.tagId, tags.id))
    .where(inArray(paymentMethodTags.paymentMethodId, filter.methodIds))
    .orderBy(asc(tags.id));
}

export function listDisputeReasons(db: Executor) {
  return db.select().from(disputeReasons).orderBy(asc(disputeReasons.id));
}

export async function findGroup(db: Executor, idOrSlug: string): Promise<GroupRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethodGroups)
    .where(
      /^\d+$/.test(idOrSlug)
        ? eq(paymentMethodGroups.id, Number(idOrSlug))
        : eq(paymentMethodGroups.slug, idOrSlug),
    );
  return row;
}
