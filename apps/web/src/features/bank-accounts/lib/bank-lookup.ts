import {
  isValidAbaRoutingNumber,
  isValidBicCode,
  isValidBik,
  isValidIbanNumber,
  isValidIfsc,
  normalizeBic,
  normalizeIban,
  type BankAccountForm,
  type BankDirectoryEntry,
} from '@p2p/shared';
import type { BankLookupKind } from '../api/keys';

export interface LookupSource {
  routing_number: string;
  iban: string;
  swift_code: string;
  ifsc: string;
}

export interface LookupRequest {
  kind: BankLookupKind;
  value: string;
}

const digits = (value: string) => value.replace(/[\s-]/g, '');

function ibanRequest(value: string): LookupRequest | null {
  const iban = normalizeIban(value);
  return iban && isValidIbanNumber(iban) ? { kind: 'iban', value: iban } : null;
}

function swiftRequest(value: string): LookupRequest | null {
  const bic = value.trim() ? normalizeBic(value) : '';
  return bic && isValidBicCode(bic) ? { kind: 'swift', value: bic } : null;
}

/**
 * What the user typed that names the bank, once it is complete: the sort code (GB), the routing
 * number (US), the IFSC (IN) and the BIK (RU) go to by-routing-number, an IBAN to by-iban and a SWIFT
 * code to by-swift. Null while nothing complete is there (no request for half a number).
 */
export function lookupRequestOf(form: BankAccountForm, source: LookupSource): LookupRequest | null {
  const routing = digits(source.routing_number);
  switch (form) {
    case 'US':
      return /^\d{9}$/.test(routing) && isValidAbaRoutingNumber(routing)
        ? { kind: 'routing-number', value: routing }
        : null;
    case 'GB':
      return /^\d{6}$/.test(routing) ? { kind: 'routing-number', value: routing } : ibanRequest(source.iban);
    case 'RU':
      return /^\d{9}$/.test(routing) && isValidBik(routing)
        ? { kind: 'routing-number', value: routing }
        : null;
    case 'IN': {
      const ifsc = source.ifsc.trim().toUpperCase();
      return isValidIfsc(ifsc) ? { kind: 'routing-number', value: ifsc } : null;
    }
    case 'FI':
      return ibanRequest(source.iban) ?? swiftRequest(source.swift_code);
    case 'OTHER':
      return swiftRequest(source.swift_code);
    default:
      return null;
  }
}

/** Mexico's CLABE starts with the bank's 3-digit code: the directory list answers it without a call. */
export function bankOfClabe(clabe: string, banks: readonly BankDirectoryEntry[]): BankDirectoryEntry | null {
  const value = digits(clabe);
  if (!/^\d{18}$/.test(value)) return null;
  return banks.find((bank) => bank.nationalCode === value.slice(0, 3)) ?? null;
}
