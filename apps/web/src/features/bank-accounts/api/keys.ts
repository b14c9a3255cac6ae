/** Query keys of the bank accounts area. */
export const bankAccountKeys = {
  all: ['bank-accounts'] as const,
  list: () => [...bankAccountKeys.all, 'list'] as const,
  detail: (id: number) => [...bankAccountKeys.all, 'detail', id] as const,
};

export const bankDirectoryKeys = {
  all: ['banks'] as const,
  country: (countryId: number) => [...bankDirectoryKeys.all, 'country', countryId] as const,
  lookup: (kind: BankLookupKind, value: string, countryId: number) =>
    [...bankDirectoryKeys.all, 'lookup', kind, value, countryId] as const,
};

export type BankLookupKind = 'routing-number' | 'iban' | 'swift';

/** Reference data (countries, currencies, the bank directory) barely changes during a visit. */
export const REFERENCE_STALE_MS = 30 * 60_000;
