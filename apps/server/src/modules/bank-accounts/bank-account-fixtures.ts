// Valid account bodies per country form, with real published numbers (tests only).

export const VALID_BODIES = {
  NG: {
    fiat_currency_id: 98,
    country_id: 566,
    holder_name: 'Adaeze Okafor',
    bank_id: 'NG:011',
    // The CBN's NUBAN example: First Bank (011), serial 000001457, check digit 9.
    account_number: '0000014579',
  },
  US: {
    fiat_currency_id: 144,
    country_id: 840,
    holder_name: 'John Smith',
    routing_number: '021000021',
    account_number: '123456789',
  },
  FI: {
    fiat_currency_id: 44,
    country_id: 246,
    holder_name: 'Matti Virtanen',
    iban: 'FI21 1234 5600 0007 85',
    swift_code: 'NDEAFIHH',
  },
  GB: {
    fiat_currency_id: 47,
    country_id: 826,
    holder_name: 'Jane Doe',
    routing_number: '20-00-00',
    account_number: '55779911',
    iban: 'gb60 barc 2000 0055 7799 11',
  },
  IN: {
    fiat_currency_id: 61,
    country_id: 356,
    holder_name: 'Priya Sharma',
    ifsc: 'sbin0000001',
    account_number: '12345678901',
  },
  RU: {
    fiat_currency_id: 114,
    country_id: 643,
    holder_name: 'Ivan Petrov',
    routing_number: '044525225',
    account_number: '40817810438000000001',
  },
  MX: {
    fiat_currency_id: 94,
    country_id: 484,
    holder_name: 'María García',
    clabe: '032180000118359719',
  },
  OTHER: {
    fiat_currency_id: 44,
    country_id: 276,
    holder_name: 'Hans Müller',
    swift_code: 'DEUTDEFF',
    account_number: '0532013000',
    iban: 'DE89370400440532013000',
    bank_name: 'Deutsche Bank',
    residency: 'de',
    state: 'Hessen',
    city: 'Frankfurt am Main',
    zip: '60325',
    address: 'Taunusanlage 12',
  },
} as const;

export type FormName = keyof typeof VALID_BODIES;
