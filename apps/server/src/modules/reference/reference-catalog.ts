import type {
  ReferenceTables,
  CountryRow,
  FiatCurrencyRow,
  GroupRow,
  PaymentMethodRow,
  TagRow,
} from './reference.repository.js';

export interface CountryFilter {
  kyc?: boolean;
  important?: boolean;
  /** Include pseudo-countries without an ISO code (WORLDWIDE). */
  includeIsoNull: boolean;
  /** Only countries whose phone numbers can be verified. */
  phoneVerification?: boolean;
  limit: number;
  offset: number;
}

/**
 * The reference tables held in memory with their lookups. Reference data changes only when a node
 * starts and reloads its data files, so one snapshot per process is always current.
 */
export class ReferenceCatalog {
  private readonly methodsBySlug: Map<string, PaymentMethodRow>;
  private readonly methodsById: Map<number, PaymentMethodRow>;
  private readonly tagIdsByMethod = new Map<number, Set<number>>();
  private readonly activeMethods: PaymentMethodRow[];

  constructor(private readonly tables: ReferenceTables) {
    this.activeMethods = tables.paymentMethods.filter((method) => method.isActive);
    this.methodsBySlug = new Map(this.activeMethods.map((method) => [method.slug, method]));
    this.methodsById = new Map(this.activeMethods.map((method) => [method.id, method]));
    for (const link of tables.methodTags) {
      const set = this.tagIdsByMethod.get(link.paymentMethodId) ?? new Set<number>();
      set.add(link.tagId);
      this.tagIdsByMethod.set(link.paymentMethodId, set);
    }
  }

  /** Countries by name, WORLDWIDE first when included, with the total before paging. */
  countries(filter: CountryFilter): { rows: CountryRow[]; total: number } {
    const matching = this.tables.countries
      .filter(
        (country) =>
          (filter.kyc === undefined || country.kyc === filter.kyc) &&
          (filter.important === undefined || country.important === filter.important) &&
          (filter.includeIsoNull || country.iso !== null) &&
          (!filter.phoneVerification || (country.phoneCode !== null && country.kyc && country.iso !== null)),
      )
      .sort((a, b) => Number(a.iso !== null) - Number(b.iso !== null));
    return { rows: matching.slice(filter.offset, filter.offset + filter.limit), total: matching.length };
  }

  fiatCurrencies(limit?: number): FiatCurrencyRow[] {
    return limit ? this.tables.fiatCurrencies.slice(0, limit) : this.tables.fiatCurrencies;
  }

  fiatCurrency(code: string): FiatCurrencyRow | undefined {
    const upper = code.toUpperCase();
    return this.tables.fiatCurrencies.find((currency) => currency.code === upper);
  }

  groups(): GroupRow[] {
    return this.tables.groups;
  }

  /** A group by numeric id or slug. */
  group(key: string): GroupRow | undefined {
    return this.tables.groups.find((group) =>
      /^\d+$/.test(key) ? group.id === Number(key) : group.slug === key,
    );
  }

  paymentMethods(
    options: { groupIds?: number[]; byPopularity?: boolean; limit?: number } = {},
  ): PaymentMethodRow[] {
    let methods = options.groupIds?.length
      ? this.activeMethods.filter((method) => options.groupIds!.includes(method.groupId))
      : this.activeMethods;
    if (options.byPopularity) methods = [...methods].sort((a, b) => b.popularity - a.popularity);
    return options.limit ? methods.slice(0, options.limit) : methods;
  }

  /** A payment method by slug, or by numeric id when the key is all digits. */
  paymentMethod(key: string): PaymentMethodRow | undefined {
    return /^\d{1,9}$/.test(key) ? this.methodsById.get(Number(key)) : this.methodsBySlug.get(key);
  }

  tagSlugs(methodId: number): string[] {
    const ids = this.tagIdsByMethod.get(methodId);
    return ids ? this.tables.tags.filter((tag) => ids.has(tag.id)).map((tag) => tag.slug) : [];
  }

  /** All tags, or those used by any of the given methods. */
  tags(methodIds?: number[]): TagRow[] {
    if (methodIds === undefined) return this.tables.tags;
    const used = new Set(methodIds.flatMap((id) => [...(this.tagIdsByMethod.get(id) ?? [])]));
    return this.tables.tags.filter((tag) => used.has(tag.id));
  }

  disputeReasons() {
    return this.tables.disputeReasons;
  }
}
