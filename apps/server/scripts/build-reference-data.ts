/**
 * Regenerates countries.json and fiat-currencies.json in src/db/seed/data from the maintained
 * ISO 3166-1 / ISO 4217 packages. The output is committed; rerun after bumping those packages.
 *
 *   npx tsx apps/server/scripts/build-reference-data.ts
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import isoCountries from 'i18n-iso-countries';
import currencyCodes from 'currency-codes';
import { countries as countryDetails, type ICountry } from 'countries-list';

const DATA_DIR = fileURLToPath(new URL('../src/db/seed/data/', import.meta.url));
const collator = new Intl.Collator('en');

// prettier-ignore
const IMPORTANT_COUNTRIES = new Set([
  'US', 'NG', 'GB', 'IN', 'KE', 'GH', 'ZA', 'CA', 'DE', 'FR', 'BR',
  'AR', 'VE', 'CO', 'MX', 'PH', 'CN', 'RU', 'UA', 'TR', 'AE',
]);
const NO_KYC_COUNTRIES = new Set(['KP', 'IR', 'SY', 'CU']);

// The package's default English name is sometimes the formal state name ("Russian Federation",
// "Moldova, Republic of"); a country picker shows the everyday short name instead.
// prettier-ignore
const SHORT_NAMES: Record<string, string> = {
  BN: 'Brunei', CI: "Côte d'Ivoire", CN: 'China', CZ: 'Czechia', FK: 'Falkland Islands', FM: 'Micronesia',
  GM: 'Gambia', IR: 'Iran', LA: 'Laos', MD: 'Moldova', MK: 'North Macedonia', PN: 'Pitcairn Islands',
  PS: 'Palestine', RU: 'Russia', SY: 'Syria', TR: 'Turkey', TW: 'Taiwan', TZ: 'Tanzania', US: 'United States',
  VA: 'Vatican City', VG: 'British Virgin Islands', VI: 'U.S. Virgin Islands',
};

// Funds, bond units, SDR and test codes are ISO 4217 entries nobody pays with.
// prettier-ignore
const EXCLUDED_CURRENCIES = new Set([
  'BOV', 'CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'UYI', 'UYW',
  'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XSU', 'XTS', 'XUA', 'XXX', 'XMR',
]);
// prettier-ignore
const POPULAR_CURRENCIES = [
  'USD', 'EUR', 'GBP', 'NGN', 'INR', 'KES', 'GHS', 'ZAR', 'CAD', 'AUD', 'BRL',
  'ARS', 'CNY', 'RUB', 'UAH', 'TRY', 'AED', 'PHP', 'VES', 'MXN', 'COP',
];
// Fixed by the product spec; nothing else may take these ids.
const PINNED_CURRENCY_IDS: Record<string, number> = { USD: 144 };

interface Country {
  id: number;
  iso: string;
  code: string;
  name: string;
  phoneCode: string | null;
  important: boolean;
  kyc: boolean;
}

interface FiatCurrency {
  id: number;
  code: string;
  name: string;
  isoNumber: string;
  digits: number;
  isPopular: boolean;
  order: number;
}

function writeJson(file: string, rows: unknown[]): void {
  writeFileSync(DATA_DIR + file, `${JSON.stringify(rows, null, 2)}\n`);
}

function assertKnown(codes: Iterable<string>, known: Set<string>, what: string): void {
  const unknown = [...codes].filter((code) => !known.has(code));
  if (unknown.length > 0) throw new Error(`Unknown ${what}: ${unknown.join(', ')}`);
}

function buildCountries(): Country[] {
  const details = countryDetails as Record<string, ICountry | undefined>;
  // Kosovo (XK) is a user-assigned code, not part of ISO 3166-1.
  const alpha2 = Object.keys(isoCountries.getAlpha2Codes()).filter((iso) => !details[iso]?.userAssigned);
  assertKnown(
    [...IMPORTANT_COUNTRIES, ...NO_KYC_COUNTRIES, ...Object.keys(SHORT_NAMES)],
    new Set(alpha2),
    'country',
  );

  const rows = alpha2.map((iso): Country => {
    const numeric = isoCountries.alpha2ToNumeric(iso);
    const code = isoCountries.alpha2ToAlpha3(iso);
    const name = SHORT_NAMES[iso] ?? isoCountries.getName(iso, 'en', { select: 'official' });
    if (!numeric || !code || !name) throw new Error(`Incomplete ISO data for ${iso}`);
    const phone = details[iso]?.phone[0];
    return {
      id: Number(numeric),
      iso,
      code,
      name,
      phoneCode: phone === undefined ? null : String(phone),
      important: IMPORTANT_COUNTRIES.has(iso),
      kyc: !NO_KYC_COUNTRIES.has(iso),
    };
  });
  return rows.sort((a, b) => collator.compare(a.name, b.name) || a.iso.localeCompare(b.iso));
}

function buildFiatCurrencies(): FiatCurrency[] {
  const records = currencyCodes.data
    .filter((record) => !EXCLUDED_CURRENCIES.has(record.code))
    .sort((a, b) => (a.code < b.code ? -1 : 1));
  assertKnown(POPULAR_CURRENCIES, new Set(records.map((record) => record.code)), 'currency');

  // Ids are referenced by stored offers and trades, so existing codes keep theirs forever. A code
  // dropped from ISO 4217 disappears from the file; new codes continue after the highest id.
  const file = DATA_DIR + 'fiat-currencies.json';
  const previous: FiatCurrency[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const ids = new Map(previous.map((currency) => [currency.code, currency.id]));
  const usedIds = new Set([...ids.values(), ...Object.values(PINNED_CURRENCY_IDS)]);
  let nextId = Math.max(0, ...ids.values()) + 1;
  for (const { code } of records) {
    if (ids.has(code)) continue;
    const pinned = PINNED_CURRENCY_IDS[code];
    if (pinned !== undefined && !previous.some((currency) => currency.id === pinned)) {
      ids.set(code, pinned);
      continue;
    }
    while (usedIds.has(nextId)) nextId++;
    ids.set(code, nextId);
    usedIds.add(nextId);
  }

  const ordered = [
    ...POPULAR_CURRENCIES,
    ...records.map((record) => record.code).filter((code) => !POPULAR_CURRENCIES.includes(code)),
  ];
  const rows = records.map((record): FiatCurrency => ({
    id: ids.get(record.code)!,
    code: record.code,
    name: record.currency.trim(),
    isoNumber: record.number,
    digits: Number.isInteger(record.digits) ? record.digits : 2,
    isPopular: POPULAR_CURRENCIES.includes(record.code),
    order: ordered.indexOf(record.code) + 1,
  }));
  return rows.sort((a, b) => a.id - b.id);
}

const countries = buildCountries();
const fiatCurrencies = buildFiatCurrencies();
writeJson('countries.json', countries);
writeJson('fiat-currencies.json', fiatCurrencies);
process.stdout.write(`Wrote ${countries.length} countries and ${fiatCurrencies.length} fiat currencies.\n`);
