import type { Executor } from '../../db/client.js';
import type { ReferenceCatalog } from '../reference/reference-catalog.js';
import { referenceCatalog } from '../reference/reference.service.js';
import {
  type CountryRow,
  type FiatCurrencyRow,
  type PaymentMethodRow,
  type TagRow,
} from '../reference/reference.repository.js';

/**
 * The reference data offers need, as maps by id, slug and ISO code. Reference data only changes
 * when a node starts, so one snapshot per database handle is current (as in the reference module).
 */
export class OfferReference {
  private readonly fiatsById: Map<number, FiatCurrencyRow>;
  private readonly tagsById: Map<number, TagRow>;
  private readonly tagsBySlug: Map<string, TagRow>;
  private readonly countriesByIso: Map<string, CountryRow>;
  private readonly countriesById: Map<number, CountryRow>;

  constructor(readonly catalog: ReferenceCatalog) {
    this.fiatsById = new Map(catalog.fiatCurrencies().map((row) => [row.id, row]));
    const tags = catalog.tags();
    this.tagsById = new Map(tags.map((tag) => [tag.id, tag]));
    this.tagsBySlug = new Map(tags.map((tag) => [tag.slug, tag]));
    const { rows } = catalog.countries({ includeIsoNull: true, limit: 100_000, offset: 0 });
    this.countriesByIso = new Map(rows.filter((row) => row.iso).map((row) => [row.iso!, row]));
    this.countriesById = new Map(rows.map((row) => [row.id, row]));
  }

  fiatByCode(code: string): FiatCurrencyRow | undefined {
    return this.catalog.fiatCurrency(code);
  }

  fiatById(id: number): FiatCurrencyRow | undefined {
    return this.fiatsById.get(id);
  }

  /** An active payment method by slug or id. */
  paymentMethod(key: string | number): PaymentMethodRow | undefined {
    return this.catalog.paymentMethod(String(key));
  }

  tagBySlug(slug: string): TagRow | undefined {
    return this.tagsBySlug.get(slug);
  }

  tagById(id: number): TagRow | undefined {
    return this.tagsById.get(id);
  }

  countryByIso(iso: string): CountryRow | undefined {
    return this.countriesByIso.get(iso.toUpperCase());
  }

  countryById(id: number): CountryRow | undefined {
    return this.countriesById.get(id);
  }
}

const snapshots = new WeakMap<Executor, Promise<OfferReference>>();

/** The reference snapshot of this database for offers, loaded on first use. */
export function offerReference(db: Executor): Promise<OfferReference> {
  let loading = snapshots.get(db);
  if (!loading) {
    loading = referenceCatalog(db).then((catalog) => new OfferReference(catalog));
    loading.catch(() => snapshots.delete(db));
    snapshots.set(db, loading);
  }
  return loading;
}
