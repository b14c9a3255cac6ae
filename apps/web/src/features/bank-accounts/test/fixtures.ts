import {
  bankAccountSchema,
  type BankAccountView,
  type BankDirectoryEntry,
  type Country,
  type FiatCurrency,
} from '@p2p/shared';

const country = (id: number, iso: string, name: string): Country => ({
  id,
  iso,
  code: iso,
  name,
  originalName: name,
});

export const COUNTRIES: Country[] = [
  country(276, 'DE', 'Germany'),
  country(246, 'FI', 'Finland'),
  country(356, 'IN', 'India'),
  country(484, 'MX', 'Mexico'),
  country(566, 'NG', 'Nigeria'),
  country(643, 'RU', 'Russia'),
  country(826, 'GB', 'United Kingdom'),
  country(840, 'US', 'United States'),
];

const currency = (id: number, code: string, name: string): FiatCurrency => ({
  id,
  code,
  name,
  originalName: name,
  urlParam: code.toLowerCase(),
  fullName: name,
  shortName: code,
  formattingDecimalsCount: 2,
  isStablecoin: false,
  icon: null,
  order: id,
  isPopular: true,
  defaultAmount: null,
  rate: { usd: null, btc: null, usdt: null },
});

export const CURRENCIES: FiatCurrency[] = [
  currency(144, 'USD', 'US Dollar'),
  currency(45, 'GBP', 'British Pound'),
  currency(41, 'EUR', 'Euro'),
  currency(64, 'INR', 'Indian Rupee'),
  currency(103, 'NGN', 'Nigerian Naira'),
  currency(110, 'RUB', 'Russian Ruble'),
  currency(93, 'MXN', 'Mexican Peso'),
];

export const bank = (overrides: Partial<BankDirectoryEntry> & Pick<BankDirectoryEntry, 'id' | 'name'>) => ({
  countryId: 826,
  countryIso: 'GB',
  swiftCodes: [],
  nationalCode: null,
  routingNumbers: [],
  sortCodeRanges: [],
  ...overrides,
});

export const BARCLAYS = bank({
  id: 'GB:BARC',
  name: 'Barclays Bank',
  swiftCodes: ['BARCGB22'],
  nationalCode: 'BARC',
  sortCodeRanges: [{ from: '200000', to: '209999' }],
});
export const NATWEST = bank({ id: 'GB:NWBK', name: 'National Westminster Bank', nationalCode: 'NWBK' });
export const CHASE = bank({
  id: 'US:CHAS',
  name: 'JPMorgan Chase Bank',
  countryId: 840,
  countryIso: 'US',
  routingNumbers: ['021000021'],
});
export const GTBANK = bank({
  id: 'NG:058',
  name: 'Guaranty Trust Bank',
  countryId: 566,
  countryIso: 'NG',
  nationalCode: '058',
});
export const BANAMEX = bank({
  id: 'MX:002',
  name: 'Banamex',
  countryId: 484,
  countryIso: 'MX',
  nationalCode: '002',
});

export function bankAccount(overrides: Partial<BankAccountView> = {}): BankAccountView {
  return bankAccountSchema.parse({
    id: 7,
    form: 'GB',
    fiatCurrencyId: 45,
    fiatCurrencyCode: 'GBP',
    countryId: 826,
    countryIso: 'GB',
    countryName: 'United Kingdom',
    accountType: 'User',
    isPersonal: true,
    holderName: 'Alice Smith',
    accountNumber: '31926819',
    iban: null,
    swiftCode: null,
    routingNumber: '200000',
    bankId: 'GB:BARC',
    bankName: 'Barclays Bank',
    ifsc: null,
    clabe: null,
    additionalInfo: null,
    residency: null,
    state: null,
    city: null,
    zip: null,
    address: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}
