import { asc } from 'drizzle-orm';
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
export type DisputeReasonRow = typeof disputeReasons.$inferSelect;
export type MethodTagRow = typeof paymentMethodTags.$inferSelect;

export interface ReferenceTables {
  countries: CountryRow[];
  fiatCurrencies: FiatCurrencyRow[];
  groups: GroupRow[];
  paymentMethods: PaymentMethodRow[];
  tags: TagRow[];
  methodTags: MethodTagRow[];
  disputeReasons: DisputeReasonRow[];
}

/** Every reference table, in display order (a few hundred rows in all). */
export async function loadReferenceTables(db: Executor): Promise<ReferenceTables> {
  const [countryRows, fiatRows, groupRows, methodRows, tagRows, methodTagRows, reasonRows] =
    await Promise.all([
      db.select().from(countries).orderBy(asc(countries.name)),
      db.select().from(fiatCurrencies).orderBy(asc(fiatCurrencies.sortOrder), asc(fiatCurrencies.code)),
      db.select().from(paymentMethodGroups).orderBy(asc(paymentMethodGroups.id)),
      db.select().from(paymentMethods).orderBy(asc(paymentMethods.name), asc(paymentMethods.id)),
      db.select().from(tags).orderBy(asc(tags.id)),
      db.select().from(paymentMethodTags),
      db.select().from(disputeReasons).orderBy(asc(disputeReasons.id)),
    ]);
  return {
    countries: countryRows,
    fiatCurrencies: fiatRows,
    groups: groupRows,
    paymentMethods: methodRows,
    tags: tagRows,
    methodTags: methodTagRows,
    disputeReasons: reasonRows,
  };
}
