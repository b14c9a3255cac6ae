import {
  BANK_LIST_LIMIT_MAX,
  bankDirectoryEntrySchema,
  bankLookupResultSchema,
  type BankDirectoryEntry,
} from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { bankDirectoryKeys, REFERENCE_STALE_MS, type BankLookupKind } from './keys';

export const BANKS_PATH = '/rest/v1/banks';

/** The directory's banks of a country (the spec's bank select: country_id and limit 1000). */
export async function getBanks(countryId: number): Promise<BankDirectoryEntry[]> {
  const data = await api.get<unknown>(BANKS_PATH, {
    params: { country_id: countryId, limit: BANK_LIST_LIMIT_MAX },
  });
  return z.array(bankDirectoryEntrySchema).parse(data);
}

export function useBanks(countryId: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: bankDirectoryKeys.country(countryId ?? 0),
      queryFn: () => getBanks(countryId!),
      enabled: countryId !== undefined,
      staleTime: REFERENCE_STALE_MS,
    }),
  );
}

const LOOKUPS: Record<BankLookupKind, { path: string; param: string }> = {
  'routing-number': { path: `${BANKS_PATH}/by-routing-number`, param: 'routing_number' },
  iban: { path: `${BANKS_PATH}/by-iban`, param: 'iban' },
  swift: { path: `${BANKS_PATH}/by-swift`, param: 'swift_code' },
};

/** The bank a sort code, routing number, IFSC, BIK, IBAN or SWIFT code belongs to; null when unknown. */
export async function lookUpBank(
  kind: BankLookupKind,
  value: string,
  countryId: number,
): Promise<BankDirectoryEntry | null> {
  const { path, param } = LOOKUPS[kind];
  const params = kind === 'routing-number' ? { [param]: value, country_id: countryId } : { [param]: value };
  return bankLookupResultSchema.parse(await api.get<unknown>(path, { params })).bank;
}

/** Looks the bank up once `value` is complete (null while the user is still typing it). */
export function useBankLookup(kind: BankLookupKind, value: string | null, countryId: number) {
  return useQuery(
    queryOptions({
      queryKey: bankDirectoryKeys.lookup(kind, value ?? '', countryId),
      queryFn: () => lookUpBank(kind, value!, countryId),
      enabled: value !== null,
      staleTime: REFERENCE_STALE_MS,
      retry: false,
    }),
  );
}
