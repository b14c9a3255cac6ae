import {
  BANK_FORM_COUNTRY_IDS,
  bicCountry,
  ibanBban,
  ibanCountry,
  isSortCodeShape,
  isValidAbaRoutingNumber,
  isValidBik,
  isValidIfsc,
  normalizeBic,
  normalizeIban,
  stripSeparators,
  type BankDirectoryEntry,
} from '@p2p/shared';
import { FI_BANKS } from './fi.js';
import { GB_BANKS } from './gb.js';
import { IN_BANKS } from './in.js';
import { MX_BANKS } from './mx.js';
import { NG_BANKS } from './ng.js';
import { RU_BANKS } from './ru.js';
import type { DirectoryBank } from './types.js';
import { US_BANKS } from './us.js';

type DirectoryCountry = keyof typeof BANK_FORM_COUNTRY_IDS;

const BY_COUNTRY: Record<DirectoryCountry, DirectoryBank[]> = {
  NG: NG_BANKS,
  US: US_BANKS,
  FI: FI_BANKS,
  GB: GB_BANKS,
  IN: IN_BANKS,
  RU: RU_BANKS,
  MX: MX_BANKS,
};

function toEntry(iso: DirectoryCountry, bank: DirectoryBank): BankDirectoryEntry {
  return {
    id: `${iso}:${bank.code}`,
    countryId: BANK_FORM_COUNTRY_IDS[iso],
    countryIso: iso,
    name: bank.name,
    swiftCodes: bank.swiftCodes,
    nationalCode: bank.nationalCodes?.[0] ?? null,
    routingNumbers: bank.routingNumbers ?? [],
    sortCodeRanges: bank.sortCodeRanges ?? [],
  };
}

const ENTRIES: BankDirectoryEntry[] = (Object.keys(BY_COUNTRY) as DirectoryCountry[]).flatMap((iso) =>
  BY_COUNTRY[iso].map((bank) => toEntry(iso, bank)),
);
const BY_ID = new Map(ENTRIES.map((entry) => [entry.id, entry]));
/** The ids the bank list offers: a bank found by its numbers only (`listed: false`) is left out. */
const LISTED = new Set(
  (Object.keys(BY_COUNTRY) as DirectoryCountry[]).flatMap((iso) =>
    BY_COUNTRY[iso].filter((bank) => bank.listed !== false).map((bank) => toEntry(iso, bank).id),
  ),
);
const byName = (a: BankDirectoryEntry, b: BankDirectoryEntry) => a.name.localeCompare(b.name, 'en');

/** The listed banks of a country by name; empty for a country the directory does not cover. */
export function listBanks(countryId: number, limit: number): BankDirectoryEntry[] {
  return ENTRIES.filter((entry) => entry.countryId === countryId && LISTED.has(entry.id))
    .sort(byName)
    .slice(0, limit);
}

export function findBankById(id: string): BankDirectoryEntry | null {
  return BY_ID.get(id.toUpperCase()) ?? null;
}

function findByNationalCode(iso: DirectoryCountry, code: string): BankDirectoryEntry | null {
  const bank = BY_COUNTRY[iso].find((candidate) => candidate.nationalCodes?.includes(code));
  return bank ? toEntry(iso, bank) : null;
}

/** A bank by BIC (8 or 11 characters; a branch BIC matches its bank's 8-character BIC). */
export function findBySwift(value: string): BankDirectoryEntry | null {
  const bic = normalizeBic(value).slice(0, 8);
  if (bic.length !== 8) return null;
  return ENTRIES.find((entry) => entry.swiftCodes.includes(bic)) ?? null;
}

/** The UK bank whose range holds the sort code; the narrowest range wins (agency banks inside others). */
export function findBySortCode(value: string): BankDirectoryEntry | null {
  const sortCode = stripSeparators(value);
  if (!isSortCodeShape(sortCode)) return null;
  let best: { bank: DirectoryBank; width: number } | null = null;
  for (const bank of GB_BANKS)
    for (const { from, to } of bank.sortCodeRanges ?? []) {
      const width = Number(to) - Number(from);
      if (sortCode >= from && sortCode <= to && (best === null || width < best.width)) best = { bank, width };
    }
  return best ? toEntry('GB', best.bank) : null;
}

/** The bank an IBAN names: FI by the national prefix (3, 2 or 1 digits), others by their BIC bank letters. */
export function findByIban(value: string): BankDirectoryEntry | null {
  const bban = ibanBban(value);
  const country = ibanCountry(value);
  if (bban === null || country === null) return null;
  if (country === 'FI') {
    for (const length of [3, 2, 1]) {
      const found = findByNationalCode('FI', bban.slice(0, length));
      if (found) return found;
    }
    return null;
  }
  const bankLetters = normalizeIban(value).slice(4, 8);
  if (!/^[A-Z]{4}$/.test(bankLetters)) return null;
  return (
    ENTRIES.find(
      (entry) =>
        entry.countryIso === country &&
        entry.swiftCodes.some((bic) => bic.startsWith(bankLetters) && bicCountry(bic) === country),
    ) ?? null
  );
}

export function findByAba(value: string): BankDirectoryEntry | null {
  return ENTRIES.find((entry) => entry.countryIso === 'US' && entry.routingNumbers.includes(value)) ?? null;
}

export function findByBik(value: string): BankDirectoryEntry | null {
  return ENTRIES.find((entry) => entry.countryIso === 'RU' && entry.routingNumbers.includes(value)) ?? null;
}

export function findByIfsc(value: string): BankDirectoryEntry | null {
  const ifsc = value.toUpperCase();
  return isValidIfsc(ifsc) ? findByNationalCode('IN', ifsc.slice(0, 4)) : null;
}

export function findByClabe(value: string): BankDirectoryEntry | null {
  return /^\d{18}$/.test(value) ? findByNationalCode('MX', value.slice(0, 3)) : null;
}

/**
 * The spec's by-routing-number lookup: ABA (US), sort code (GB), BIK (RU) or IFSC (IN). A 9-digit
 * number can be an ABA or a BIK: `countryId` settles it, else the first valid reading that is known.
 */
export function findByRoutingNumber(value: string, countryId?: number): BankDirectoryEntry | null {
  const number = stripSeparators(value.trim()).toUpperCase();
  const is = (iso: DirectoryCountry) => countryId === undefined || countryId === BANK_FORM_COUNTRY_IDS[iso];
  if (is('IN') && isValidIfsc(number)) return findByIfsc(number);
  if (is('GB') && isSortCodeShape(number)) return findBySortCode(number);
  if (is('US') && isValidAbaRoutingNumber(number)) {
    const found = findByAba(number);
    if (found || countryId !== undefined) return found;
  }
  if (is('RU') && isValidBik(number)) return findByBik(number);
  return null;
}
