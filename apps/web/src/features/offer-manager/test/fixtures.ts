import {
  bankAccountSchema,
  myOfferSchema,
  myOffersListSchema,
  type BankAccountView,
  type MyOffer,
  type MyOffersList,
} from '@p2p/shared';

/** A my-offers row as the API answers it; parsed so drift in the contract shows. */
export function buildMyOffer(overrides: Partial<MyOffer> = {}): MyOffer {
  const hash = overrides.hash ?? 'abcDEF12345';
  return myOfferSchema.parse({
    idHashed: hash,
    hash,
    type: 'sell',
    status: 'active',
    isEnabled: true,
    isActive: true,
    isBlocked: false,
    penaltyUntil: null,
    depositInfo: {
      bondRequired: false,
      isBondInsufficient: false,
      bondAmount: '0.00100000',
      bondBalance: '0.00000000',
      cryptoCurrencyCode: 'BTC',
    },
    bankAccounts: [],
    isFavorite: false,
    paymentMethod: { id: 7, groupId: 3, name: 'PayPal', slug: 'paypal', isBinCodeEnabled: false },
    cryptoCurrencyCode: 'BTC',
    fiatCurrencyCode: 'USD',
    fiatPrecision: 2,
    rate: '97375.00',
    priceType: 'margin',
    margin: '2.5',
    fixedPrice: null,
    amountType: 'min_max',
    rangeMin: '50.00',
    rangeMax: '500.00',
    predefinedAmounts: [],
    offerCap: null,
    manualEscrowFee: null,
    tags: [],
    pinnedInfo: {
      offerHash: hash,
      isFeatured: false,
      isStickied: false,
      isPinned: false,
      stickiedUntil: null,
      listingPosition: 3,
      promoteAvailable: 2,
    },
    flowType: 'default',
    giftCardsInStock: null,
    section: null,
    paymentWindowMinutes: 30,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

export function buildMyOffersList(offers: MyOffer[], overrides: Partial<MyOffersList> = {}): MyOffersList {
  return myOffersListSchema.parse({
    offers,
    counts: { buy: 0, sell: offers.length },
    messages: [],
    promoteTotal: 3,
    promoteAvailable: 2,
    userPerks: [],
    depositData: { makeDeposit: null, isDepositEnabled: true, isWithdrawEnabled: true },
    offerErrors: {},
    marginErrors: {},
    fixedPriceErrors: {},
    limitsErrors: {},
    ...overrides,
  });
}

export const PAYMENT_METHODS = [
  {
    id: 7,
    name: 'PayPal',
    payment_method_group_id: 3,
    slug: 'paypal',
    originalName: 'PayPal',
    buyOffersCount: 4,
    isBinCodeEnabled: false,
    icon_url: '',
  },
  {
    id: 9,
    name: 'Bank transfer',
    payment_method_group_id: 5,
    slug: 'bank-transfer',
    originalName: 'Bank transfer',
    buyOffersCount: 2,
    isBinCodeEnabled: false,
    icon_url: '',
  },
];

export const USD = {
  id: 144,
  code: 'USD',
  name: 'US Dollar',
  originalName: 'US Dollar',
  urlParam: 'usd',
  fullName: 'US Dollar',
  shortName: 'USD',
  formattingDecimalsCount: 2,
  isStablecoin: false,
  icon: null,
  order: 1,
  isPopular: true,
  defaultAmount: null,
  rate: { usd: '1', btc: '95000', usdt: '1' },
};

export const BTC_USD_RATE = {
  cryptoCurrencyCode: 'BTC',
  usdRate: '95000.00000000',
  fiatCurrencyCode: 'USD',
  fiatRate: '95000.00000000',
  fiatPrecision: 2,
};

/** The reference data the editor reads. */
export const EDITOR_REFERENCE_ROUTES = {
  'GET /rest/v2/payment-methods': { body: { data: PAYMENT_METHODS } },
  'GET /rest/v2/currencies': { body: { data: [USD], meta: { total: 1 } } },
  'GET /rest/v2/wallet/crypto-currencies/rates': { body: { data: [BTC_USD_RATE] } },
  'GET /rest/v1/tags': { body: { data: [{ id: 1, slug: 'cash-only', name: 'Cash only', description: '' }] } },
  'GET /rest/v1/countries': {
    body: {
      data: [{ id: 1, iso: 'GB', code: 'GB', name: 'United Kingdom', originalName: 'United Kingdom' }],
    },
  },
};

/** One of the vendor's bank accounts (a US account in USD unless overridden). */
export function buildBankAccount(overrides: Partial<BankAccountView> = {}): BankAccountView {
  return bankAccountSchema.parse({
    id: 5,
    form: 'US',
    fiatCurrencyId: 144,
    fiatCurrencyCode: 'USD',
    countryId: 840,
    countryIso: 'US',
    countryName: 'United States',
    accountType: 'User',
    isPersonal: true,
    holderName: 'John Smith',
    accountNumber: '123456789',
    iban: null,
    swiftCode: null,
    routingNumber: '021000021',
    bankId: 'US:021000021',
    bankName: 'JPMorgan Chase Bank',
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
