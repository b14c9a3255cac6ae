// The bank account forms and the spec's error codes (trading.md §5), shared by the server and the web.

/** The country forms; every country without its own form uses OTHER (a SWIFT transfer). */
export const BANK_ACCOUNT_FORMS = ['NG', 'US', 'FI', 'GB', 'IN', 'RU', 'MX', 'OTHER'] as const;
export type BankAccountForm = (typeof BANK_ACCOUNT_FORMS)[number];

export const BANK_ACCOUNT_TYPES = ['User', 'Business'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** Country ids (ISO 3166 numeric, as the countries reference answers them) of the countries with a form. */
export const BANK_FORM_COUNTRY_IDS = {
  NG: 566,
  US: 840,
  FI: 246,
  GB: 826,
  IN: 356,
  RU: 643,
  MX: 484,
} as const satisfies Record<Exclude<BankAccountForm, 'OTHER'>, number>;

/** The form a country's accounts are entered with. */
export function bankFormForCountry(countryId: number): BankAccountForm {
  for (const [form, id] of Object.entries(BANK_FORM_COUNTRY_IDS))
    if (id === countryId) return form as BankAccountForm;
  return 'OTHER';
}

/** The spec's bank error codes by group; each answer carries one as the message of a field. */
export const BANK_ERROR_CODES = {
  length: [
    'swift_code_not_correct_length',
    'account_number_not_correct_length',
    'bank_id_not_correct_length',
    'account_holder_name_not_correct_length',
    'recipient_country_of_residency_not_correct_length',
    'recipient_city_not_correct_length',
    'recipient_zip_not_correct_length',
    'recipient_address_not_correct_length',
    'routing_number_not_correct_length',
    'sort_code_not_correct_length',
    'additionalInfoLength',
  ],
  consistency: [
    'account_number_non_unique',
    'swift_code_not_unique',
    'bank_id_not_exist',
    'country_doesnt_match',
    'iban_dont_match_swift_code',
    'swift_not_match_country',
  ],
  invalid: [
    'swift_code_invalid',
    'account_number_invalid',
    'bank_id_invalid',
    'account_holder_name_invalid',
    'recipient_country_of_residency_invalid',
    'error_recipient_state_country_invalid',
    'recipient_city_invalid',
    'recipient_zip_invalid',
    'recipient_address_invalid',
    'routing_number_invalid',
    'sort_code_routing_number_invalid',
    'ifscInvalid',
    'clabeInvalid',
  ],
  required: [
    'accountNumberRequired',
    'holderNameRequired',
    'routingNumberRequired',
    'bankRequired',
    'ifscRequired',
    'clabeRequired',
  ],
  bankName: ['bankNameEmptyWithSwift', 'bankNameEmptyWithoutSwift'],
  other: ['default'],
} as const;
export type BankErrorCode = (typeof BANK_ERROR_CODES)[keyof typeof BANK_ERROR_CODES][number];

/** The body fields the errors land on (`details.<field>`), as the spec names them. */
export const BANK_ACCOUNT_ERROR_FIELDS = [
  'iban',
  'account_number',
  'routing_number',
  'holder_name',
  'bank_id',
  'swift_code',
  'ifsc',
  'clabe',
  'bank_name',
  'residency',
  'state',
  'city',
  'zip',
  'address',
  'additional_info',
  'is_personal',
  'country_id',
  'fiat_currency_id',
] as const;
export type BankAccountErrorField = (typeof BANK_ACCOUNT_ERROR_FIELDS)[number];

/** The account fields each form shows (besides holder name, account type, currency, country, additional info). */
export const BANK_FORM_FIELDS: Record<
  BankAccountForm,
  { required: readonly BankAccountErrorField[]; optional: readonly BankAccountErrorField[] }
> = {
  NG: { required: ['bank_id', 'account_number'], optional: [] },
  US: { required: ['routing_number', 'account_number'], optional: ['bank_name'] },
  FI: { required: ['iban', 'swift_code'], optional: ['bank_name'] },
  GB: { required: ['routing_number', 'account_number'], optional: ['iban', 'bank_name'] },
  IN: { required: ['ifsc', 'account_number'], optional: ['bank_name'] },
  RU: { required: ['routing_number', 'account_number'], optional: ['bank_name'] },
  MX: { required: ['clabe'], optional: ['bank_name'] },
  OTHER: {
    required: ['swift_code', 'account_number', 'bank_name', 'residency', 'city', 'zip', 'address'],
    optional: ['iban', 'state'],
  },
};

/** Field limits of the forms (characters, after trimming). */
export const BANK_FIELD_LIMITS = {
  holderNameMin: 2,
  holderNameMax: 100,
  bankNameMax: 100,
  bankIdMax: 24,
  additionalInfoMax: 500,
  otherAccountNumberMin: 4,
  otherAccountNumberMax: 34,
  usAccountNumberMin: 4,
  usAccountNumberMax: 17,
  inAccountNumberMin: 9,
  inAccountNumberMax: 18,
  cityMin: 2,
  cityMax: 50,
  stateMax: 50,
  zipMin: 2,
  zipMax: 12,
  addressMin: 5,
  addressMax: 100,
} as const;

/** The error code of a refused deletion (HTTP 422), with the reason on `details.bank_account`. */
export const BANK_ACCOUNT_IN_USE_CODE = 'ERROR_BANK_ACCOUNT_IN_USE';
export const BANK_ACCOUNT_IN_USE_REASONS = ['linked_to_open_trade', 'linked_to_enabled_offer'] as const;
export type BankAccountInUseReason = (typeof BANK_ACCOUNT_IN_USE_REASONS)[number];

/** Offers list at most this many bank accounts. */
export const OFFER_BANK_ACCOUNTS_MAX = 20;
/** GET /rest/v1/banks answers at most this many banks (the spec's bank list limit). */
export const BANK_LIST_LIMIT_MAX = 1000;
